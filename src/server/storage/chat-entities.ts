import { and, asc, desc, eq, sql } from 'drizzle-orm'
import type { Db } from '../db/client'
import { events, players, playerStats, standings, teamMatches, teams, tournaments } from '../db/schema/index'
import type { ChatPlayerRow, ChatTeamRow } from './chat-search'

// The chat's reads for names spelt nearly right and for the questions beyond a team's card (issue #17 items 2 and
// 3): every meeting of two teams, a stat's leaders, a stage's table, the tournaments a team played. Each read is
// bounded; names by the trigram GIN indexes of migration 0013 (search_fold, as the site search reads them).

/** How close a run of the question's words must be to a name (pg_trgm similarity, 0..1): one letter off in a
 * short name ("Granit Harbour" is 0.5 from "Granite Harbor") passes, and two letters swapped ("norhtwind wolfs" is
 * 0.375 from "Northwind Wolves"); the chat's typo budget (intent/names.ts speltAlike) then decides. */
const NAME_SIMILARITY = 0.3

type Rows<T> = { rows: T[] }

/** At most 40 phrases of 4 characters or more, letters, digits and spaces only (joined with '|' for the query). */
function plainPhrases(phrases: readonly string[]): string[] {
  const clean = phrases.map((p) =>
    p
      .replace(/[^\p{L}\p{N} ]+/gu, ' ')
      .replace(/\s+/g, ' ')
      .trim(),
  )
  return [...new Set(clean.filter((p) => p.length >= 4))].slice(0, 40)
}

/**
 * Teams whose accent-folded name is spelt close to one of `phrases` (runs of the question's words), best first,
 * with the similarity of the closest phrase. Served by teams_name_trgm (one index probe per phrase).
 */
export async function findTeamsSpeltLike(
  db: Db,
  options: { phrases: readonly string[]; limit: number },
): Promise<(ChatTeamRow & { similarity: number })[]> {
  const phrases = plainPhrases(options.phrases)
  if (!phrases.length) return []
  const result = (await db.execute(sql`
    SELECT t.id, t.pandascore_id AS "pandascoreId", t.name, t.slug, t.acronym, t.location,
           t.current_videogame AS "currentVideogame", t.tier, max(similarity(search_fold(t.name), p.phrase)) AS similarity
    FROM unnest(string_to_array(${phrases.join('|')}, '|')) AS p(phrase)
    JOIN teams t ON search_fold(t.name) % p.phrase
    WHERE similarity(search_fold(t.name), p.phrase) >= ${NAME_SIMILARITY}
    GROUP BY t.id
    ORDER BY similarity DESC, t.quality_score DESC, t.name ASC
    LIMIT ${options.limit}`)) as unknown as Rows<ChatTeamRow & { similarity: number }>
  return result.rows.map((row) => ({ ...row, similarity: Number(row.similarity) }))
}

/** Players whose in-game or real name is spelt close to one of `phrases` (players_name_trgm, players_real_name_trgm). */
export async function findPlayersSpeltLike(
  db: Db,
  options: { phrases: readonly string[]; limit: number },
): Promise<ChatPlayerRow[]> {
  const phrases = plainPhrases(options.phrases)
  if (!phrases.length) return []
  const realName = sql`search_fold(coalesce(pl.first_name, '') || ' ' || coalesce(pl.last_name, ''))`
  const result = (await db.execute(sql`
    SELECT pl.id, pl.name, pl.slug, pl.first_name AS "firstName", pl.last_name AS "lastName", pl.nationality, pl.role,
           pl.current_videogame AS "currentVideogame", t.id AS "teamId", t.name AS "teamName", t.slug AS "teamSlug",
           t.current_videogame AS "teamGame",
           max(greatest(similarity(search_fold(pl.name), p.phrase), similarity(${realName}, p.phrase))) AS similarity
    FROM unnest(string_to_array(${phrases.join('|')}, '|')) AS p(phrase)
    JOIN players pl ON (search_fold(pl.name) % p.phrase OR ${realName} % p.phrase)
    LEFT JOIN teams t ON t.id = pl.team_id
    WHERE greatest(similarity(search_fold(pl.name), p.phrase), similarity(${realName}, p.phrase)) >= ${NAME_SIMILARITY}
    GROUP BY pl.id, t.id
    ORDER BY similarity DESC, pl.name ASC
    LIMIT ${options.limit}`)) as unknown as Rows<
    Omit<ChatPlayerRow, 'team'> & {
      teamId: string | null
      teamName: string
      teamSlug: string
      teamGame: string
    }
  >
  return result.rows.map(({ teamId, teamName, teamSlug, teamGame, ...player }) => ({
    ...player,
    team: teamId ? { id: teamId, name: teamName, slug: teamSlug, currentVideogame: teamGame } : null,
  }))
}

