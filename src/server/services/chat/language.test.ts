import { describe, expect, it } from 'vitest'
import { detectLanguage } from './language'

describe('detectLanguage', () => {
  it.each([
    ['When do Northwind Wolves play next?', 'en'],
    ['¿Cuándo juega el próximo partido Cobalt Tide?', 'es'],
    ['cuando juega cobalt tide', 'es'],
    ['Quem é o melhor jogador do Jade Meridian?', 'pt'],
    ['Quando o Obsidian Heron joga de novo?', 'pt'],
    ["Qui a gagné le dernier match de l'équipe Kestrel Nine ?", 'fr'],
    ['Quels sont les joueurs de Vistula Owls ?', 'fr'],
    ['Wer spielt für Northwind Wolves?', 'de'],
    ['Wann ist das nächste Spiel von Granite Harbor?', 'de'],
  ])('reads %j as %s', (question, language) => {
    expect(detectLanguage(question)).toBe(language)
  })

  it('answers English when nothing but names and numbers are given', () => {
    expect(detectLanguage('Kestrel Nine')).toBe('en')
    expect(detectLanguage('NWW vs CBT 2026')).toBe('en')
    expect(detectLanguage('')).toBe('en')
  })

  it('is not swayed by a foreign-looking name in an English question', () => {
    expect(detectLanguage('Who is the captain of Los Halcones de Plata?')).toBe('en')
    expect(detectLanguage('What did Der Klub win in 2025?')).toBe('en')
  })
})
