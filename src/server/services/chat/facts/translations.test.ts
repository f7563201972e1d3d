import { describe, expect, it } from 'vitest'
import { detectLanguage } from '../language'
import { articleFact } from './article'
import { eventWinnerTranslations } from './event'
import {
  headToHeadTranslations,
  nextMeetingsTranslations,
  noPredictionTranslations,
  playerProfileTranslations,
  rosterTranslations,
  standingsTranslations,
  teamProfileTranslations,
  teamStandingTranslations,
  tournamentTranslations,
} from './translations'

const roster = [
  { name: 'Junipyr', firstName: 'Do-yoon', lastName: 'Yoon', role: 'sup' },
  { name: 'Fennowl', firstName: 'Ji-hoon', lastName: 'Choi', role: 'top' },
]

describe('the fact sentences in the chat’s other languages', () => {
  // Decision 040, round 9: who won an event, in each language; nothing before it is decided.
  it('say who won an event and how in each language, names, score and date unchanged', () => {
    const final = {
      game: 'lol',
      status: 'finished',
      startsAt: new Date('2026-11-19T15:00:00Z'),
      matchType: 'best_of',
      numberOfGames: 5,
      team1PandascoreId: 1,
      team1Name: 'Maple Circuit',
      team1Score: 1,
      team2PandascoreId: 2,
      team2Name: 'Andes Condors',
      team2Score: 3,
      winnerPandascoreId: 2,
      forfeit: false,
      draw: false,
      rescheduled: false,
      tournamentName: 'Meadowgate Open 2026: Playoffs',
    }
    const said = eventWinnerTranslations(
      'Meadowgate Open 2026',
      { match: final, known: true },
      'Andes Condors',
    )
    expect(said?.es).toBe(
      'Andes Condors ganó Meadowgate Open 2026, tras vencer a Maple Circuit 3-1 en la gran final el 19 de noviembre de 2026.',
    )
    expect(said?.de).toBe(
      'Andes Condors hat Meadowgate Open 2026 gewonnen, 3-1 gegen Maple Circuit im großen Finale am 19. November 2026.',
    )
    for (const language of ['es', 'pt', 'fr', 'de'] as const) {
      expect(detectLanguage(said?.[language] ?? ''), said?.[language]).toBe(language)
    }
    const upcoming = {
      ...final,
      status: 'not_started',
      team1Score: null,
      team2Score: null,
      winnerPandascoreId: null,
    }
    expect(
      eventWinnerTranslations('Meadowgate Open 2026', { match: upcoming, known: true }, undefined),
    ).toBeUndefined()
  })

  // Decision 040, round 6: a prediction is declined in the question's language, with the record in it too.
  it('decline a prediction and give the record between two teams in each language, names and scores unchanged', () => {
    const next = {
      opponentName: 'Andes Condors',
      matchDate: new Date('2026-12-03T18:30:00Z'),
      tournamentName: 'Summit Rift Championship Winter 2026: Main Event',
    }
    const declined = noPredictionTranslations('Maple Circuit', 'Andes Condors', next)
    expect(declined.es).toBe(
      'No pronostico resultados. Maple Circuit juega contra Andes Condors el 3 de diciembre de 2026 a las 18:30 UTC, en Summit Rift Championship Winter 2026: Main Event; esto es lo que importa.',
    )
    const meetings = [
      {
        result: 'loss',
        scoreTeam: 1,
        scoreOpponent: 2,
        matchDate: new Date('2026-11-02T15:00:00Z'),
        tournamentName: 'Spring Cup',
      },
      {
        result: 'loss',
        scoreTeam: 0,
        scoreOpponent: 2,
        matchDate: new Date('2026-10-02T15:00:00Z'),
        tournamentName: 'Spring Cup',
      },
      {
        result: 'win',
        scoreTeam: 2,
        scoreOpponent: 0,
        matchDate: new Date('2026-09-02T15:00:00Z'),
        tournamentName: null,
      },
    ]
    const record = headToHeadTranslations('Maple Circuit', 'Andes Condors', meetings)
    expect(record?.pt).toBe(
      'Andes Condors lidera o retrospecto contra Maple Circuit por 2-1 em 3 confrontos encerrados. O último, em 2 de novembro de 2026, foi uma vitória por 2-1 do Andes Condors no Spring Cup.',
    )
    for (const sentences of [declined, record ?? {}]) {
      for (const [language, sentence] of Object.entries(sentences)) {
        expect(detectLanguage(sentence), sentence).toBe(language)
      }
    }
    expect(headToHeadTranslations('Maple Circuit', 'Andes Condors', [])).toBeUndefined()
  })

  it('name the next meetings in each language, so a translated record keeps the pages that show it', () => {
    const next = [
      { matchDate: new Date('2026-12-03T15:00:00Z'), tournamentName: 'Spring Cup' },
      { matchDate: new Date('2026-12-09T15:00:00Z'), tournamentName: null },
    ]
    const sentences = nextMeetingsTranslations('Maple Circuit', 'Andes Condors', next) ?? {}
    expect(sentences.es).toBe(
      'Maple Circuit y Andes Condors se enfrentan de nuevo el 3 de diciembre de 2026 en Spring Cup, luego el 9 de diciembre de 2026.',
    )
    for (const [language, sentence] of Object.entries(sentences)) {
      expect(detectLanguage(sentence), sentence).toBe(language)
    }
    expect(nextMeetingsTranslations('Maple Circuit', 'Andes Condors', [])).toBeUndefined()
  })

  it('write the roster in each language, names, real names and roles unchanged, in position order', () => {
    const sentences = rosterTranslations('Jade Meridian', roster)
    expect(sentences.es).toBe(
      'La plantilla activa de Jade Meridian (2 jugadores): Fennowl (Ji-hoon Choi, top) y Junipyr (Do-yoon Yoon, support).',
    )
    for (const [language, sentence] of Object.entries(sentences)) {
      expect(sentence).toContain('Fennowl (Ji-hoon Choi, top)')
      expect(detectLanguage(sentence), sentence).toBe(language)
    }
    expect(rosterTranslations('Ghosts', [])).toEqual({})
  })

  it("write a team's profile with its game, place and tier as the data has them", () => {
    const sentences = teamProfileTranslations({
      name: 'Northwind Wolves',
      acronym: 'NWW',
      location: 'Sweden',
      currentVideogame: 'cs2',
      tier: 'tier-1',
    })
    expect(sentences.pt).toBe(
      'Northwind Wolves (NWW) é um time de Counter-Strike 2 sediado em Sweden, Tier 1.',
    )
    expect(sentences.de).toBe('Northwind Wolves (NWW) ist ein Counter-Strike 2-Team aus Sweden, Tier 1.')
    for (const [language, sentence] of Object.entries(sentences)) {
      expect(detectLanguage(sentence), sentence).toBe(language)
    }
  })

  it("write a player's profile, a tournament and a table, names, dates' numbers and records unchanged", () => {
    const player = playerProfileTranslations({
      name: 'Fennowl',
      firstName: 'Ji-hoon',
      lastName: 'Choi',
      role: 'top',
      nationality: 'South Korea',
      currentVideogame: 'lol',
      team: { name: 'Jade Meridian', currentVideogame: 'lol' },
    })
    expect(player.es).toBe(
      'Fennowl (Ji-hoon Choi) es un jugador de League of Legends de South Korea que juega de top en Jade Meridian.',
    )
    const tournament = tournamentTranslations(
      {
        name: 'Longship Masters Winter 2026: Main Event',
        tier: 'tier-1',
        game: 'cs2',
        beginAt: new Date('2026-12-01T00:00:00Z'),
        endAt: new Date('2026-12-23T00:00:00Z'),
      },
      new Date('2026-11-21T12:00:00Z'),
    )
    expect(tournament.fr).toBe(
      'Longship Masters Winter 2026: Main Event est un tournoi Tier 1 de Counter-Strike 2 qui commence le 1 décembre 2026 et se termine le 23 décembre 2026.',
    )
    const rows = [
      { rank: 1, teamName: 'Northwind Wolves', wins: 9, losses: 3, ties: null },
      { rank: 2, teamName: 'Vistula Owls', wins: 3, losses: 9, ties: null },
    ]
    expect(standingsTranslations('Harbor Pro Series', rows).de).toBe(
      'Northwind Wolves führt die Tabelle von Harbor Pro Series an (9-3). Die Tabelle: 1. Northwind Wolves (9-3), 2. Vistula Owls (3-9). Vistula Owls ist Letzter, Platz 2.',
    )
    expect(teamStandingTranslations('Harbor Pro Series', rows[1]!, 2).pt).toBe(
      'Vistula Owls está em 2º de 2 no Harbor Pro Series (3-9).',
    )
    for (const sentences of [player, tournament, standingsTranslations('Harbor Pro Series', rows)]) {
      for (const [language, sentence] of Object.entries(sentences)) {
        expect(detectLanguage(sentence), sentence).toBe(language)
      }
    }
  })

  it("frame a story in each language and quote the story's own words as written", () => {
    const story = {
      title: 'Quarry Sparrows sign a support',
      summary: 'Quarry Sparrows have signed support player "tallow" from Lowmoor.',
      publishedAt: new Date('2026-11-20T10:00:00Z'),
    }
    const { translations } = articleFact(story, { kind: 'latest', topic: { mentioning: 'Quarry Sparrows' } })
    expect(translations.es).toBe(
      'El artículo más reciente sobre Quarry Sparrows es "Quarry Sparrows sign a support", publicado el 20 de noviembre de 2026. Dice: "Quarry Sparrows have signed support player \'tallow\' from Lowmoor."',
    )
    expect(translations.de).toContain('veröffentlicht am 20. November 2026')
    for (const [language, sentence] of Object.entries(translations)) {
      expect(detectLanguage(sentence.split(' Dice:')[0]!), sentence).toBe(language)
    }
  })
})
