import { matchSlug } from '#shared/domain/match-slugs'
import type { MatchStream, PreviousMatch } from '../../db/schema/index'
import type { PandaScoreGame, PandaScoreMatch } from './schemas'
import { gameFromVideogame, type MatchGameRow, type MatchRow, toDate } from './map-rows'

// PandaScore match → one matches row and its match_games rows (docs/decisions/027-matches-and-events.md).
// Pure (see map-rows.ts). Every status is kept, canceled and postponed included; a side not yet decided is
// TBD (null id); scores are paired with sides by team id, never by position (pandascore-matches-events.md §5).

/** Row ids of the parents a match links to, by PandaScore id; a parent not in a map is left null. */
export interface MatchParentIds {
  tournaments: ReadonlyMap<number, string>
  events: ReadonlyMap<number, string>
}

export interface MappedMatch {
  match: MatchRow
  games: MatchGameRow[]
}

type Opponent = PandaScoreMatch['opponents'][number]['opponent']

interface Side {
  pandascoreId: number | null
  name: string | null
  acronym: string | null
  imageUrl: string | null
  score: number | null
}

function sideOf(match: PandaScoreMatch, opponent: Opponent | undefined): Side {
  if (!opponent) return { pandascoreId: null, name: null, acronym: null, imageUrl: null, score: null }
  // A not-started match's 0-0 is not a score (the contract: null before the match starts).
  const score =
    match.status === 'not_started'
      ? null
      : (match.results?.find((result) => result.team_id === opponent.id)?.score ?? null)
  return {
    pandascoreId: opponent.id,
    name: opponent.name.trim() || null,
    acronym: opponent.acronym?.trim() || null,
    imageUrl: opponent.image_url || null,
    score,
  }
}

function streamsOf(match: PandaScoreMatch): MatchStream[] {
  return (match.streams_list ?? []).flatMap((stream) =>
    stream.raw_url
      ? [
          {
            url: stream.raw_url,
            embedUrl: stream.embed_url || null,
            language: stream.language?.trim().toLowerCase() ?? '',
            // "Main stream is always official".
            main: stream.main ?? false,
            official: (stream.official ?? false) || (stream.main ?? false),
          },
        ]
      : [],
  )
}

function previousMatchesOf(match: PandaScoreMatch): PreviousMatch[] {
  return match.previous_matches.map((link) => ({ pandascoreId: link.match_id, type: link.type }))
}

/** The winner's PandaScore id: null on a draw and while undecided (winner_type says "Team" even then). */
function winnerOf(match: PandaScoreMatch): number | null {
  if (match.draw) return null
  return match.winner_id ?? match.winner?.id ?? null
}

function gameRow(game: PandaScoreGame): MatchGameRow {
  const forfeit = game.forfeit ?? false
  return {
    position: game.position,
    pandascoreId: game.id,
    status: game.status,
    winnerPandascoreId: game.winner?.id ?? null,
    // A forfeited game has no duration worth showing (W/O).
    lengthSeconds: forfeit ? null : (game.length ?? null),
    beginAt: toDate(game.begin_at),
    endAt: toDate(game.end_at),
    forfeit,
    mapName: game.map?.name ?? null,
  }
}

/** The games by position, one per position (the last record of a repeated position wins). */
export function mapMatchGames(match: PandaScoreMatch): MatchGameRow[] {
  const byPosition = new Map((match.games ?? []).map((game) => [game.position, gameRow(game)]))
  return [...byPosition.values()].sort((a, b) => a.position - b.position)
}

/**
 * A matches row and its games, for every status; undefined only for a videogame the product does not
 * carry (e.g. a CS:GO-era match). `ids` links the tournament and event rows.
 */
export function mapMatchRecord(match: PandaScoreMatch, ids: MatchParentIds): MappedMatch | undefined {
  const game = gameFromVideogame(match.videogame, match.videogame_title)
  if (!game) return undefined
  const [first, second] = match.opponents
  const team1 = sideOf(match, first?.opponent)
  const team2 = sideOf(match, second?.opponent)
  const fallbackName = `${team1.acronym ?? team1.name ?? 'TBD'} vs ${team2.acronym ?? team2.name ?? 'TBD'}`
  const row: MatchRow = {
    pandascoreId: match.id,
    game,
    slug: matchSlug(team1.name, team2.name, match.id),
    name: match.name?.trim() || fallbackName,
    status: match.status,
    tournamentId: ids.tournaments.get(match.tournament.id) ?? null,
    tournamentPandascoreId: match.tournament.id,
    eventId: ids.events.get(match.serie.id) ?? null,
    scheduledAt: toDate(match.scheduled_at),
    beginAt: toDate(match.begin_at),
    endAt: toDate(match.end_at),
    originalScheduledAt: toDate(match.original_scheduled_at),
    rescheduled: match.rescheduled ?? false,
    matchType: match.match_type ?? null,
    numberOfGames: match.number_of_games ?? null,
    team1PandascoreId: team1.pandascoreId,
    team1Name: team1.name,
    team1Acronym: team1.acronym,
    team1ImageUrl: team1.imageUrl,
    team1Score: team1.score,
    team2PandascoreId: team2.pandascoreId,
    team2Name: team2.name,
    team2Acronym: team2.acronym,
    team2ImageUrl: team2.imageUrl,
    team2Score: team2.score,
    winnerPandascoreId: winnerOf(match),
    forfeit: match.forfeit ?? false,
    draw: match.draw ?? false,
    streams: streamsOf(match),
    previousMatches: previousMatchesOf(match),
    modifiedAt: toDate(match.modified_at),
  }
  return { match: row, games: mapMatchGames(match) }
}

/**
 * mapMatchRecord over a list, with bracket links from /brackets (by match id) for the matches whose record
 * carries none (a match list's records do not).
 */
export function mapMatchRecords(
  matches: readonly PandaScoreMatch[],
  ids: MatchParentIds,
  links: ReadonlyMap<number, PreviousMatch[]> = new Map(),
): MappedMatch[] {
  return matches.flatMap((match) => {
    const mapped = mapMatchRecord(match, ids)
    if (!mapped) return []
    const linked = links.get(match.id)
    if (linked?.length && !mapped.match.previousMatches?.length) mapped.match.previousMatches = linked
    return [mapped]
  })
}
