import { ArrowRight, CalendarRange, type LucideIcon, Newspaper, Radio, Trophy, Users } from 'lucide-react'
import { useEffect } from 'react'
import { Link } from '#web/components/link'
import type { Game } from '#shared/domain/games'
import { ogImagePaths } from '#shared/domain/og-image'
import { paths } from '#shared/paths'
import { GameSubNav } from '#web/components/layout/game-sub-nav'
import { PageContainer, PageHeader } from '#web/components/layout/page'
import { Seo } from '#web/components/seo'
import { Badge } from '#web/components/ui/badge'
import { Button } from '#web/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#web/components/ui/card'
import { useGameStats } from '../api/get-game-stats'

/** §2.9 a game's hub: its teams, players and news, with their counts, and what the game is. */
export function GameHub({ game }: { game: Game }) {
  const stats = useGameStats(game.slug)

  useEffect(() => {
    if (stats.error) console.warn('Game hub: failed to load the counts', stats.error)
  }, [stats.error])

  const sections: HubSection[] = [
    {
      title: 'Teams',
      to: paths.teams(game.slug),
      icon: Trophy,
      text: `Rosters, form and results of ${game.name} teams.`,
      count: stats.data?.teamsCount,
      noun: 'teams',
    },
    {
      title: 'Players',
      to: paths.players(game.slug),
      icon: Users,
      text: `Profiles and statistics of ${game.name} players.`,
      count: stats.data?.playersCount,
      noun: 'players',
    },
    {
      title: 'News',
      to: paths.newsGame(game.slug),
      icon: Newspaper,
      text: `The latest ${game.name} stories and results.`,
      count: stats.data?.articlesCount,
      noun: 'articles',
    },
  ]

  return (
    <PageContainer className="flex flex-col gap-8">
      <Seo
        title={`${game.name} - Teams, Players & News`}
        description={`Your ${game.name} esports hub: teams, players, match results and the latest news.`}
        path={paths.gameHub(game.slug)}
        card={ogImagePaths.game(game.slug)}
        feed={{ game: game.slug }}
      />
      <PageHeader
        badge={<Badge variant="gaming">Esports Hub</Badge>}
        title={`${game.name} - Teams, Players & News`}
      />
      <GameSubNav gameSlug={game.slug} />
      {/* Issue #14: the game's live scores, schedule and events, one step from its hub. */}
      <nav aria-label={`${game.name} matches and events`} className="flex flex-wrap gap-3">
        <Button asChild variant="hero">
          <Link to={paths.matches(game.slug)}>
            <Radio aria-hidden="true" />
            Live now &amp; upcoming matches
          </Link>
        </Button>
        <Button asChild variant="outline">
          <Link to={paths.events(game.slug)}>
            <CalendarRange aria-hidden="true" />
            Events &amp; brackets
          </Link>
        </Button>
      </nav>
      <ul className="grid grid-cols-1 gap-6 md:grid-cols-3">
        {sections.map((section) => (
          <li key={section.title}>
            <HubSectionCard section={section} />
          </li>
        ))}
      </ul>
      <section aria-labelledby="about-game" className="rounded-xl border bg-card p-6">
        <h2 id="about-game" className="mb-3 text-xl font-bold">
          About {game.name} Esports
        </h2>
        <p className="max-w-3xl text-muted-foreground">{game.description}</p>
      </section>
    </PageContainer>
  )
}

interface HubSection {
  title: string
  to: string
  icon: LucideIcon
  text: string
  count: number | undefined
  noun: string
}

function HubSectionCard({ section }: { section: HubSection }) {
  return (
    <Card className="flex h-full flex-col">
      <CardHeader>
        <div className="flex min-h-6 items-center justify-between gap-3">
          <section.icon aria-hidden="true" className="size-6 text-primary" />
          {/* §2.9: a count badge when the count is above 0. */}
          {section.count ? (
            <Badge variant="highlight" className="tabular-nums">
              {section.count} {section.noun}
            </Badge>
          ) : null}
        </div>
        <CardTitle asChild>
          <h2>{section.title}</h2>
        </CardTitle>
        <CardDescription>{section.text}</CardDescription>
      </CardHeader>
      <CardContent className="mt-auto">
        <Button asChild variant="gaming" className="w-full">
          <Link to={section.to}>
            Explore {section.title}
            <ArrowRight aria-hidden="true" />
          </Link>
        </Button>
      </CardContent>
    </Card>
  )
}
