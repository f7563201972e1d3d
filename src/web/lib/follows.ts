import { useSyncExternalStore } from 'react'
import { GAME_SLUGS, type GameSlug } from '#shared/domain/games'
import { FOLLOW_LIMIT } from '#shared/domain/follows'
import { FOLLOWS_CLASS, FOLLOWS_STORAGE_KEY } from '#shared/theme'

// Issue #18 item 1, decision 034: the teams and players a reader follows, kept in this browser only (no account),
// under a versioned key. What is stored is read defensively: another version of the site, an extension or the
// reader may have written anything there. Other tabs hear of a change through the `storage` event.

export type FollowKind = 'teams' | 'players'

export interface FollowedRef {
  game: GameSlug
  slug: string
  /** Shown until the server's answer arrives, and in the list of what is followed. */
  name: string
}

export interface Follows {
  teams: readonly FollowedRef[]
  players: readonly FollowedRef[]
}

export const NO_FOLLOWS: Follows = Object.freeze({ teams: [], players: [] })

const SLUG = /^[a-z0-9][a-z0-9-]{0,199}$/

function parseRef(value: unknown): FollowedRef | null {
  if (typeof value !== 'object' || value === null) return null
  const { game, slug, name } = value as Record<string, unknown>
  if (typeof game !== 'string' || !(GAME_SLUGS as readonly string[]).includes(game)) return null
  if (typeof slug !== 'string' || !SLUG.test(slug)) return null
  const shown = typeof name === 'string' && name.trim() ? name.trim().slice(0, 120) : slug
  return { game: game as GameSlug, slug, name: shown }
}

/** The valid entries of a stored list, without repeats, at most FOLLOW_LIMIT (the oldest kept). */
function parseList(value: unknown): FollowedRef[] {
  if (!Array.isArray(value)) return []
  const seen = new Set<string>()
  const refs: FollowedRef[] = []
  for (const entry of value) {
    const ref = parseRef(entry)
    if (!ref || seen.has(refKey(ref))) continue
    seen.add(refKey(ref))
    refs.push(ref)
    if (refs.length === FOLLOW_LIMIT) break
  }
  return refs
}

/** What a stored value means: anything unreadable is "nothing followed", never an error. */
export function parseFollows(stored: string | null | undefined): Follows {
  if (!stored) return NO_FOLLOWS
  try {
    const value: unknown = JSON.parse(stored)
    if (typeof value !== 'object' || value === null) return NO_FOLLOWS
    const { teams, players } = value as Record<string, unknown>
    return { teams: parseList(teams), players: parseList(players) }
  } catch {
    return NO_FOLLOWS
  }
}

/** "cs2:cobalt-tide", as the API and the calendar URL take it. */
export function refKey(ref: Pick<FollowedRef, 'game' | 'slug'>): string {
  return `${ref.game}:${ref.slug}`
}

export function isFollowed(
  follows: Follows,
  kind: FollowKind,
  ref: Pick<FollowedRef, 'game' | 'slug'>,
): boolean {
  return follows[kind].some((entry) => refKey(entry) === refKey(ref))
}

export const followsAnything = (follows: Follows) => follows.teams.length + follows.players.length > 0

/** The set with `refs` followed (on) or not (off); a full list takes no more. */
export function withFollowed(
  follows: Follows,
  kind: FollowKind,
  refs: readonly FollowedRef[],
  on: boolean,
): Follows {
  const keys = new Set(refs.map(refKey))
  const rest = follows[kind].filter((entry) => !keys.has(refKey(entry)))
  const list = on ? [...rest, ...refs].slice(0, FOLLOW_LIMIT) : rest
  return { ...follows, [kind]: list }
}

/** Whether `count` more can be followed. */
export function hasRoomFor(follows: Follows, kind: FollowKind, count: number): boolean {
  return follows[kind].length + count <= FOLLOW_LIMIT
}

// The store: one parsed snapshot per stored string, so useSyncExternalStore sees a stable value.
let lastRaw: string | null | undefined
let lastParsed: Follows = NO_FOLLOWS
/** Used when storage is unavailable (private mode, disabled): the set lasts for this page view. */
let memory: string | null = null
const listeners = new Set<() => void>()

function readRaw(): string | null {
  try {
    return localStorage.getItem(FOLLOWS_STORAGE_KEY)
  } catch {
    return memory
  }
}

export function readFollows(): Follows {
  const raw = readRaw()
  if (raw !== lastRaw) {
    lastRaw = raw
    lastParsed = parseFollows(raw)
  }
  return lastParsed
}

function notify() {
  document.documentElement.classList.toggle(FOLLOWS_CLASS, followsAnything(readFollows()))
  for (const listener of listeners) listener()
}

export function writeFollows(follows: Follows): void {
  const raw = JSON.stringify({ teams: follows.teams, players: follows.players })
  memory = raw
  try {
    localStorage.setItem(FOLLOWS_STORAGE_KEY, raw)
  } catch {
    // Storage full or disabled: kept in memory for this page view.
  }
  notify()
}

/** Calls `listener` when the set changes, here or in another tab. */
export function subscribeToFollows(listener: () => void): () => void {
  listeners.add(listener)
  // Another tab followed or unfollowed: this one follows suit (null key: the tab cleared its storage).
  const onStorage = (event: StorageEvent) => {
    if (event.key === FOLLOWS_STORAGE_KEY || event.key === null) notify()
  }
  window.addEventListener('storage', onStorage)
  return () => {
    listeners.delete(listener)
    window.removeEventListener('storage', onStorage)
  }
}

/**
 * The followed set, or null on the server and during hydration (the server cannot know it): pages render a
 * neutral state then, and fill it in once the browser's set is read.
 */
export function useFollows(): Follows | null {
  return useSyncExternalStore<Follows | null>(subscribeToFollows, readFollows, () => null)
}
