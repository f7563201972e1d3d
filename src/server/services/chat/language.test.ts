import { describe, expect, it } from 'vitest'
import { detectLanguage, withEnglishCues } from './language'

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

describe('withEnglishCues', () => {
  it('adds the English words of what a question in another language asks, leaving its names as written', () => {
    expect(withEnglishCues('¿Cuándo juega Cobalt Tide su próximo partido?', 'es')).toBe(
      '¿Cuándo juega Cobalt Tide su próximo partido? (next match)',
    )
    expect(withEnglishCues('Quem são os jogadores do Jade Meridian?', 'pt')).toBe(
      'Quem são os jogadores do Jade Meridian? (roster)',
    )
    expect(withEnglishCues("Qui a gagné le dernier match d'Obsidian Heron ?", 'fr')).toBe(
      "Qui a gagné le dernier match d'Obsidian Heron ? (last match results, who won)",
    )
    expect(withEnglishCues('Wer ist der Trainer von Kestrel Nine?', 'de')).toBe(
      'Wer ist der Trainer von Kestrel Nine? (coach)',
    )
  })

  it('leaves an English question, and one asking nothing it knows, as it is', () => {
    expect(withEnglishCues('Who plays for Kestrel Nine?', 'en')).toBe('Who plays for Kestrel Nine?')
    expect(withEnglishCues('Hola', 'es')).toBe('Hola')
  })
})
