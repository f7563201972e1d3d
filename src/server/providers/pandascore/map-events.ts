import { countryNameFromIso2 } from '#shared/domain/countries'
import { eventSlug } from '#shared/domain/match-slugs'
import { type Tier, tierRank } from '#shared/domain/tiers'
import type { PreviousMatch, RosterPlayer } from '../../db/schema/index'
import type {
  PandaScoreStanding,
  PandaScoreTournament,
  PandaScoreTournamentDetails,
  PandaScoreTournamentRosters,
} from './schemas'
import {
  type EventRow,
  esportsRowId,
  gameFromVideogame,
  type RosterRow,
  type StandingRow,
  toDate,
} from './map-rows'
import { eventDisplayName, tournamentTier } from './map-matches'

// PandaScore → product rows: events (one per serie), standings and tournament rosters
// (docs/decisions/027-matches-and-events.md). Pure (see map-rows.ts).

function earliest(dates: readonly (Date | null)[]): Date | null {
  const times = dates.filter((d): d is Date => d !== null).map((d) => d.getTime())
  return times.length ? new Date(Math.min(...times)) : null
}

function latest(dates: readonly (Date | null)[]): Date | null {
  const times = dates.filter((d): d is Date => d !== null).map((d) => d.getTime())
  return times.length ? new Date(Math.max(...times)) : null
}

/** One events row per serie of these tournaments (its stages); the tier is the best of its stages'. */
export function mapEvents(tournaments: readonly PandaScoreTournament[]): EventRow[] {
  const stagesBySerie = new Map<number, PandaScoreTournament[]>()
  for (const tournament of tournaments) {
    if (!gameFromVideogame(tournament.videogame, tournament.videogame_title)) continue
    const stages = stagesBySerie.get(tournament.serie.id) ?? []
    stages.push(tournament)
    stagesBySerie.set(tournament.serie.id, stages)
  }
  return [...stagesBySerie.values()].map((stages) => mapEvent(stages))
}

function mapEvent(stages: readonly PandaScoreTournament[]): EventRow {
  const [first] = stages as [PandaScoreTournament]
  const { serie, league } = first
  const tier = stages
    .map((stage) => tournamentTier(stage, serie))
    .reduce<Tier>((best, t) => (tierRank(t) < tierRank(best) ? t : best), 'unknown')
  const name = eventDisplayName(league, serie) || first.name
  return {
    id: esportsRowId('event', serie.id),
    pandascoreId: serie.id,
    game: gameFromVideogame(first.videogame, first.videogame_title) as string,
    slug: eventSlug(name, serie.id),
    name,
    leaguePandascoreId: league.id,
    leagueName: league.name,
    leagueImageUrl: league.image_url ?? null,
    serieName: serie.full_name?.trim() || serie.name?.trim() || null,
    year: serie.year ?? null,
    tier,
    beginAt: toDate(serie.begin_at) ?? earliest(stages.map((s) => toDate(s.begin_at))),
    endAt: toDate(serie.end_at) ?? latest(stages.map((s) => toDate(s.end_at))),
    winnerPandascoreId: serie.winner_id ?? lastStageWinner(stages),
    modifiedAt: toDate(serie.modified_at),
  }
}

/**
 * PandaScore often leaves a serie's winner unset when its stages have one: the winner of the stage that ends last
 * (the playoffs, the grand final's stage) is the event's, once that stage has a winner.
 */
function lastStageWinner(stages: readonly PandaScoreTournament[]): number | null {
  const last = [...stages].sort(
    (a, b) => (toDate(b.end_at)?.getTime() ?? 0) - (toDate(a.end_at)?.getTime() ?? 0),
  )[0]
  return last?.winner_id ?? null
}

/** A tournament's standings rows (group table or bracket placings), one per team. */
export function mapStandings(tournamentId: string, rows: readonly PandaScoreStanding[]): StandingRow[] {
  const byTeam = new Map<number, StandingRow>()
  for (const row of rows) {
    byTeam.set(row.team.id, {
      tournamentId,
      teamPandascoreId: row.team.id,
      teamName: row.team.name,
      teamAcronym: row.team.acronym?.trim() || null,
      teamImageUrl: row.team.image_url || null,
      rank: row.rank,
      wins: row.wins ?? null,
      losses: row.losses ?? null,
      // "Only present if ties occurred": a group row without it has none.
      ties: row.ties ?? (row.wins != null ? 0 : null),
      gameWins: row.game_wins ?? null,
      gameLosses: row.game_losses ?? null,
      lastMatchPandascoreId: row.last_match?.id ?? null,
    })
  }
  return [...byTeam.values()].sort((a, b) => a.rank - b.rank || a.teamPandascoreId - b.teamPandascoreId)
}

/** Who played the stage for each team; a Player-type roster (one-versus-one titles) gives none. */
export function mapRosters(tournamentId: string, rosters: PandaScoreTournamentRosters): RosterRow[] {
  if (rosters.type !== 'Team') return []
  const byTeam = new Map<number, RosterRow>()
  for (const team of rosters.rosters) {
    const players: RosterPlayer[] = (team.players ?? []).map((player) => ({
      pandascoreId: player.id,
      name: player.name.trim(),
      firstName: player.first_name?.trim() || null,
      lastName: player.last_name?.trim() || null,
      nationality: countryNameFromIso2(player.nationality) ?? null,
      role: player.role?.trim() || null,
      imageUrl: player.image_url || null,
    }))
    byTeam.set(team.id, {
      tournamentId,
      teamPandascoreId: team.id,
      teamName: team.name,
      teamAcronym: team.acronym?.trim() || null,
      teamImageUrl: team.image_url || null,
      players,
    })
  }
  return [...byTeam.values()].sort((a, b) => a.teamPandascoreId - b.teamPandascoreId)
}

/** A tournament's standings and rosters as rows; null where the details did not carry them (keep what is stored). */
export interface TournamentDetailRows {
  tournamentId: string
  standings: StandingRow[] | null
  rosters: RosterRow[] | null
}

/** Rows of each tournament's details; details of a tournament without a row are left out. */
export function mapTournamentDetails(
  details: readonly PandaScoreTournamentDetails[],
  tournamentIds: ReadonlyMap<number, string>,
): TournamentDetailRows[] {
  return details.flatMap((detail) => {
    const tournamentId = tournamentIds.get(detail.tournament_id)
    if (!tournamentId) return []
    return [
      {
        tournamentId,
        standings: detail.standings ? mapStandings(tournamentId, detail.standings) : null,
        rosters: detail.rosters ? mapRosters(tournamentId, detail.rosters) : null,
      },
    ]
  })
}

/** Bracket links by match id, from the tournaments' /brackets answers. */
export function bracketLinks(details: readonly PandaScoreTournamentDetails[]): Map<number, PreviousMatch[]> {
  const links = new Map<number, PreviousMatch[]>()
  for (const match of details.flatMap((detail) => detail.brackets ?? [])) {
    links.set(
      match.id,
      match.previous_matches.map((link) => ({ pandascoreId: link.match_id, type: link.type })),
    )
  }
  return links
}
