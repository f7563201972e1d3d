import { Link } from '#web/components/link'
import { revealsResult } from '#shared/domain/spoiler-text'
import type { MatchDetail, MatchGame, MatchSummary } from '#shared/schemas/matches'
import { gameLength, languageName, sideName } from '#web/components/esports/match-labels'
import { MatchRows } from '#web/components/esports/match-row'
import { ResultSpoiler } from '#web/components/esports/reveal-all'
import { RosterPlayers } from '#web/components/esports/roster-players'
import { SectionCard } from '#web/components/esports/section-card'
import { LocalTime } from '#web/components/local-time'
import { Badge } from '#web/components/ui/badge'
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '#web/components/ui/table'
import { cn } from '#web/lib/cn'
import { type FormResult, formResult, matchTitle } from '../utils/match-page'

const GAME_STATUS: Record<MatchGame['status'], string> = {
  not_started: 'Not started',
  running: 'Live',
  finished: 'Finished',
  not_played: 'Not played',
}

/** Per-game results: map, winner, length. The winners give the result away, so the table is one spoiler. */
export function GamesSection({ match, games }: { match: MatchSummary; games: MatchDetail['games'] }) {
  const played = games.filter((game) => game.status !== 'not_started' || game.winner !== null)
  return (
    <SectionCard id="match-games" title="Games">
      {played.length === 0 ? (
        <p className="text-sm text-muted-foreground">Game results appear here once the match starts.</p>
      ) : (
        <ResultSpoiler block label="Show game results" context={matchTitle(match)}>
          <Table>
            <TableHeader>
              <TableRow>
                <TableHead>Game</TableHead>
                <TableHead>Map</TableHead>
                <TableHead>Winner</TableHead>
                <TableHead className="text-right">Length</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {games.map((game) => (
                <TableRow key={game.position}>
                  <TableCell className="tabular-nums">{game.position}</TableCell>
                  <TableCell>{game.mapName ?? '—'}</TableCell>
                  <TableCell className="font-medium">
                    {game.winner
                      ? sideName(match.teams[game.winner === 1 ? 0 : 1])
                      : GAME_STATUS[game.status]}
                    {game.forfeit ? <span className="text-muted-foreground"> (forfeit)</span> : null}
                  </TableCell>
                  <TableCell className="text-right tabular-nums">
                    {gameLength(game.lengthSeconds) ?? '—'}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </ResultSpoiler>
      )}
    </SectionCard>
  )
}

/** Where to watch: each stream's language, "Official" and the main one first. */
export function StreamsSection({ streams }: { streams: MatchDetail['streams'] }) {
  const sorted = [...streams].sort(
    (a, b) => Number(b.main) - Number(a.main) || Number(b.official) - Number(a.official),
  )
  return (
    <SectionCard id="match-streams" title="Streams">
      {sorted.length === 0 ? (
        <p className="text-sm text-muted-foreground">No streams announced yet.</p>
      ) : (
        <ul className="flex flex-col gap-2">
          {sorted.map((stream) => (
            <li key={stream.url} className="flex flex-wrap items-center gap-2">
              <a
                href={stream.url}
                target="_blank"
                rel="noopener noreferrer nofollow"
                className="font-medium text-primary hover:underline"
              >
                {languageName(stream.language)}
                <span className="sr-only"> stream (opens in a new tab)</span>
              </a>
              {stream.official ? <Badge variant="outline">Official</Badge> : null}
              {stream.main ? <Badge variant="secondary">Main</Badge> : null}
              <span className="min-w-0 truncate text-xs text-muted-foreground">
                {new URL(stream.url).host}
              </span>
            </li>
          ))}
        </ul>
      )}
    </SectionCard>
  )
}

/** The two teams' earlier meetings: the record (a spoiler) and the matches. */
export function HeadToHeadSection({
  match,
  headToHead,
}: {
  match: MatchSummary
  headToHead: MatchDetail['headToHead']
}) {
  const total = headToHead.team1Wins + headToHead.team2Wins + headToHead.draws
  const undecided = match.teams.some((side) => side.pandascoreId == null)
  const played = (match.status === 'finished' || match.status === 'canceled') && match.startsAt !== null
  return (
    <SectionCard id="match-head-to-head" title="Head-to-head">
      {undecided ? (
        <p className="text-sm text-muted-foreground">
          The head-to-head shows once both teams of this match are known.
        </p>
      ) : total === 0 && headToHead.matches.length === 0 ? (
        <p className="text-sm text-muted-foreground">These teams have not met before in our records.</p>
      ) : (
        <div className="flex flex-col gap-3">
          {played ? (
            // The record of a played match is the one its teams brought to it, not the record since.
            <p className="text-xs text-muted-foreground">Going into this match</p>
          ) : null}
          <ResultSpoiler label="Show record" context={`${matchTitle(match)} head-to-head`}>
            <span data-testid="head-to-head-record" className="font-semibold">
              {sideName(match.teams[0])} {headToHead.team1Wins} – {headToHead.team2Wins}{' '}
              {sideName(match.teams[1])}
              {headToHead.draws ? ` (${headToHead.draws} ${headToHead.draws === 1 ? 'draw' : 'draws'})` : ''}
            </span>
          </ResultSpoiler>
          <MatchRows matches={headToHead.matches} empty="" when="day" />
        </div>
      )}
    </SectionCard>
  )
}

const FORM_CLASSES: Record<FormResult, string> = {
  W: 'bg-emerald-100 text-emerald-900 dark:bg-emerald-400/15 dark:text-emerald-200',
  L: 'bg-red-100 text-red-900 dark:bg-red-400/15 dark:text-red-200',
  D: 'bg-amber-100 text-amber-900 dark:bg-amber-400/15 dark:text-amber-200',
}

const FORM_WORDS: Record<FormResult, string> = { W: 'Win', L: 'Loss', D: 'Draw' }

function TeamForm({
  side,
  form,
}: {
  side: MatchSummary['teams'][number]
  form: MatchDetail['form'][number]
}) {
  const name = sideName(side)
  if (side.pandascoreId === null) return null
  return (
    <div className="flex flex-col gap-2">
      <h3 className="font-semibold">{name}</h3>
      {form.recent.length === 0 ? (
        <p className="text-sm text-muted-foreground">No recent matches in our records.</p>
      ) : (
        <ResultSpoiler label="Show form" context={name} contentClassName="flex flex-col gap-2">
          <ol
            className="flex gap-1.5"
            aria-label={`${name}'s last ${form.recent.length} matches, newest first`}
          >
            {form.recent.map((recent) => {
              const result = formResult(recent, side.pandascoreId)
              if (!result) return null
              return (
                <li key={recent.pandascoreId}>
                  <Link
                    to={recent.path}
                    title={matchTitle(recent)}
                    className={cn(
                      'inline-flex size-7 items-center justify-center rounded text-xs font-bold',
                      FORM_CLASSES[result],
                    )}
                  >
                    <span aria-hidden="true">{result}</span>
                    <span className="sr-only">
                      {FORM_WORDS[result]}: {matchTitle(recent)}
                    </span>
                  </Link>
                </li>
              )
            })}
          </ol>
          <span className="text-sm text-muted-foreground tabular-nums">
            {form.wins} W – {form.losses} L
          </span>
        </ResultSpoiler>
      )}
    </div>
  )
}

/** Each team's last five results. */
export function FormSection({ match, form }: { match: MatchSummary; form: MatchDetail['form'] }) {
  return (
    <SectionCard id="match-form" title="Recent form">
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <TeamForm side={match.teams[0]} form={form[0]} />
        <TeamForm side={match.teams[1]} form={form[1]} />
      </div>
    </SectionCard>
  )
}

/** Both sides' players. */
export function RostersSection({ match, rosters }: { match: MatchSummary; rosters: MatchDetail['rosters'] }) {
  return (
    <SectionCard id="match-rosters" title="Rosters">
      <div className="grid grid-cols-1 gap-5 sm:grid-cols-2 lg:grid-cols-1">
        {match.teams.map((side, index) => (
          <div key={index} className="flex min-w-0 flex-col gap-1">
            <h3 className="font-semibold">{sideName(side)}</h3>
            <RosterPlayers
              players={rosters[index as 0 | 1]}
              empty={side.pandascoreId === null ? 'Decided by an earlier match.' : 'No players listed yet.'}
            />
          </div>
        ))}
      </div>
    </SectionCard>
  )
}

/** Stories that mention both teams. */
export function MatchNewsSection({ news }: { news: MatchDetail['news'] }) {
  if (news.length === 0) return null
  return (
    <SectionCard id="match-news" title="News">
      <ul className="flex flex-col divide-y">
        {news.map((story) => (
          <li key={story.path} className="flex flex-col gap-0.5 py-2">
            {revealsResult(story.title) ? (
              <ResultSpoiler
                label="Show headline"
                placeholder={
                  <Link to={story.path} className="font-medium hover:text-primary">
                    A story about this match-up
                  </Link>
                }
              >
                <Link to={story.path} className="font-medium hover:text-primary">
                  {story.title}
                </Link>
              </ResultSpoiler>
            ) : (
              <Link to={story.path} className="font-medium hover:text-primary">
                {story.title}
              </Link>
            )}
            {story.publishedAt ? (
              <LocalTime date={story.publishedAt} className="text-xs text-muted-foreground" />
            ) : null}
          </li>
        ))}
      </ul>
    </SectionCard>
  )
}
