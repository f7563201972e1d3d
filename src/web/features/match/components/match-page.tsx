import { Bot } from 'lucide-react'
import { type GameSlug, gameDisplayName } from '#shared/domain/games'
import { breadcrumbJsonLd } from '#shared/domain/seo'
import { sportsEventJsonLd } from '#shared/domain/sports-event'
import { paths } from '#shared/paths'
import type { MatchDetail } from '#shared/schemas/matches'
import { AddMatchToCalendar } from '#web/components/esports/calendar-links'
import { RevealAllButton, RevealAllScope, ResultSpoiler } from '#web/components/esports/reveal-all'
import { SectionCard } from '#web/components/esports/section-card'
import { JsonLd } from '#web/components/json-ld'
import { DetailLayout } from '#web/components/layout/detail-page'
import { Seo } from '#web/components/seo'
import { matchMessages } from '#web/lib/messages'
import { useSite } from '#web/lib/site'
import { matchDescription, matchPageText, matchTitle } from '../utils/match-page'
import { MatchHero } from './match-hero'
import {
  FormSection,
  GamesSection,
  HeadToHeadSection,
  MatchNewsSection,
  RostersSection,
  StreamsSection,
} from './match-sections'

/** Issue #14: a match page: the hero, games, AI preview or recap, head-to-head, form, streams, rosters, news. */
export function MatchPage({ detail, game }: { detail: MatchDetail; game: GameSlug }) {
  const { match } = detail
  return (
    <DetailLayout game={game} text={matchPageText} head={<MatchHead detail={detail} game={game} />}>
      <RevealAllScope>
        <div className="flex justify-end empty:hidden">
          <RevealAllButton />
        </div>
        <MatchHero match={match} />
        <AddMatchToCalendar match={match} />
        <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
          <div className="flex min-w-0 flex-col gap-6">
            <MatchText detail={detail} />
            <GamesSection match={match} games={detail.games} />
            <HeadToHeadSection match={match} headToHead={detail.headToHead} />
            <FormSection match={match} form={detail.form} />
          </div>
          <div className="flex min-w-0 flex-col gap-6">
            <StreamsSection streams={detail.streams} />
            <RostersSection match={match} rosters={detail.rosters} />
            <MatchNewsSection news={detail.news} />
          </div>
        </div>
      </RevealAllScope>
    </DetailLayout>
  )
}

/** The AI preview before the match, its recap after (a spoiler), with a note on where it comes from. */
function MatchText({ detail }: { detail: MatchDetail }) {
  const finished = detail.match.status === 'finished'
  const text = finished ? (detail.recap ?? null) : (detail.preview ?? null)
  if (!text) return null
  const paragraphs = text.content.split(/\n{2,}/).filter((part) => part.trim())
  const body = (
    <div className="flex flex-col gap-3 leading-relaxed">
      {paragraphs.map((paragraph, index) => (
        <p key={index}>{paragraph}</p>
      ))}
    </div>
  )
  return (
    <SectionCard
      id="match-ai-text"
      title={finished ? 'Recap' : 'Preview'}
      icon={<Bot aria-hidden="true" className="size-5 text-primary" />}
    >
      {finished ? (
        <ResultSpoiler block label="Show recap" context={matchTitle(detail.match)}>
          {body}
        </ResultSpoiler>
      ) : (
        body
      )}
      <p className="mt-3 text-xs text-muted-foreground">{matchMessages.aiNote}</p>
    </SectionCard>
  )
}

/** The match page's head: title, description, canonical, Open Graph, SportsEvent and breadcrumb JSON-LD. */
function MatchHead({ detail, game }: { detail: MatchDetail; game: GameSlug }) {
  const site = useSite()
  const { match } = detail
  const title = matchTitle(match)
  const structuredData = [
    sportsEventJsonLd(
      match,
      site.siteUrl,
      detail.streams.map((stream) => stream.url),
    ),
    breadcrumbJsonLd(
      [
        { name: 'Home', path: paths.home() },
        { name: gameDisplayName(game), path: paths.gameHub(game) },
        { name: 'Matches', path: paths.matches(game) },
        { name: title, path: match.path },
      ],
      site.siteUrl,
    ),
  ]
  return (
    <>
      <Seo
        title={`${title}${match.tournament ? ` - ${match.tournament.name}` : ''} | ${gameDisplayName(game)} Match`}
        description={matchDescription(match)}
        path={match.path}
      />
      {structuredData.map((data, index) => (
        <JsonLd key={index} data={data} />
      ))}
    </>
  )
}
