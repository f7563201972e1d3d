import { isGameSlug } from '#shared/domain/games'
import { paths } from '#shared/paths'
import type { Transfer, TransferList, TransferListQuery, TransferTeam } from '#shared/schemas/transfers'
import type { Db } from '../db/client'
import { listRosterChanges, type RosterChangeRow } from '../storage/roster-changes'
import { findPlayerBySlug, findTeamBySlug } from './esports'

// GET /api/transfers (issue #18; docs/decisions/036-transfers-from-roster-diffs.md): the roster changes the syncs
// recorded, newest first, filtered by game, team, player and days, paged by cursor. /transfers, a team's roster
// history and a player's teams read it.

const DAY_MS = 86_400_000

/** "{seenAt ISO}_{id}" of a row; parsed back by parseCursor. */
function cursorOf(row: RosterChangeRow): string {
  return `${row.seenAt.toISOString()}_${row.id}`
}

function parseCursor(cursor: string | undefined): { seenAt: Date; id: string } | undefined {
  const match = cursor ? /^(.+)_([0-9a-f-]{36})$/i.exec(cursor) : null
  const seenAt = match?.[1] ? new Date(match[1]) : undefined
  if (!match?.[2] || !seenAt || Number.isNaN(seenAt.getTime())) return undefined
  return { seenAt, id: match[2] }
}

function teamOf(team: RosterChangeRow['fromTeam']): TransferTeam | null {
  if (!team) return null
  const game = team.game ?? ''
  return { name: team.name, path: team.slug && isGameSlug(game) ? paths.team(game, team.slug) : null }
}

function toTransfer(row: RosterChangeRow): Transfer | null {
  if (!isGameSlug(row.game)) return null
  return {
    id: row.id,
    game: row.game,
    kind: row.kind,
    seenAt: row.seenAt.toISOString(),
    player: { name: row.player.name, path: row.player.slug ? paths.player(row.game, row.player.slug) : null },
    from: teamOf(row.fromTeam),
    to: teamOf(row.toTeam),
  }
}

/** A day "YYYY-MM-DD" as the instant it starts (UTC); `after` moves to the next day's start. */
function dayStart(day: string | undefined, after = false): Date | undefined {
  if (!day) return undefined
  const at = new Date(`${day}T00:00:00Z`)
  if (Number.isNaN(at.getTime())) return undefined
  return after ? new Date(at.getTime() + DAY_MS) : at
}

export async function listTransfers(db: Db, query: TransferListQuery): Promise<TransferList> {
  // A former slug finds the team or player, as their pages do. An unknown one (or one PandaScore does not know)
  // has no changes; the list says so rather than failing.
  const [team, player] = await Promise.all([
    query.team ? findTeamBySlug(db, query.team) : undefined,
    query.player ? findPlayerBySlug(db, query.player) : undefined,
  ])
  if (team === null || player === null || team?.pandascoreId === null || player?.pandascoreId === null)
    return { transfers: [], next: null }
  const rows = await listRosterChanges(db, {
    game: query.game,
    teamPandascoreId: team?.pandascoreId,
    playerPandascoreId: player?.pandascoreId,
    from: dayStart(query.from),
    to: dayStart(query.to, true),
    after: parseCursor(query.cursor),
    limit: query.limit + 1,
  })
  return transferPage(rows, query.limit)
}

/** A page of `limit` changes from the rows read (`limit` + 1 of them when there is a next page). */
export function transferPage(rows: RosterChangeRow[], limit: number): TransferList {
  const page = rows.slice(0, limit)
  const last = page.at(-1)
  return {
    transfers: page.flatMap((row) => toTransfer(row) ?? []),
    next: rows.length > limit && last ? cursorOf(last) : null,
  }
}
