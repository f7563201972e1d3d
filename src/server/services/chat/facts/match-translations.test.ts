import { describe, expect, it } from 'vitest'
import {
  formTranslations,
  headToHeadRecordTranslations,
  lastMatchTranslations,
  nextMatchTranslations,
} from './match-translations'

const next = {
  opponentName: 'Granite Harbor',
  tournamentName: 'Frontier Open Cup Circuit 2026',
  matchDate: new Date('2026-11-28T15:00:00Z'),
  result: null,
  scoreTeam: null,
  scoreOpponent: null,
}
const won = { ...next, opponentName: 'Steppe Comets', result: 'win', scoreTeam: 2, scoreOpponent: 1 }
const lost = { ...won, opponentName: 'Cobalt Tide', result: 'loss', scoreTeam: 0, scoreOpponent: 3 }

describe('match sentences in es/pt/fr/de', () => {
  it('gives the next match with the date written the language’s way, in UTC, names unchanged', () => {
    const t = nextMatchTranslations('Northwind Wolves', next)
    expect(t.es).toBe(
      'El próximo partido de Northwind Wolves es contra Granite Harbor, el 28 de noviembre de 2026 a las 15:00 UTC, en Frontier Open Cup Circuit 2026.',
    )
    expect(t.pt).toContain('em 28 de novembro de 2026 às 15:00 UTC')
    expect(t.fr).toContain('le 28 novembre 2026 à 15:00 UTC')
    expect(t.de).toContain('am 28. November 2026 um 15:00 UTC')
  })

  it('keeps the score as the site writes it, the team the sentence is about first', () => {
    const t = lastMatchTranslations('Cobalt Tide', won)
    expect(t.es).toContain('una victoria 2-1 sobre Steppe Comets')
    expect(t.de).toContain('Sieg 2-1 gegen Steppe Comets')
    expect(lastMatchTranslations('Northwind Wolves', lost).fr).toContain('une défaite 0-3 contre Cobalt Tide')
  })

  it('counts a head-to-head and the Recent Form in every language', () => {
    expect(headToHeadRecordTranslations('Northwind Wolves', 'Cobalt Tide', [won, lost, lost]).pt).toBe(
      'Contra Cobalt Tide, Northwind Wolves venceu 1 e perdeu 2 das últimas 3 partidas.',
    )
    const form = formTranslations('Kestrel Nine', [won, won, lost])
    expect(form?.de).toContain('Kestrel Nine hat 2 der letzten 3 Spiele gewonnen (67%)')
    expect(form?.es).toContain('del más reciente al más antiguo: victoria, victoria, derrota.')
    expect(formTranslations('Kestrel Nine', [])).toBeUndefined()
  })
})
