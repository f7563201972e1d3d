import { describe, expect, it } from 'vitest'
import { SPOILER_FREE_CLASS, SPOILER_FREE_STORAGE_KEY, themeInitScript } from '#shared/theme'
import { parseSpoilerFree } from './spoiler'

/** Runs the head script against a fake <html>, storage and media query, and reports what it set. */
function runHeadScript(stored: Record<string, string>, prefersDark = false, storageThrows = false) {
  const classes = new Set<string>()
  const root = {
    classList: { toggle: (name: string, on: boolean) => (on ? classes.add(name) : classes.delete(name)) },
    style: { colorScheme: '' },
  }
  const localStorage = {
    getItem: (key: string) => {
      if (storageThrows) throw new Error('storage disabled')
      return stored[key] ?? null
    },
  }
  const window = { matchMedia: () => ({ matches: prefersDark }) }
  new Function('document', 'localStorage', 'window', themeInitScript)(
    { documentElement: root },
    localStorage,
    window,
  )
  return { classes: [...classes].sort(), colorScheme: root.style.colorScheme }
}

describe('the head script', () => {
  it('applies the stored theme as before', () => {
    expect(runHeadScript({ theme: 'dark' })).toEqual({ classes: ['dark'], colorScheme: 'dark' })
    expect(runHeadScript({ theme: 'light' }, true)).toEqual({ classes: [], colorScheme: 'light' })
    expect(runHeadScript({}, true)).toEqual({ classes: ['dark'], colorScheme: 'dark' })
  })

  it('sets the spoiler-free class only for the stored "true"', () => {
    expect(runHeadScript({ [SPOILER_FREE_STORAGE_KEY]: 'true' }).classes).toEqual([SPOILER_FREE_CLASS])
    expect(runHeadScript({ [SPOILER_FREE_STORAGE_KEY]: 'false' }).classes).toEqual([])
    expect(runHeadScript({ theme: 'dark', [SPOILER_FREE_STORAGE_KEY]: 'true' }).classes).toEqual([
      'dark',
      SPOILER_FREE_CLASS,
    ])
  })

  it('survives storage that throws', () => {
    expect(runHeadScript({}, false, true)).toEqual({ classes: [], colorScheme: '' })
  })
})

describe('parseSpoilerFree', () => {
  it('is on only for "true"', () => {
    expect(parseSpoilerFree('true')).toBe(true)
    expect(parseSpoilerFree('false')).toBe(false)
    expect(parseSpoilerFree('TRUE')).toBe(false)
    expect(parseSpoilerFree(null)).toBe(false)
    expect(parseSpoilerFree(undefined)).toBe(false)
  })
})
