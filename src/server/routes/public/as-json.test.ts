import { describe, expect, it } from 'vitest'
import { asJson } from './as-json'

const viaText = (value: unknown) => JSON.parse(JSON.stringify(value))

describe('asJson', () => {
  it('gives what a round trip through JSON text gives', () => {
    const values: unknown[] = [
      { at: new Date('2026-11-28T20:24:43.123Z'), none: null, gone: undefined, n: 3, s: 'x' },
      [1, undefined, () => 1, Symbol('s'), Number.NaN, Number.POSITIVE_INFINITY, -0, 'a'],
      { nested: [{ when: new Date(0), list: [new Date(86_400_000)] }], f: () => 2 },
      { invalid: new Date(Number.NaN), custom: { toJSON: () => ({ shown: true, hidden: undefined }) } },
      { map: new Map([[1, 2]]), set: new Set([1]), bool: false, empty: {}, emptyList: [] },
      'text',
      42,
      null,
      true,
    ]
    for (const value of values) expect(asJson(value)).toStrictEqual(viaText(value))
  })

  it('turns a date into the ISO text the API sends', () => {
    expect(asJson({ publishedAt: new Date('2026-11-27T15:57:26.269Z') })).toEqual({
      publishedAt: '2026-11-27T15:57:26.269Z',
    })
  })
})
