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
    ["Donne-moi l'adresse du site de Vistula Owls", 'fr'],
    ['Gib mir die Tabelle der Harbor Pro Series', 'de'],
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
  it('names head-to-head, best player, signings, patches and standings in English too', () => {
    expect(withEnglishCues('historial entre Cobalt Tide y Granite Harbor', 'es')).toContain('head to head')
    expect(withEnglishCues('Quem o Cobalt Tide contratou?', 'pt')).toContain('signed')
    expect(withEnglishCues('Qui est le meilleur joueur de Kestrel Nine ?', 'fr')).toContain('best player')
    expect(withEnglishCues('Wie steht Cobalt Tide in der Tabelle?', 'de')).toContain('standings')
  })

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

  // Round 6 of decision 040: "who will win", the best team and a record between two teams, in each language.
  it.each([
    ['¿Quién va a ganar entre Maple Circuit y Andes Condors?', 'es', 'who will win'],
    ['Quem vence, Vistula Owls ou Aurora Vanguard?', 'pt', 'who will win'],
    ['Qui remportera la finale entre Polar Static et Golden Gale ?', 'fr', 'who will win'],
    ['Wer gewinnt morgen, Baltic Forge oder Highland Embers?', 'de', 'who will win'],
    ['¿Cuál es el mejor equipo de LoL ahora mismo?', 'es', 'the best team'],
    ['Qual é o melhor time de Valorant?', 'pt', 'the best team'],
    ['Quelle est la meilleure équipe de CS2 ?', 'fr', 'the best team'],
    ['Welche Mannschaft ist die beste in Dota 2?', 'de', 'the best team'],
    ['¿Es Baltic Forge el número uno de Dota 2?', 'es', 'ranked first'],
    ["Le bilan d'Atlas Ferns contre Golden Gale ?", 'fr', 'head to head'],
    ['Bilanz zwischen Maple Circuit und Andes Condors', 'de', 'head to head'],
  ] as const)('reads %j (%s) with %j', (question, language, cue) => {
    expect(withEnglishCues(question, language)).toContain(cue)
  })

  it('keeps a plural "best teams" a list, not one team', () => {
    expect(withEnglishCues('¿Cuáles son los mejores equipos de CS2?', 'es')).toContain('best teams')
    expect(withEnglishCues('¿Cuáles son los mejores equipos de CS2?', 'es')).not.toContain('the best team')
  })

  it('leaves an English question, and one asking nothing it knows, as it is', () => {
    expect(withEnglishCues('Who plays for Kestrel Nine?', 'en')).toBe('Who plays for Kestrel Nine?')
    expect(withEnglishCues('Hola', 'es')).toBe('Hola')
  })
})
