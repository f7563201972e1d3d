import { describe, expect, it } from 'vitest'
import { useDemoChat } from '../../../../tests/support/demo-chat'
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

describe('detectLanguage: English words other languages share', () => {
  it('reads "all time" as English, though "time" is Portuguese for team', () => {
    expect(detectLanguage('golden gale verdant pulse all time')).toBe('en')
    expect(detectLanguage('qual é o melhor time do Brasil')).toBe('pt')
    // "le" is Spanish too: "quoi" says French.
    expect(detectLanguage('le roster de jade meridian, il change quoi')).toBe('fr')
  })
})

describe('withEnglishCues', () => {
  it('reads stages, roles, a loss and "what happened with X" in the other languages', () => {
    expect(withEnglishCues('quién ganó la fase de grupos', 'es')).toContain('group stage')
    expect(withEnglishCues('quem é o suporte deles', 'pt')).toContain('support')
    expect(withEnglishCues('ils ont perdu la finale contre eux ?', 'fr')).toContain('lost to')
    expect(withEnglishCues('haben sie gegen Polar Static verloren', 'de')).toContain('lost to')
    expect(withEnglishCues('was ist eigentlich mit Upvale passiert', 'de')).toContain('what happened')
  })

  it('names head-to-head, best player, signings, patches and standings in English too', () => {
    expect(withEnglishCues('historial entre Cobalt Tide y Granite Harbor', 'es')).toContain('head to head')
    expect(withEnglishCues('Quem o Cobalt Tide contratou?', 'pt')).toContain('signed')
    expect(withEnglishCues('Qui est le meilleur joueur de Kestrel Nine ?', 'fr')).toContain('best player')
    expect(withEnglishCues('Wie steht Cobalt Tide in der Tabelle?', 'de')).toContain('standings')
  })

  // Round 8 of decision 040: a claimed win or final, what happened, an edition's season and a place in a table.
  it.each([
    ['¿Es verdad que Granite Harbor le ganó a Vistula Owls en la final?', 'es', ['beat', 'final']],
    ['o Granite Harbor venceu o Vistula Owls na final do Frontier Open?', 'pt', ['beat', 'final']],
    ['Granite Harbor a battu Vistula Owls en finale ?', 'fr', ['beat', 'final']],
    ['Hat Granite Harbor Vistula Owls im Finale geschlagen?', 'de', ['beat', 'final']],
    ['¿qué pasó con Vistula Owls en el Frontier Open?', 'es', ['what happened']],
    ['o que aconteceu com o Vistula Owls no Frontier Open?', 'pt', ['what happened']],
    ['Wer hat im Herbst die Harbor Pro Series gewonnen?', 'de', ['who won', 'autumn']],
    ['quem venceu a Harbor Pro Series de outono', 'pt', ['who won', 'autumn']],
    ['¿quién lidera la Harbor Pro Series?', 'es', ['standings']],
    ['quem está em último lugar na Harbor Pro Series', 'pt', ['standings']],
    ['qui est troisième du Frontier Open', 'fr', ['standings']],
    ['Wer ist Letzter in der Harbor Pro Series?', 'de', ['standings']],
    ['Welches Dota-Team ist am schlechtesten?', 'de', ['the worst team']],
    ['qual é o pior time de Valorant?', 'pt', ['the worst team']],
  ] as const)('%s (%s) → %s', (question, language, cues) => {
    for (const cue of cues) expect(withEnglishCues(question, language)).toContain(cue)
  })

  it('reads French "été" as the season only with an article', () => {
    expect(withEnglishCues('Qui a été le meilleur joueur de Vistula Owls ?', 'fr')).not.toContain('summer')
    expect(withEnglishCues("Qui a gagné le Frontier Open d'été ?", 'fr')).toContain('summer')
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

describe('an English question with one word other languages share', () => {
  it('stays English when "as" is its only function word', () => {
    expect(detectLanguage('crimson lanterns signed petra as head coach?')).toBe('en')
  })
})

// Round 19 of decision 040: "the most" or "the best" beside a statistic asks who leads it, in every language.
describe("a statistic's leader asked in another language", () => {
  const ask = useDemoChat(new Date('2026-11-28T15:00:00Z'))

  it.each([
    ['¿Qué jugador de Jade Meridian tiene el KDA más alto?', 'es'],
    ['Quem tem mais GPM no Obsidian Heron?', 'pt'],
    ['Qui a le meilleur rating chez Steppe Comets ?', 'fr'],
    ['Wer hat die meisten ACS bei Polar Static?', 'de'],
  ] as const)('reads %j (%s) as asking the highest', (question, language) => {
    expect(withEnglishCues(question, language)).toContain('highest')
  })

  it('does not read "the most" with no statistic as one', () => {
    expect(withEnglishCues('¿Quién es el equipo más fuerte?', 'es')).not.toContain('highest')
  })

  it("answers with the team's leader of that statistic and its page", async () => {
    const answer = await ask('¿Qué jugador de Jade Meridian tiene el KDA más alto?')
    expect(answer.response).toMatch(/has the highest KDA on Jade Meridian/)
    expect(answer.citations).toContain('https://bo5.example/lol/teams/jade-meridian')
  })
})

// Round 19 of decision 040: "now" beside a ranking or a table's place is the ranking as it stands, not live.
describe('a ranking asked "now" in another language', () => {
  const ask = useDemoChat(new Date('2026-11-28T15:00:00Z'))

  it('keeps "live now" for a question about the matches being played', () => {
    expect(withEnglishCues('¿quién juega ahora mismo?', 'es')).toContain('live now')
    expect(withEnglishCues('o melhor time está jogando ao vivo agora mesmo?', 'pt')).toContain('live now')
  })

  it('drops it beside a ranking or a place in a table', () => {
    expect(withEnglishCues('¿cuál es el mejor equipo de LoL ahora mismo?', 'es')).not.toContain('live now')
    expect(withEnglishCues('qui est dernier de la Harbor Pro Series en ce moment', 'fr')).not.toContain(
      'live now',
    )
  })

  it('answers the ranking, not the live matches', async () => {
    const answer = await ask('¿cuál es el mejor equipo de LoL ahora mismo?')
    expect(answer.response).toMatch(/es el n\.º 1 de los \d+ equipos de League of Legends/)
    expect(answer.citations[0]).toMatch(/\/lol\/teams\//)
  })
})
