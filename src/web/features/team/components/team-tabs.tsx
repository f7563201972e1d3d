import { Medal, Users } from 'lucide-react'
import type { ComponentProps } from 'react'
import type { TeamDetail, TeamMatch } from '#shared/schemas/esports'
import { rosterHeading } from '../utils/team-page'
import { MatchSection } from './match-list'
import { PlayerCard } from '#web/components/esports/player-card'
import { SectionCard } from '#web/components/esports/section-card'
import { TeamStatsPanel } from './team-stats'
import { TournamentRecordList } from './tournament-record'

// The team page's tabs after Overview. They render only once opened, so the page fetches this module then, or
// when the reader points at or focuses the tab list, not on the first visit (decision 011).

/** Matches: the whole stored history and every upcoming match. */
export function MatchesTab({
  finished,
  recent,
  upcoming,
  historyLoading,
  upcomingLoading,
}: {
  /** The stored finished matches, newest first. */
  finished: readonly TeamMatch[]
  /** The Overview's recent matches (live ones when none are stored, §4). */
  recent: readonly TeamMatch[]
  upcoming: readonly TeamMatch[]
  historyLoading: boolean
  upcomingLoading: boolean
}) {
  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
      <MatchSection
        id="match-history"
        title="Match History"
        action={
          finished.length > 0 ? (
            <span className="text-sm text-muted-foreground">{finished.length} matches</span>
          ) : null
        }
        kind="recent"
        matches={finished.length > 0 ? finished : recent}
        loading={historyLoading}
      />
      <MatchSection
        id="all-upcoming"
        title="Upcoming Matches"
        kind="upcoming"
        matches={upcoming}
        loading={upcomingLoading}
      />
    </div>
  )
}

/** Players: a card per player of the roster. */
export function PlayersTab({ players }: { players: TeamDetail['team']['players'] }) {
  return (
    <SectionCard
      id="player-details"
      title="Player Details"
      icon={<Users aria-hidden="true" className="size-5 text-primary" />}
      action={<span className="text-sm text-muted-foreground">{rosterHeading(players.length)}</span>}
    >
      {players.length === 0 ? (
        <p className="rounded-lg border border-dashed p-4 text-sm text-muted-foreground">
          No players listed for this team
        </p>
      ) : (
        <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-3">
          {players.map((player) => (
            <li key={player.id}>
              <PlayerCard player={player} headingLevel="h3" />
            </li>
          ))}
        </ul>
      )}
    </SectionCard>
  )
}

/** Stats: the team's statistics panel. */
export function StatsTab(props: ComponentProps<typeof TeamStatsPanel>) {
  return <TeamStatsPanel {...props} />
}

/** Achievements: the team's record per tournament. */
export function AchievementsTab(props: ComponentProps<typeof TournamentRecordList>) {
  return (
    <SectionCard
      id="tournament-achievements"
      title="Tournament Achievements"
      icon={<Medal aria-hidden="true" className="size-5 text-primary" />}
    >
      <TournamentRecordList {...props} />
    </SectionCard>
  )
}
