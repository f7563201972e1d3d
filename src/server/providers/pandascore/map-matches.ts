import { matchSlug } from '#shared/domain/match-slugs'
import { type Tier, tierFromPandaScore } from '#shared/domain/tiers'
import type { MapPlayed } from '../../db/schema/index'
import type {
  PandaScoreLeague,
  PandaScoreMatch,
  PandaScoreSerie,
  PandaScoreTournament,
  PandaScoreTournamentRef,
} from './schemas'
import { type TeamMatchRow, type TournamentRow, esportsRowId, gameFromVideogame, toDate } from './map-rows'

// PandaScore → product rows: tournaments and matches (one row per side). Pure (see map-rows.ts).

/** The event's name: "{league} {serie full name}"; a serie name that starts with the league name is not repeated. */
export function eventDisplayName(
  league: Pick<PandaScoreLeague, 'name'> | null | undefined,
  serie: Pick<PandaScoreSerie, 'full_name' | 'name' | 'year'> | null | undefined,
): string {
  const leagueName = league?.name.trim() ?? ''
  const serieName = (serie?.full_name ?? [serie?.name, serie?.year].filter(Boolean).join(' ')).trim()
  return serieName.toLowerCase().startsWith(leagueName.toLowerCase())
    ? serieName
    : [leagueName, serieName].filter(Boolean).join(' ')
}

/**
 * The readable tournament name shown on match rows ("Unknown Tournament" otherwise, §2.11):
 * "{event}: {tournament}", e.g. "Longship Masters Autumn 2026: Playoffs".
 */
export function tournamentDisplayName(
  league: Pick<PandaScoreLeague, 'name'> | null | undefined,
  serie: Pick<PandaScoreSerie, 'full_name' | 'name' | 'year'> | null | undefined,
  tournament: Pick<PandaScoreTournamentRef, 'name'>,
): string {
  const head = eventDisplayName(league, serie)
  const name = tournament.name.trim()
  if (!head) return name
  return name ? `${head}: ${name}` : head
}

/** The tier of a tournament; PandaScore grades tournaments since 2023 and series before, so the tournament wins. */
export function tournamentTier(
  tournament: Pick<PandaScoreTournamentRef, 'tier'>,
  serie: Pick<PandaScoreSerie, 'tier'>,
): Tier {
  return tierFromPandaScore(tournament.tier ?? serie.tier)
}

/** A tournaments row (a stage of the event its serie is); undefined for a game the product does not carry. */
export function mapTournament(tournament: PandaScoreTournament): TournamentRow | undefined {
  const game = gameFromVideogame(tournament.videogame, tournament.videogame_title)
  if (!game) return undefined
  return {
    id: esportsRowId('tournament', tournament.id),
    pandascoreId: tournament.id,
    name: tournamentDisplayName(tournament.league, tournament.serie, tournament),
    tier: tournamentTier(tournament, tournament.serie),
    imageUrl: tournament.league.image_url ?? null,
    game,
    leagueName: tournament.league.name,
    serieName: tournament.serie.full_name ?? tournament.serie.name ?? null,
    beginAt: toDate(tournament.begin_at ?? tournament.serie.begin_at),
    endAt: toDate(tournament.end_at ?? tournament.serie.end_at),
    eventId: esportsRowId('event', tournament.serie.id),
    stageName: tournament.name.trim() || null,
    leaguePandascoreId: tournament.league.id,
    seriePandascoreId: tournament.serie.id,
    region: tournament.region ?? null,
    country: tournament.country ?? null,
    eventType: tournament.type ?? null,
    prizepool: tournament.prizepool?.trim() || null,
    hasBracket: tournament.has_bracket ?? false,
    liveSupported: tournament.live_supported ?? false,
    winnerPandascoreId: tournament.winner_id ?? null,
    modifiedAt: toDate(tournament.modified_at),
  }
}

/** The tournament a match is played in, in the /tournaments shape, for tournaments not listed on their own. */
export function tournamentOfMatch(match: PandaScoreMatch): PandaScoreTournament {
  return {
    ...match.tournament,
    league: match.league,
    serie: match.serie,
    videogame: match.videogame,
    videogame_title: match.videogame_title,
  }
}