export interface ChatMeetingRow {
  result: string | null
  scoreTeam: number | null
  scoreOpponent: number | null
  matchDate: Date
  tournamentName: string | null
  game: string
  matchSlug: string
}

/** Every finished meeting of a team with an opponent, newest first (team_matches by team and date). */
export async function listHeadToHead(
  db: Db,
  options: { teamId: string; opponentTeamId: string; limit: number },
): Promise<ChatMeetingRow[]> {
  return db
    .select({
      result: teamMatches.result,
      scoreTeam: teamMatches.scoreTeam,
      scoreOpponent: teamMatches.scoreOpponent,
      matchDate: teamMatches.matchDate,
      tournamentName: teamMatches.tournamentName,
      game: teamMatches.game,
      matchSlug: teamMatches.matchSlug,
    })
    .from(teamMatches)
    .where(
      and(
        eq(teamMatches.teamId, options.teamId),
        eq(teamMatches.opponentTeamId, options.opponentTeamId),
        eq(teamMatches.isFinished, true),
      ),
    )
    .orderBy(desc(teamMatches.matchDate))
    .limit(options.limit)
}

/**
 * The meetings of a team with an opponent that are not finished (scheduled or running), soonest first: each page's
 * head-to-head block counts every finished meeting, where a finished match's page counts those before it.
 */
export async function listNextMeetings(
  db: Db,
  options: { teamId: string; opponentTeamId: string; limit: number },
): Promise<{ game: string; matchSlug: string; matchDate: Date; tournamentName: string | null }[]> {
  return db
    .select({
      game: teamMatches.game,
      matchSlug: teamMatches.matchSlug,
      matchDate: teamMatches.matchDate,
      tournamentName: teamMatches.tournamentName,
    })
    .from(teamMatches)
    .where(
      and(
        eq(teamMatches.teamId, options.teamId),
        eq(teamMatches.opponentTeamId, options.opponentTeamId),
        eq(teamMatches.isFinished, false),
      ),
    )
    .orderBy(asc(teamMatches.matchDate))
    .limit(options.limit)
}

export interface ChatStatLeaderRow {
  statValue: number
  matchesPlayed: number
  player: { name: string; slug: string; currentVideogame: string | null }
  team: { name: string; slug: string; currentVideogame: string } | null
}

/**
 * The players with the highest value of one stat in a game (of one team's active roster when given), best first;
 * ties by matches played, then name. Stat values are JSON numbers (player_stats.stat_value); others are skipped.
 */
export async function listStatLeaders(
  db: Db,
  options: { game: string; statType: string; teamId?: string; limit: number },
): Promise<ChatStatLeaderRow[]> {
  const value = sql<number>`(${playerStats.statValue} #>> '{}')::numeric`.mapWith(Number)
  const rows = await db
    .select({
      statValue: value,
      matchesPlayed: playerStats.matchesPlayed,
      name: players.name,
      slug: players.slug,
      currentVideogame: players.currentVideogame,
      teamName: teams.name,
      teamSlug: teams.slug,
      teamGame: teams.currentVideogame,
    })
    .from(playerStats)
    .innerJoin(players, eq(players.id, playerStats.playerId))
    .leftJoin(teams, eq(teams.id, players.teamId))
    .where(
      and(
        eq(playerStats.game, options.game),
        eq(playerStats.statType, options.statType),
        sql`jsonb_typeof(${playerStats.statValue}) = 'number'`,
        options.teamId ? eq(players.teamId, options.teamId) : undefined,
      ),
    )
    .orderBy(desc(value), desc(playerStats.matchesPlayed), asc(players.name))
    .limit(options.limit)
  return rows.map((r) => ({
    statValue: r.statValue,
    matchesPlayed: r.matchesPlayed,
    player: { name: r.name, slug: r.slug, currentVideogame: r.currentVideogame },
    team:
      r.teamName && r.teamSlug && r.teamGame
        ? { name: r.teamName, slug: r.teamSlug, currentVideogame: r.teamGame }
        : null,
  }))
}

