import { countryFlag } from '#shared/domain/countries'
import { paths } from '#shared/paths'
import type {
  GameHubStats,
  PlayerDetail,
  PlayerSummary,
  TeamDetail,
  TeamMatch,
  TeamSummary,
} from '#shared/schemas/esports'
import type { Db } from '../db/client'
import { countArticlesWithTag } from '../storage/articles'
import {
  countPlayers,
  getPlayerById,
  getPlayerBySlug,
  listPlayers,
  listPlayerStats,
  listTeamPlayers,
  type PlayerSummaryRow,
} from '../storage/players'
import { listRosterChanges } from '../storage/roster-changes'
import { getSlugHistoryTarget } from '../storage/slug-history'
import {
  listPastTeamMatches,
  listUpcomingTeamMatches,
  type TeamMatchWithTournament,
} from '../storage/team-matches'
import {
  countTeams,
  getTeamById,
  getTeamBySlug,
  getTeamRank,
  listTeams,
  type TeamRowWithCount,
  type TeamSummaryRow,
} from '../storage/teams'
import { SYNC_ESPORTS_JOB } from '../jobs/names'
import type { JobQueue } from '../jobs/queue'

export function toTeamSummary(row: TeamSummaryRow): TeamSummary {
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    acronym: row.acronym,
    imageUrl: row.imageUrl,
    currentVideogame: row.currentVideogame,
    location: row.location,
    locationFlag: row.location ? countryFlag(row.location) : null,
    tier: row.tier,
    qualityScore: row.qualityScore,
    pandascoreId: row.pandascoreId,
    tournamentCount: row.tournamentCount,
    matchesCount: row.matchesCount,
    prioritySync: row.prioritySync,
    playerCount: row.playerCount,
  }
}

function toPlayerSummary(row: PlayerSummaryRow): PlayerSummary {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    firstName: row.firstName,
    lastName: row.lastName,
    nationality: row.nationality,
    nationalityFlag: row.nationality ? countryFlag(row.nationality) : null,
    role: row.role,
    imageUrl: row.imageUrl,
    currentVideogame: row.currentVideogame,
    lastSync: row.lastSync?.toISOString() ?? null,
    team: row.team,
  }
}

/** §3 Team match; the id is "{provider match id}-{teamId}". */
export function toTeamMatch(row: TeamMatchWithTournament): TeamMatch {
  return {
    id: `${row.pandascoreMatchId}-${row.teamId}`,
    pandascoreMatchId: row.pandascoreMatchId,
    matchDate: row.matchDate.toISOString(),
    result: row.result === 'win' || row.result === 'loss' || row.result === 'draw' ? row.result : null,
    scoreTeam: row.scoreTeam,
    scoreOpponent: row.scoreOpponent,
    opponentName: row.opponentName,
    opponentAcronym: row.opponentAcronym,
    mapsPlayed: row.mapsPlayed,
    matchType: row.matchType,
    isFinished: row.isFinished,
    tournamentName: row.tournamentName,
    tournament: row.tournament,
    matchPath: paths.match(row.game, row.matchSlug),
  }
}

export async function listTeamSummaries(
  db: Db,
  query: { game?: string; sort: 'quality' | 'tier' | 'name'; limit: number },
): Promise<TeamSummary[]> {
  return (await listTeams(db, query)).map(toTeamSummary)
}

/** A team by its slug, or by a slug it had before (decision 020: its page then redirects to the current one). */
export async function findTeamBySlug(db: Db, slug: string) {
  return (await getTeamBySlug(db, slug)) ?? (await byOldSlug(db, 'team', slug, getTeamById))
}

export async function getTeamDetail(db: Db, slug: string): Promise<TeamDetail['team'] | null> {
  const team = await findTeamBySlug(db, slug)
  if (!team) return null
  const [roster, rank] = await Promise.all([listTeamPlayers(db, team.id), getTeamRank(db, team)])
  return teamDetailOf(team, roster, rank)
}

