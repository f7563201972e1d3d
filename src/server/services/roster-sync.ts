import type { Db } from '../db/client'
import type { Logger } from '../logger'
import { draftRosterMoveLocally } from '../ai/local/roster-move'
import type { PandaScoreTeam } from '../providers/pandascore/schemas'
import { type EsportsUpsertResult, upsertEsportsRows } from '../storage/esports'
import type { NewPlayer } from '../storage/players'
import {
  clearPlayerTeams,
  insertRosterChanges,
  readStoredRosters,
  type StoredRosterChange,
} from '../storage/roster-changes'
import { insertStoryDrafts } from '../storage/story-drafts'
import type { NewTeam } from '../storage/teams'
import type { UpsertOptions } from '../storage/upsert'
import { departedUnseen, diffRosters, type RosterSnapshot, type RosterTeam } from './roster-diff'

// The sync's roster diff (docs/decisions/036-transfers-from-roster-diffs.md): in the transaction that stores a
// game's rows, read the stored rosters first, write the rows, then record what changed, so the next run compares
// with what this one stored and the same data twice records nothing.

type SyncRows = Parameters<typeof upsertEsportsRows>[1] & { teams: NewTeam[]; players: NewPlayer[] }

/** What the sync saw of rosters: each synced team's listed players and each read player's team. */
function snapshotOf(
  rows: SyncRows,
  wireTeams: readonly PandaScoreTeam[],
  knownTeams: Set<number>,
): RosterSnapshot {
  const teamByRowId = new Map<string, RosterTeam>()
  for (const row of rows.teams)
    if (row.id && row.pandascoreId != null)
      teamByRowId.set(row.id, { pandascoreId: row.pandascoreId, name: row.name })
  const synced = new Set([...teamByRowId.values()].map((team) => team.pandascoreId))
  const rosters = new Map<number, number[]>()
  for (const team of wireTeams)
    if (synced.has(team.id))
      rosters.set(
        team.id,
        (team.players ?? []).map((player) => player.id),
      )
  const players = new Map<number, { name: string; team: RosterTeam | null }>()
  for (const row of rows.players)
    if (row.pandascoreId != null)
      players.set(row.pandascoreId, {
        name: row.name,
        team: (row.teamId && teamByRowId.get(row.teamId)) || null,
      })
  return { rosters, players, knownTeams }
}

/**
 * upsertEsportsRows, with the roster changes against the stored rosters recorded in the same transaction.
 * `changes`: those written, for the story drafts.
 */
export async function upsertWithRosterChanges(
  db: Db,
  game: string,
  rows: SyncRows,
  wireTeams: readonly PandaScoreTeam[],
  options: UpsertOptions & { seenAt: Date },
): Promise<{ written: EsportsUpsertResult; changes: StoredRosterChange[] }> {
  return db.transaction(async (tx) => {
    const playerIds = rows.players.flatMap((row) => (row.pandascoreId == null ? [] : [row.pandascoreId]))
    const teamIds = rows.teams.flatMap((row) => (row.pandascoreId == null ? [] : [row.pandascoreId]))
    const stored = await readStoredRosters(tx, playerIds, teamIds)
    const seen = snapshotOf(rows, wireTeams, stored.knownTeams)
    const changes = diffRosters(stored.players, seen)
    const written = await upsertEsportsRows(tx, rows, options)
    await clearPlayerTeams(tx, departedUnseen(changes, seen))
    const recorded = await insertRosterChanges(
      tx,
      changes.map((change) => ({
        game,
        kind: change.kind,
        playerPandascoreId: change.playerPandascoreId,
        playerName: change.playerName,
        fromTeamPandascoreId: change.from?.pandascoreId ?? null,
        fromTeamName: change.from?.name ?? null,
        toTeamPandascoreId: change.to?.pandascoreId ?? null,
        toTeamName: change.to?.name ?? null,
        seenAt: options.seenAt,
      })),
    )
    return { written, changes: recorded }
  })
}

/**
 * A "Roster Move" story draft for each new move (a player seen leaving one team for another), written by the
 * local engine from the change alone; at most one per change. Joins and departures get none: without the other
 * side there is no story to draft. Drafts wait for the admin; nothing here publishes.
 */
export async function draftRosterMoves(
  db: Db,
  logger: Logger,
  changes: readonly StoredRosterChange[],
): Promise<number> {
  const drafts = changes.flatMap((change) => {
    if (change.kind !== 'moved' || !change.fromTeamName || !change.toTeamName) return []
    const draft = draftRosterMoveLocally({
      id: change.id,
      game: change.game,
      playerName: change.playerName,
      fromTeam: change.fromTeamName,
      toTeam: change.toTeamName,
      seenAt: change.seenAt,
    })
    return [{ rosterChangeId: change.id, game: change.game, engine: 'local', ...draft }]
  })
  const drafted = await insertStoryDrafts(db, drafts)
  if (drafted) logger.info({ drafted }, 'esports sync: roster move drafts written')
  return drafted
}
