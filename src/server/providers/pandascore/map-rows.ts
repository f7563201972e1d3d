import { createHash } from 'node:crypto'
import type { GameSlug } from '#shared/domain/games'
import type {
  events,
  matches,
  matchGames,
  players,
  playerStats,
  standings,
  teamMatches,
  teams,
  tournamentRosters,
  tournaments,
} from '../../db/schema/index'
import type { Videogame, VideogameTitle } from './schemas'

// PandaScore → product rows (map.ts builds a whole data set; map-*.ts map one kind of record each). Pure: no
// I/O, no database, no clock (the caller passes `now`). The rows carry deterministic ids, so a re-import of the same records upserts the same rows and the foreign
// keys (players.team_id, team_matches.team_id, ...) link without a round trip to the database.

export type TournamentRow = typeof tournaments.$inferInsert
export type TeamRow = typeof teams.$inferInsert
export type PlayerRow = typeof players.$inferInsert
export type PlayerStatRow = typeof playerStats.$inferInsert
/** A team_matches row (a view over matches) as the pure mapper derives it from a PandaScore match. */
export type TeamMatchRow = Omit<typeof teamMatches.$inferSelect, 'createdAt' | 'updatedAt'>
export type EventRow = typeof events.$inferInsert
export type MatchRow = typeof matches.$inferInsert
/** A game of a match; storage sets match_id to the stored match's id. */
export type MatchGameRow = Omit<typeof matchGames.$inferInsert, 'matchId'>
export type StandingRow = typeof standings.$inferInsert
export type RosterRow = typeof tournamentRosters.$inferInsert

export const DAY_MS = 86_400_000

// ---------------------------------------------------------------------------------------------------------
// Ids.

// A fixed namespace of our own, so ids are UUID v5 (RFC 9562 name-based, SHA-1) and never collide with
// the random v4 ids the tables default to.
const ROW_ID_NAMESPACE = Buffer.from('6b0e3d4a2f5c4e8b9a1d7c3e5f2a4b6c', 'hex')

/** Deterministic UUID v5 for a row, from its kind and its PandaScore key(s). */
export function esportsRowId(kind: string, ...keys: readonly (string | number)[]): string {
  const hash = createHash('sha1')
    .update(ROW_ID_NAMESPACE)
    .update(`pandascore:${kind}:${keys.join(':')}`)
    .digest()
  const bytes = hash.subarray(0, 16)
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x50
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80
  const hex = bytes.toString('hex')
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`
}

// ---------------------------------------------------------------------------------------------------------
// Games.

const GAME_BY_VIDEOGAME_SLUG: Readonly<Record<string, GameSlug>> = {
  'cs-go': 'cs2',
  csgo: 'cs2',
  'cs-2': 'cs2',
  cs2: 'cs2',
  'league-of-legends': 'lol',
  lol: 'lol',
  'dota-2': 'dota2',
  dota2: 'dota2',
  valorant: 'valorant',
}

function isCs2Title(title: Pick<VideogameTitle, 'name' | 'slug'>): boolean {
  return /^cs-?2$/i.test(title.slug) || /counter-strike 2/i.test(title.name)
}

/**
 * The product game of a PandaScore videogame. PandaScore serves CS2 under the CS:GO videogame and marks
 * it with videogame_title "cs-2". Decision: under CS:GO, a CS2 title or no title at all is cs2 (team and
 * player records never carry a title, and the product's only Counter-Strike is CS2); a title naming
 * anything else (the CS:GO era, before September 2023) is undefined, so old-game matches are not counted
 * in a CS2 team's form. The title is ignored for the other games.
 */
export function gameFromVideogame(
  videogame: Pick<Videogame, 'slug'> | null | undefined,
  videogameTitle?: Pick<VideogameTitle, 'name' | 'slug'> | null,
): GameSlug | undefined {
  if (!videogame) return undefined
  const game = GAME_BY_VIDEOGAME_SLUG[videogame.slug.trim().toLowerCase()]
  if (game === 'cs2' && videogameTitle && !isCs2Title(videogameTitle)) return undefined
  return game
}

// ---------------------------------------------------------------------------------------------------------
// Times.

const ISO_DATETIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}:?\d{2})$/

function shiftIso(text: string, offsetMs: number): string {
  const shifted = new Date(Date.parse(text) + offsetMs).toISOString()
  // Keep PandaScore's whole-second form when the shift leaves whole seconds.
  return shifted.endsWith('.000Z') ? `${shifted.slice(0, -5)}Z` : shifted
}

/**
 * A deep copy of a JSON value with every ISO-8601 date-time string moved by offsetMs. Date-only strings
 * (a player's birthday) are left alone: they are facts about a person, not about the schedule.
 */
export function shiftTimes<T>(value: T, offsetMs: number): T {
  if (typeof value === 'string') {
    return (
      ISO_DATETIME.test(value) && !Number.isNaN(Date.parse(value)) ? shiftIso(value, offsetMs) : value
    ) as T
  }
  if (Array.isArray(value)) return value.map((item) => shiftTimes(item, offsetMs)) as T
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, shiftTimes(item, offsetMs)]),
    ) as T
  }
  return value
}

/**
 * The shift that moves bundled times from their anchor to today: (now − anchor) rounded to whole days,
 * so a match written at 18:00 UTC stays at 18:00 UTC. The fixture generator keeps every match at least
 * 12 hours from the anchor, so the rounding never turns a finished match into a future one.
 */
export function bundledTimeOffset(anchor: Date, now: Date): number {
  return Math.round((now.getTime() - anchor.getTime()) / DAY_MS) * DAY_MS
}

export function toDate(iso: string | null | undefined): Date | null {
  return iso ? new Date(iso) : null
}
