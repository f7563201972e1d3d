import { afterEach, describe, expect, it, vi } from 'vitest'
import { FOLLOW_LIMIT } from '#shared/domain/follows'
import { FOLLOWS_CLASS, FOLLOWS_STORAGE_KEY, themeInitScript } from '#shared/theme'
import {
  type FollowedRef,
  hasRoomFor,
  isFollowed,
  NO_FOLLOWS,
  parseFollows,
  readFollows,
  refKey,
  subscribeToFollows,
  withFollowed,
  writeFollows,
} from './follows'

// Issue #18, decision 034: the followed set kept in the browser. Whatever is stored is read without failing;
// the set stays within its bound; another tab's change reaches this one.

const team = (slug: string, name = slug): FollowedRef => ({ game: 'cs2', slug, name })

describe('reading a stored set', () => {
  it('reads what writeFollows stores', () => {
    const stored = JSON.stringify({ teams: [team('cobalt-tide', 'Cobalt Tide')], players: [] })
    expect(parseFollows(stored)).toEqual({ teams: [team('cobalt-tide', 'Cobalt Tide')], players: [] })
  })

  it('reads corrupt or foreign data as nothing followed, never an error', () => {
    for (const stored of [null, '', '{', 'null', '42', '"teams"', '[]', 'true', '{"teams":"cobalt"}']) {
      expect(parseFollows(stored), String(stored)).toEqual(NO_FOLLOWS)
    }
  })

  it('keeps the valid entries of a damaged list, once each', () => {
    const stored = JSON.stringify({
      teams: [
        team('cobalt-tide'),
        null,
        { game: 'fifa', slug: 'x' },
        { game: 'cs2', slug: 'Bad Slug' },
        { game: 'cs2', slug: '../admin' },
        { game: 'lol', slug: 'nameless' },
        team('cobalt-tide', 'again'),
      ],
      players: { not: 'a list' },
      extra: 'from a later version',
    })
    expect(parseFollows(stored)).toEqual({
      teams: [team('cobalt-tide'), { game: 'lol', slug: 'nameless', name: 'nameless' }],
      players: [],
    })
  })

  it('keeps at most the limit from a list that grew past it elsewhere', () => {
    const teams = Array.from({ length: FOLLOW_LIMIT + 5 }, (_, n) => team(`team-${n}`))
    const parsed = parseFollows(JSON.stringify({ teams }))
    expect(parsed.teams).toHaveLength(FOLLOW_LIMIT)
    expect(parsed.teams[0]).toEqual(team('team-0'))
  })
})

describe('changing the set', () => {
  it('follows and unfollows, a match following both its teams', () => {
    const both = withFollowed(NO_FOLLOWS, 'teams', [team('a'), team('b')], true)
    expect(both.teams.map(refKey)).toEqual(['cs2:a', 'cs2:b'])
    expect(isFollowed(both, 'teams', team('b'))).toBe(true)
    expect(isFollowed(both, 'players', team('b'))).toBe(false)
    const again = withFollowed(both, 'teams', [team('b')], true)
    expect(again.teams.map(refKey)).toEqual(['cs2:a', 'cs2:b'])
    expect(withFollowed(both, 'teams', [team('a')], false).teams.map(refKey)).toEqual(['cs2:b'])
  })

  it('takes no more than the limit', () => {
    const full = withFollowed(
      NO_FOLLOWS,
      'teams',
      Array.from({ length: FOLLOW_LIMIT }, (_, n) => team(`team-${n}`)),
      true,
    )
    expect(hasRoomFor(full, 'teams', 1)).toBe(false)
    expect(hasRoomFor(full, 'players', 1)).toBe(true)
    expect(withFollowed(full, 'teams', [team('one-more')], true).teams).toHaveLength(FOLLOW_LIMIT)
  })
})

/** A page's window, storage and <html> class list, enough for the store. */
function fakeBrowser() {
  const items = new Map<string, string>()
  const classes = new Set<string>()
  const window = new EventTarget()
  const localStorage = {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
  }
  const document = {
    documentElement: {
      classList: { toggle: (name: string, on: boolean) => (on ? classes.add(name) : classes.delete(name)) },
    },
  }
  vi.stubGlobal('window', window)
  vi.stubGlobal('localStorage', localStorage)
  vi.stubGlobal('document', document)
  /** Another tab writes the set: the browser changes the storage and tells this tab. */
  const otherTabWrites = (value: string | null) => {
    if (value === null) items.delete(FOLLOWS_STORAGE_KEY)
    else items.set(FOLLOWS_STORAGE_KEY, value)
    window.dispatchEvent(Object.assign(new Event('storage'), { key: FOLLOWS_STORAGE_KEY }))
  }
  return { items, classes, otherTabWrites }
}

describe('the store in a page', () => {
  afterEach(() => {
    vi.unstubAllGlobals()
  })

  it('stores under the versioned key and marks the page while anything is followed', () => {
    const browser = fakeBrowser()
    writeFollows(withFollowed(NO_FOLLOWS, 'teams', [team('cobalt-tide')], true))
    expect(JSON.parse(browser.items.get('follows.v1')!)).toEqual({
      teams: [team('cobalt-tide')],
      players: [],
    })
    expect(browser.classes.has(FOLLOWS_CLASS)).toBe(true)
    writeFollows(NO_FOLLOWS)
    expect(browser.classes.has(FOLLOWS_CLASS)).toBe(false)
  })

  it("hears another tab's change through the storage event", () => {
    const browser = fakeBrowser()
    const heard: number[] = []
    // What useFollows subscribes with.
    const unsubscribe = subscribeToFollows(() => heard.push(readFollows().teams.length))
    browser.otherTabWrites(JSON.stringify({ teams: [team('a'), team('b')] }))
    expect(heard).toEqual([2])
    expect(browser.classes.has(FOLLOWS_CLASS)).toBe(true)
    browser.otherTabWrites('not json at all')
    expect(heard).toEqual([2, 0])
    expect(browser.classes.has(FOLLOWS_CLASS)).toBe(false)
    unsubscribe()
    browser.otherTabWrites(JSON.stringify({ teams: [team('c')] }))
    expect(heard).toEqual([2, 0])
  })

  it('keeps the set for the page view when storage refuses it', () => {
    fakeBrowser()
    vi.stubGlobal('localStorage', {
      getItem: () => {
        throw new Error('disabled')
      },
      setItem: () => {
        throw new Error('disabled')
      },
    })
    writeFollows(withFollowed(NO_FOLLOWS, 'players', [team('nova')], true))
    expect(readFollows().players.map(refKey)).toEqual(['cs2:nova'])
  })
})

describe('the head script', () => {
  const run = (stored: Record<string, string>) => {
    const classes = new Set<string>()
    const root = {
      classList: { toggle: (n: string, on: boolean) => (on ? classes.add(n) : classes.delete(n)) },
      style: {},
    }
    const storage = { getItem: (key: string) => stored[key] ?? null }
    new Function('document', 'localStorage', 'window', themeInitScript)({ documentElement: root }, storage, {
      matchMedia: () => ({ matches: false }),
    })
    return classes.has(FOLLOWS_CLASS)
  }

  it('marks <html> before the first paint when something is followed', () => {
    expect(run({ [FOLLOWS_STORAGE_KEY]: JSON.stringify({ teams: [team('a')], players: [] }) })).toBe(true)
    expect(run({ [FOLLOWS_STORAGE_KEY]: JSON.stringify({ teams: [], players: [] }) })).toBe(false)
    expect(run({})).toBe(false)
  })
})
