import { describe, expect, it } from 'vitest'
import { toggleAll, toggleOne, visibleSelection } from './selection'

describe('selection', () => {
  it('select-all checks every filtered row and unchecks only those', () => {
    const on = toggleAll(new Set(['x']), ['a', 'b'], true)
    expect([...on].sort()).toEqual(['a', 'b', 'x'])
    expect([...toggleAll(on, ['a', 'b'], false)]).toEqual(['x'])
  })

  it('checks and unchecks one row, leaving the set it was given alone', () => {
    const before = new Set(['a'])
    expect([...toggleOne(before, 'b', true)].sort()).toEqual(['a', 'b'])
    expect([...toggleOne(before, 'a', false)]).toEqual([])
    expect([...before]).toEqual(['a'])
  })

  it('counts only the selected rows still visible', () => {
    expect(visibleSelection(new Set(['a', 'z']), ['a', 'b'])).toEqual(['a'])
  })
})