export interface ChatStandingRow {
  rank: number
  teamName: string
  wins: number | null
  losses: number | null
  ties: number | null
}

/** A stage's table by rank (standings_tournament_rank_idx). */
export async function listTournamentStandings(db: Db, tournamentId: string): Promise<ChatStandingRow[]> {
  return db
    .select({
      rank: standings.rank,
      teamName: standings.teamName,
      wins: standings.wins,
      losses: standings.losses,
      ties: standings.ties,
    })
    .from(standings)
    .where(eq(standings.tournamentId, tournamentId))
    .orderBy(asc(standings.rank), asc(standings.teamName))
    .limit(64)
}

export interface ChatTeamTournamentRow {
  name: string
  leagueName: string | null
  beginAt: Date | null
  endAt: Date | null
  played: number
  upcoming: number
  /** The event of the stage (a team's tournaments only): its page, its name, whether the team won it. */
  event?: { slug: string; name: string; game: string; tier: string; won: boolean } | null
}

const tournamentFields = {
  name: tournaments.name,
  leagueName: tournaments.leagueName,
  beginAt: tournaments.beginAt,
  endAt: tournaments.endAt,
}

/** The tournaments a team has matches in, newest first, with how many it played and has still to play. */
export async function listTeamTournaments(
  db: Db,
  options: { teamId: string; limit: number },
): Promise<ChatTeamTournamentRow[]> {
  const played = sql<number>`count(*) FILTER (WHERE ${teamMatches.isFinished})`.mapWith(Number)
  const upcoming = sql<number>`count(*) FILTER (WHERE NOT ${teamMatches.isFinished})`.mapWith(Number)
  // The event won: its winner (or its stage's) is the team, by PandaScore id.
  const won = sql<boolean>`coalesce(${events.winnerPandascoreId}, ${tournaments.winnerPandascoreId}) IS NOT NULL
    AND coalesce(${events.winnerPandascoreId}, ${tournaments.winnerPandascoreId}) = ${teams.pandascoreId}`
  const rows = await db
    .select({
      ...tournamentFields,
      played,
      upcoming,
      eventSlug: events.slug,
      eventName: events.name,
      eventGame: events.game,
      eventTier: events.tier,
      won,
    })
    .from(teamMatches)
    .innerJoin(tournaments, eq(tournaments.id, teamMatches.tournamentId))
    .innerJoin(teams, eq(teams.id, teamMatches.teamId))
    .leftJoin(events, eq(events.id, tournaments.eventId))
    .where(eq(teamMatches.teamId, options.teamId))
    .groupBy(tournaments.id, events.id, teams.id)
    .orderBy(desc(tournaments.beginAt), asc(tournaments.name))
    .limit(options.limit)
  return rows.map(({ eventSlug, eventName, eventGame, eventTier, won: isWon, ...row }) => ({
    ...row,
    event:
      eventSlug && eventName && eventGame
        ? {
            slug: eventSlug,
            name: eventName,
            game: eventGame,
            tier: eventTier ?? 'unknown',
            won: Boolean(isWon),
          }
        : null,
  }))
}

/** A game's tournaments, newest first (for "which tournaments do you cover"). */
export async function listGameTournaments(
  db: Db,
  options: { game: string; limit: number },
): Promise<ChatTeamTournamentRow[]> {
  return db
    .select({
      ...tournamentFields,
      played: sql<number>`0`.mapWith(Number),
      upcoming: sql<number>`0`.mapWith(Number),
    })
    .from(tournaments)
    .where(eq(tournaments.game, options.game))
    .orderBy(desc(tournaments.beginAt), asc(tournaments.name))
    .limit(options.limit)
}
