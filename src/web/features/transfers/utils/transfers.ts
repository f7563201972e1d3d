import type { Transfer } from '#shared/schemas/transfers'
import { paths } from '#shared/paths'
import { dateTimeFormat } from '#shared/domain/date-formats'
import type { TransferFilters } from '../api/get-transfers'

// The transfers feature's pure parts: its page addresses, dates and how a change reads from a team's or a
// player's side.

const DAY = /^\d{4}-\d{2}-\d{2}$/

/** A query-string day, kept only when it is a real YYYY-MM-DD. */
export function dayParam(value: string | null | undefined): string | undefined {
  if (!value || !DAY.test(value)) return undefined
  return Number.isNaN(new Date(`${value}T00:00:00Z`).getTime()) ? undefined : value
}

/** The transfers page's address for a set of filters: the game in the path, the rest in the query string. */
export function transfersHref(filters: TransferFilters, cursor?: string): string {
  const params = new URLSearchParams()
  if (filters.team) params.set('team', filters.team)
  if (filters.from) params.set('from', filters.from)
  if (filters.to) params.set('to', filters.to)
  if (cursor) params.set('cursor', cursor)
  const query = params.toString()
  return query ? `${paths.transfers(filters.game)}?${query}` : paths.transfers(filters.game)
}

const SEEN_DAY: Intl.DateTimeFormatOptions = {
  timeZone: 'UTC',
  month: 'short',
  day: 'numeric',
  year: 'numeric',
}

/** "Nov 22, 2026": the day a sync saw the change, in UTC (the days the filter works in). */
export function seenDay(iso: string): string {
  const date = new Date(iso)
  if (Number.isNaN(date.getTime())) return ''
  return dateTimeFormat('en-US', SEEN_DAY).format(date)
}

export const KIND_LABELS: Record<Transfer['kind'], string> = {
  joined: 'Joined',
  left: 'Left',
  moved: 'Moved',
}

/** How a change reads on a team's roster history: joined (from whom) or left (for whom). */
export function teamSide(
  transfer: Transfer,
  teamPath: string,
): { verb: 'Joined' | 'Left'; other: Transfer['from'] } {
  if (transfer.to?.path === teamPath) return { verb: 'Joined', other: transfer.from }
  return { verb: 'Left', other: transfer.to }
}

/** One team a player was seen on: since the day they joined (null: before we tracked), until the day they left. */
export interface TeamStint {
  team: NonNullable<Transfer['to']>
  since: string | null
  until: string | null
}

/**
 * The teams a player was seen on, newest first, from their changes (in any order): each join opens a stint,
 * each departure closes the open one, and a departure with none open closes a stint begun before we tracked.
 */
export function teamStints(transfers: readonly Transfer[]): TeamStint[] {
  const oldestFirst = [...transfers].sort(
    (a, b) => a.seenAt.localeCompare(b.seenAt) || a.id.localeCompare(b.id),
  )
  const stints: TeamStint[] = []
  let open: TeamStint | null = null
  for (const change of oldestFirst) {
    if (change.from) {
      if (open && open.team.name === change.from.name) open.until = change.seenAt
      else stints.push({ team: change.from, since: null, until: change.seenAt })
      open = null
    }
    if (change.to) {
      open = { team: change.to, since: change.seenAt, until: null }
      stints.push(open)
    }
  }
  return stints.reverse()
}
