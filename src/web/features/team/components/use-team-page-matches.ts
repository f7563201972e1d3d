import { useEffect } from 'react'
import { DEFAULT_GAME, type GameSlug, isGameSlug } from '#shared/domain/games'
import { computeTeamStats } from '#shared/domain/team-form'
import type { TeamDetail } from '#shared/schemas/esports'
import { useIsClient } from '#web/components/use-is-client'
import { useLiveTeamMatches } from '../api/get-live-team-matches'
import { useTeamMatches } from '../api/get-team-matches'
import {
  HISTORY_LIMIT,
  LIVE_LIST_LIMITS,
  LIVE_STATS_LIMITS,
  needsLiveMatches,
  needsLiveStats,
  RECENT_SHOWN,
  statsMatches,
  UPCOMING_LIMIT,
  UPCOMING_SHOWN,
  withLiveMatches,
} from '../utils/team-page'

type Team = TeamDetail['team']

/** §2.11 a team page's matches: the stored lists, the §4 live fallbacks, and the stats computed from them. */
export function useTeamPageMatches(team: Team) {
  const isClient = useIsClient()
  const teamGame: GameSlug = isGameSlug(team.currentVideogame) ? team.currentVideogame : DEFAULT_GAME

  const history = useTeamMatches(team.id, 'past', HISTORY_LIMIT)
  const upcoming = useTeamMatches(team.id, 'upcoming', UPCOMING_LIMIT)
  const finished = history.data?.matches ?? []
  const scheduled = upcoming.data?.matches ?? []
  const stored = { recent: finished.slice(0, RECENT_SHOWN), upcoming: scheduled.slice(0, UPCOMING_SHOWN) }

  // §4 fallbacks, asked for in the browser only (after hydration), once the stored lists are known.
  const storedSettled = !history.isPending && !upcoming.isPending
  const liveRequest = { game: teamGame, pandascoreId: team.pandascoreId ?? 0, teamName: team.name }
  const live = useLiveTeamMatches(
    isClient && storedSettled && needsLiveMatches(stored, team.pandascoreId)
      ? { ...liveRequest, ...LIVE_LIST_LIMITS }
      : undefined,
  )
  const wantsLiveStats = isClient && !history.isPending && needsLiveStats(finished.length, team.pandascoreId)
  const liveStats = useLiveTeamMatches(wantsLiveStats ? { ...liveRequest, ...LIVE_STATS_LIMITS } : undefined)

  // §8: team stats, overview and live-match failures are only logged.
  useLoggedFailure('Team matches failed to load', history.error)
  useLoggedFailure('Upcoming team matches failed to load', upcoming.error)
  useLoggedFailure('Live team matches failed to load', live.error)
  useLoggedFailure('Live matches for team stats failed to load', liveStats.error)

  const shown = withLiveMatches(stored, live.data)
  const statsSource = statsMatches(finished, liveStats.data)
  const stats = history.isPending || liveStats.isLoading ? undefined : computeTeamStats(statsSource.matches)
  return {
    finished,
    scheduled,
    shown,
    /** Every scheduled match, or the live ones when none is stored. */
    allUpcoming: scheduled.length > 0 ? scheduled : shown.upcoming,
    stats,
    statsLive: statsSource.live,
    historyLoading: history.isPending,
    upcomingLoading: upcoming.isPending,
  }
}

export type TeamPageMatches = ReturnType<typeof useTeamPageMatches>

function useLoggedFailure(message: string, error: unknown) {
  useEffect(() => {
    if (error) console.warn(message, error)
  }, [message, error])
}
