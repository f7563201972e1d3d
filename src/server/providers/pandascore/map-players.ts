import { countryNameFromIso2 } from '#shared/domain/countries'
import type { GameSlug } from '#shared/domain/games'
import type { PandaScorePlayer, PlayerStat } from './schemas'
import {
  type PlayerRow,
  type PlayerStatRow,
  type TeamMatchRow,
  esportsRowId,
  gameFromVideogame,
} from './map-rows'
import { slugOf } from './map-teams'

// PandaScore → product rows: players and their stats. Pure (see map-rows.ts).

interface MapPlayerOptions {
  now: Date
  /** The game when the player record has no current_videogame (a player embedded in a team). */
  fallbackGame?: GameSlug
}

/** A players row, linked to its team row by the PandaScore id of current_team; an inactive player to none. */
export function mapPlayer(
  player: PandaScorePlayer,
  teamIdsByPandascoreId: ReadonlyMap<number, string>,
  options: MapPlayerOptions,
): PlayerRow {
  // active:false is a retirement or a release, not a player of current_team (docs/decisions/036).
  const teamPandascoreId = player.active === false ? undefined : player.current_team?.id
  return {
    id: esportsRowId('player', player.id),
    pandascoreId: player.id,
    slug: slugOf(player.slug, player.name, 'player', player.id),
    name: player.name.trim(),
    firstName: player.first_name?.trim() || null,
    lastName: player.last_name?.trim() || null,
    nationality: countryNameFromIso2(player.nationality) ?? null,
    role: player.role?.trim() || null,
    imageUrl: player.image_url ?? null,
    currentVideogame: gameFromVideogame(player.current_videogame) ?? options.fallbackGame ?? null,
    teamId: teamPandascoreId === undefined ? null : (teamIdsByPandascoreId.get(teamPandascoreId) ?? null),
    lastSync: options.now,
  }
}

/** A player_stats row; undefined when the player is not in playerIdsByPandascoreId. */
export function mapPlayerStat(
  stat: PlayerStat,
  playerIdsByPandascoreId: ReadonlyMap<number, string>,
): PlayerStatRow | undefined {
  const playerId = playerIdsByPandascoreId.get(stat.player_id)
  if (!playerId) return undefined
  return {
    id: esportsRowId('player-stat', stat.player_id, stat.game, stat.stat_type),
    playerId,
    game: stat.game,
    statType: stat.stat_type,
    statValue: stat.stat_value,
    matchesPlayed: stat.matches_played,
    wins: stat.wins,
    losses: stat.losses,
  }
}

/** The stat a source without player statistics gets: the player's match record with their current team. */
const MATCH_RECORD_STAT = 'match_win_rate'

/**
 * For a source without per-player statistics (PandaScore's player-stat endpoints differ per game and plan), each
 * rostered player's record with their current team over the finished matches synced for it: one
 * `match_win_rate` stat (wins / (wins + losses) as a percentage, 2 decimals), with matches played (draws
 * included), wins and losses. Players whose team played no finished match get none.
 */
export function matchRecordStats(
  game: PlayerStat['game'],
  players: readonly PandaScorePlayer[],
  teamMatches: readonly Pick<TeamMatchRow, 'teamId' | 'result'>[],
  teamIdsByPandascoreId: ReadonlyMap<number, string>,
): PlayerStat[] {
  const records = new Map<string, { wins: number; losses: number; draws: number }>()
  for (const row of teamMatches) {
    if (!row.result) continue
    const record = records.get(row.teamId) ?? { wins: 0, losses: 0, draws: 0 }
    if (row.result === 'win') record.wins++
    else if (row.result === 'loss') record.losses++
    else record.draws++
    records.set(row.teamId, record)
  }
  const stats: PlayerStat[] = []
  for (const player of players) {
    const teamId = player.current_team ? teamIdsByPandascoreId.get(player.current_team.id) : undefined
    const record = teamId ? records.get(teamId) : undefined
    if (!record) continue
    const decided = record.wins + record.losses
    stats.push({
      player_id: player.id,
      game,
      stat_type: MATCH_RECORD_STAT,
      stat_value: decided ? Math.round((record.wins / decided) * 10_000) / 100 : 0,
      matches_played: decided + record.draws,
      wins: record.wins,
      losses: record.losses,
    })
  }
  return stats
}
