// @vitest-environment happy-dom
import { renderToString } from 'react-dom/server'
import { MemoryRouter } from 'react-router'
import { describe, expect, it } from 'vitest'
import { buildBracket } from '#shared/domain/bracket'
import { at, doubleElimination, input, l, w } from '#shared/domain/testdata/brackets'
import { BracketView } from './bracket'

const render = (bracket: ReturnType<typeof buildBracket>) =>
  renderToString(
    <MemoryRouter>
      <BracketView bracket={bracket} label="Playoffs bracket" />
    </MemoryRouter>,
  )
const headings = (html: string) => [...html.matchAll(/<h4[^>]*>([^<]+)<\/h4>/g)].map((m) => m[1])

describe('BracketView', () => {
  it('shows a single-elimination stage with its third-place match without upper and lower bracket headings', () => {
    const html = render(
      buildBracket([
        input(1, at(1, 9)),
        input(2, at(1, 12)),
        input(3, at(2), [w(1), w(2)]),
        input(4, at(2, 9), [l(1), l(2)]),
      ]),
    )
    expect(headings(html)).toEqual([])
    expect(html).toContain('Third place match')
    expect(html).toContain('Grand final')
  })

  it('heads a double-elimination stage’s halves: upper bracket, lower bracket and final', () => {
    const html = render(buildBracket(doubleElimination()))
    expect(headings(html)).toEqual(['Upper bracket', 'Lower bracket', 'Final'])
  })
})