/** A team's detail answer from its row, its roster and its rank (getTeamDetail, the team page's statement). */
export function teamDetailOf(
  team: TeamRowWithCount,
  roster: PlayerSummaryRow[],
  rank: TeamDetail['team']['rank'],
): TeamDetail['team'] {
  return {
    ...toTeamSummary(team),
    players: roster.map(toPlayerSummary),
    faqContent: team.faqContent,
    faqGeneratedAt: team.faqGeneratedAt?.toISOString() ?? null,
    rank,
  }
}

/** §7: past matches newest first (default 20), upcoming soonest first (default 5). */
export async function listTeamMatches(
  db: Db,
  teamId: string,
  query: { kind: 'past' | 'upcoming'; limit?: number; since?: string | undefined },
): Promise<TeamMatch[]> {
  const since = query.since ? new Date(query.since) : undefined
  const rows =
    query.kind === 'past'
      ? await listPastTeamMatches(db, teamId, query.limit ?? 20, since)
      : await listUpcomingTeamMatches(db, teamId, query.limit ?? 5, since)
  return rows.map(toTeamMatch)
}

export async function listPlayerSummaries(
  db: Db,
  query: { game?: string; limit: number },
): Promise<PlayerSummary[]> {
  return (await listPlayers(db, query)).map(toPlayerSummary)
}

/** A player by their slug, or by a slug they had before (decision 020), as findTeamBySlug finds a team. */
export async function findPlayerBySlug(db: Db, slug: string) {
  return (await getPlayerBySlug(db, slug)) ?? (await byOldSlug(db, 'player', slug, getPlayerById))
}

export async function getPlayerDetail(db: Db, slug: string): Promise<PlayerDetail['player'] | null> {
  const player = await findPlayerBySlug(db, slug)
  if (!player) return null
  const [stats, [latestChange]] = await Promise.all([
    listPlayerStats(db, player.id),
    player.pandascoreId != null && player.team
      ? listRosterChanges(db, { playerPandascoreId: player.pandascoreId, limit: 1 })
      : [],
  ])
  // The newest change is his joining the team he is on: his page lists its results from then (not the ones it
  // played before he came).
  const joined = latestChange && player.team && latestChange.toTeam?.slug === player.team.slug
  return {
    ...toPlayerSummary(player),
    joinedTeamAt: joined ? latestChange.seenAt.toISOString() : null,
    stats: stats.map((s) => ({
      id: s.id,
      game: s.game,
      statType: s.statType,
      statValue: s.statValue,
      matchesPlayed: s.matchesPlayed,
      wins: s.wins,
      losses: s.losses,
    })),
  }
}

/** §3 Game hub stats: real counts (the original's always-zero team and player counts were a bug). */
export async function getGameHubStats(db: Db, game: string): Promise<GameHubStats> {
  const [teamsCount, playersCount, articlesCount] = await Promise.all([
    countTeams(db, game),
    countPlayers(db, game),
    countArticlesWithTag(db, game),
  ])
  return { teamsCount, playersCount, articlesCount }
}

/**
 * §4 Team detail fallback: opening a priority team that has no matches starts a sync of its game (force false).
 * At most one such sync per game every 10 minutes, however many readers open the page. Null for an unknown team.
 */
export async function requestTeamAutoSync(
  db: Db,
  queue: JobQueue,
  teamId: string,
): Promise<{ queued: boolean } | null> {
  const team = await getTeamById(db, teamId)
  if (!team) return null
  if (!team.prioritySync || team.matchesCount > 0) return { queued: false }
  const game = team.currentVideogame || 'cs2'
  const jobId = await queue.send(
    SYNC_ESPORTS_JOB,
    { game, forceRefresh: false },
    { singletonKey: `auto-sync:${game}`, singletonSeconds: 600 },
  )
  return { queued: jobId !== null }
}

/** The row that had `slug` before, read by its id (decision 020); uuids only, as teams and players have. */
async function byOldSlug<T>(
  db: Db,
  kind: 'team' | 'player',
  slug: string,
  byId: (db: Db, id: string) => Promise<T | null>,
): Promise<T | null> {
  const id = await getSlugHistoryTarget(db, kind, slug)
  return id ? byId(db, id) : null
}