// ---------------------------------------------------------------------------------------------------------
// Matches.

type TeamOpponent = PandaScoreMatch['opponents'][number]['opponent']

/** Why a match gets no rows, or undefined when it gets them. Skipping is not an error. */
export function matchSkipReason(match: PandaScoreMatch): string | undefined {
  // Canceled and postponed matches will not be played as scheduled; the product shows neither.
  if (match.status === 'canceled' || match.status === 'postponed') return match.status
  if (!gameFromVideogame(match.videogame, match.videogame_title)) return 'videogame not carried'
  if (match.opponents.length !== 2 || match.opponents.some((o) => o.type !== 'Team')) {
    return 'opponents not decided'
  }
  if (!(match.begin_at ?? match.scheduled_at)) return 'no date'
  return undefined
}

export function sides(match: PandaScoreMatch): [TeamOpponent, TeamOpponent] | undefined {
  const [first, second] = match.opponents
  return first && second ? [first.opponent, second.opponent] : undefined
}

export function resultFor(match: PandaScoreMatch, teamId: number): MapPlayed['result'] {
  if (match.status !== 'finished') return null
  if (match.draw) return 'draw'
  if (match.winner_id === teamId) return 'win'
  if (match.winner_id != null) return 'loss'
  return null
}

function scoreFor(match: PandaScoreMatch, teamId: number): number | null {
  // §2.11 shows TBD until there is a score; a not-started match's 0-0 is not a score.
  if (match.status === 'not_started') return null
  return match.results?.find((r) => r.team_id === teamId)?.score ?? null
}

function mapsFor(match: PandaScoreMatch, teamId: number): MapPlayed[] {
  return [...(match.games ?? [])]
    .filter((game) => game.map?.name && (game.finished === true || game.status === 'finished'))
    .sort((a, b) => a.position - b.position)
    .map((game) => {
      const winnerId = game.winner?.id
      const result: MapPlayed['result'] = winnerId == null ? null : winnerId === teamId ? 'win' : 'loss'
      return { name: game.map?.name ?? '', result }
    })
}

/**
 * The two team_matches rows of a match, one per side, each from that side's point of view (§3 Team
 * match). A side whose team is not in teamIdsByPandascoreId gets no row of its own (team_id is
 * required) but still appears as the other side's opponent. Skipped matches (matchSkipReason) give [].
 */
export function mapMatch(
  match: PandaScoreMatch,
  teamIdsByPandascoreId: ReadonlyMap<number, string>,
  tournamentIdsByPandascoreId: ReadonlyMap<number, string>,
): TeamMatchRow[] {
  if (matchSkipReason(match)) return []
  const game = gameFromVideogame(match.videogame, match.videogame_title)
  const pair = sides(match)
  const date = match.begin_at ?? match.scheduled_at
  if (!game || !pair || !date) return []
  const tournamentName = tournamentDisplayName(match.league, match.serie, match.tournament)
  const slug = matchSlug(pair[0].name, pair[1].name, match.id)
  const rows: TeamMatchRow[] = []
  for (const [team, opponent] of [pair, [pair[1], pair[0]]] as const) {
    const teamId = teamIdsByPandascoreId.get(team.id)
    if (!teamId) continue
    rows.push({
      id: esportsRowId('team-match', match.id, team.id),
      pandascoreMatchId: match.id,
      teamId,
      opponentTeamId: teamIdsByPandascoreId.get(opponent.id) ?? null,
      tournamentId: tournamentIdsByPandascoreId.get(match.tournament.id) ?? null,
      game,
      matchDate: new Date(date),
      result: resultFor(match, team.id),
      scoreTeam: scoreFor(match, team.id),
      scoreOpponent: scoreFor(match, opponent.id),
      opponentName: opponent.name,
      opponentAcronym: opponent.acronym ?? null,
      mapsPlayed: mapsFor(match, team.id),
      matchType: match.match_type ?? null,
      isFinished: match.status === 'finished',
      tournamentName,
      matchSlug: slug,
    })
  }
  return rows
}
