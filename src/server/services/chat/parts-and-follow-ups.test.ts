import { describe, expect, it } from 'vitest'
import { firstTurn, useDemoChat } from '../../../../tests/support/demo-chat'
import type { ChatTurn } from './types'

// Multi-part questions and follow-ups answered by the chat service with the local engine over the demo data
// (issue #17 items 1 to 3, decision 040 round 8): each part in order with its own page, a later part read as a
// follow-up of the parts before it. The phrasings are our own, none of an evaluation set.

describe('the chat answering several questions at once, and follow-ups', () => {
  const now = new Date()
  const site = 'https://bo5.example'
  const ask = useDemoChat(now)

  /** Where each of `texts` first appears in `response`; -1 when it does not. */
  const at = (response: string, ...texts: string[]) => texts.map((t) => response.indexOf(t))

  it('answers a later part that has a subject of its own about that subject, not the team before it', async () => {
    const answer = await ask('Where is Cobalt Tide from, and which CS2 team is ranked first')
    const [from, first] = at(answer.response, 'based in Brazil', 'Northwind Wolves are ranked #1')
    expect(from, answer.response).toBeGreaterThanOrEqual(0)
    expect(first, answer.response).toBeGreaterThan(from!)
    expect(answer.citations.slice(0, 2)).toEqual([
      `${site}/cs2/teams/cobalt-tide`,
      `${site}/cs2/teams/northwind-wolves`,
    ])
  })

  it('splits a list of questions joined by commas, and answers each in order with its page', async () => {
    const answer = await ask(
      'What tier is Granite Harbor, where are Steppe Comets from, and when do Cobalt Tide play next?',
    )
    const found = at(answer.response, 'Granite Harbor (GHB)', 'based in Kazakhstan', 'Cobalt Tide play')
    expect(
      found.every((i) => i >= 0),
      answer.response,
    ).toBe(true)
    expect([...found].sort((a, b) => a - b)).toEqual(found)
    expect(answer.citations[0]).toBe(`${site}/cs2/teams/granite-harbor`)
    expect(answer.citations[1]).toBe(`${site}/cs2/teams/steppe-comets`)
    expect(answer.citations[2]).toMatch(/\/cs2\/matches\/.*cobalt-tide/)
  })

  it('reads "A\'s role and B\'s role" and "A\'s role? and B\'s?" as one question per team', async () => {
    const both = await ask("Jade Meridian's jungler and Crimson Lanterns' jungler?")
    expect(both.response).toMatch(/Jade Meridian's jungler is \w+\. Crimson Lanterns' jungler is \w+\./)
    const elliptic = await ask("who is Jade Meridian's top laner? and Crimson Lanterns'?")
    expect(elliptic.response).toMatch(
      /Jade Meridian's top laner is \w+\. Crimson Lanterns' top laner is \w+\./,
    )
    // Each part's team page, in order (then a player's own page, which a role answer cites too).
    expect(elliptic.citations.slice(0, 2)).toEqual([
      `${site}/lol/teams/jade-meridian`,
      `${site}/lol/teams/crimson-lanterns`,
    ])
  })

  it('answers a question joined by "also" after a question mark as a question of its own', async () => {
    const answer = await ask('Vistula Owls roster? also what did the latest dota patch change')
    const [roster, patch] = at(answer.response, "Vistula Owls' active roster", 'update 7.42')
    expect(roster, answer.response).toBeGreaterThanOrEqual(0)
    expect(patch, answer.response).toBeGreaterThan(roster!)
    expect(answer.citations[0]).toBe(`${site}/cs2/teams/vistula-owls`)
    expect(answer.citations[1]).toMatch(/\/news\/dota-2-gameplay-update-7-42/)
  })

  it('says a part asks what the site does not store, and still answers the others', async () => {
    const answer = await ask("Northwind Wolves roster + who's their coach")
    expect(answer.response).toMatch(/^Northwind Wolves' active roster/)
    expect(answer.response).toContain('no coach information for Northwind Wolves')
    expect(answer.citations).toEqual([`${site}/cs2/teams/northwind-wolves`])
  })

  it('reads "those two" as the two teams the conversation named last', async () => {
    const answer = await ask('how have those two done against each other', [
      { role: 'user', content: 'which LoL team is top?' },
      { role: 'assistant', content: 'Jade Meridian are ranked #1 (/lol/teams/jade-meridian).' },
      { role: 'user', content: 'and the runner-up?' },
      { role: 'assistant', content: 'Silverpine Drakes are #2 (/lol/teams/silverpine-drakes).' },
    ])
    expect(answer.response).toMatch(/^Jade Meridian lead the head-to-head with Silverpine Drakes \d+-\d+/)
    expect(answer.citations).toContainEqual(
      expect.stringMatching(
        /\/lol\/matches\/(jade-meridian-vs-silverpine-drakes|silverpine-drakes-vs-jade-meridian)-/,
      ),
    )
  })

  it('reads "there" as the event the conversation is about', async () => {
    const answer = await ask('what was the prize money there?', [
      { role: 'user', content: 'who won Longship Masters Autumn?' },
      {
        role: 'assistant',
        content: 'Cobalt Tide won it (/cs2/events/longship-masters-autumn-2026-9400001).',
      },
    ])
    expect(answer.response).toContain('Longship Masters Autumn 2026 has a prize pool of')
    expect(answer.citations[0]).toBe(`${site}/cs2/events/longship-masters-autumn-2026-9400001`)
  })

  it('reads a word of a team written beside another as the name our stories give, not the team', async () => {
    // "obsidian five" is not Obsidian Heron: the stories write "Obsidian Five", a team no table holds.
    const answer = await ask('why did obsidian five replay a map?')
    expect(answer.response).not.toContain('Obsidian Heron')
    expect(answer.citations[0]).toMatch(/\/news\/obsidian-five-and-harbor-lights-replay-map/)
  })

  it('answers a list of roles asked of one team a role at a time, citing each player', async () => {
    const answer = await ask('crimson lanterns top laner, jungler & support')
    const [top, jungle, support] = at(answer.response, 'top laner is', 'jungler is', 'support is')
    expect(top).toBeGreaterThanOrEqual(0)
    expect(jungle).toBeGreaterThan(top!)
    expect(support).toBeGreaterThan(jungle!)
    expect(answer.citations.every((c) => /\/lol\/players\//.test(c))).toBe(true)
  })

  it('splits a part whose verb is left out and asks it of the new name', async () => {
    const dates = await ask('dates of the skyline winter main event and of the monolith winter main event')
    expect(dates.response).toMatch(
      /Skyline Masters Winter 2026: Main Event .* starts on .*Monolith Invitational Winter/,
    )
    expect(dates.citations).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/\/valorant\/events\/skyline-masters-winter-2026-/),
        expect.stringMatching(/\/dota2\/events\/monolith-invitational-winter-2026-/),
      ]),
    )
    const records = await ask(
      'record of cobalt tide vs steppe comets and northwind wolves vs aurora vanguard',
    )
    expect(records.response).toMatch(/Cobalt Tide and Steppe Comets .* over their \d+ finished meetings/)
    expect(records.response).toMatch(/Northwind Wolves lead the head-to-head with Aurora Vanguard/)
  })

  it('finds a tournament named by its game, season and stage, and "the Dota ones" as the same of another game', async () => {
    const answer = await ask('who won the cs2 autumn playoffs, and who won the valorant ones?')
    expect(answer.response).toMatch(
      /^Cobalt Tide won Longship Masters Autumn 2026.* Kestrel Nine won Skyline Masters/,
    )
  })

  it('asks the last question of another game, not of the story the last answer quoted', async () => {
    const answer = await ask('what about in dota?', [
      { role: 'user', content: 'what did the valorant patch change' },
      {
        role: 'assistant',
        content:
          'Valorant patch 11.10 shortens recon (/news/valorant-patch-11-10-tones-down-recon-utility-and).',
      },
    ])
    expect(answer.citations[0]).toMatch(/\/news\/dota-2-gameplay-update-7-42/)
    const parts = await ask('what changed in the lol patch and in the dota one')
    expect(parts.citations).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/\/news\/league-of-legends-patch-26-23/),
        expect.stringMatching(/\/news\/dota-2-gameplay-update-7-42/),
      ]),
    )
  })

  it('reads "the upper final" and "the lower final" as those rounds of the event talked about', async () => {
    const answer = await ask('ok and the upper final, who took that?', [
      { role: 'user', content: 'who won the skyline masters autumn playoffs' },
      { role: 'assistant', content: 'Kestrel Nine, 3-2 over Crescent Blades in the grand final.' },
    ])
    expect(answer.response).toMatch(
      /^Kestrel Nine beat Crescent Blades 2-0 .* in the upper bracket final of Skyline/,
    )
  })

  it("reads a player's earlier team, his team and how they are doing from the turns before", async () => {
    const before = await ask('did he play somewhere else before?', [
      { role: 'user', content: 'who plays mid for obsidian heron' },
      { role: 'assistant', content: "Obsidian Heron's mid laner is kilnshade (/dota2/players/kilnshade)." },
    ])
    expect(before.response).toMatch(/^The site saw kilnshade move from Coral Monsoon to Obsidian Heron on /)
    const team = await ask('and what about his team, when do they play?', [
      { role: 'user', content: 'oxvale stats' },
      { role: 'assistant', content: 'oxvale has a 1.05 rating (/cs2/players/oxvale).' },
    ])
    expect(team.response).toMatch(/^Aurora Vanguard play /)
    const form = await ask('are they any good lately?', [
      { role: 'user', content: "who's crescent blades' duelist" },
      {
        role: 'assistant',
        content: 'The site has no roles for Valorant players (/valorant/teams/crescent-blades).',
      },
    ])
    expect(form.response).toMatch(/^Crescent Blades have won \d+ of their last \d+ matches/)
  })

  it("reads a season or stage with no league of its own as the league talked about's", async () => {
    const parts = await ask('who won the monolith autumn playoffs, and who is in the winter main event?')
    expect(parts.response).toMatch(/Teams playing in Monolith Invitational Winter 2026: Main Event: /)
    const followUp = await ask('and when does the winter one start', [
      { role: 'user', content: 'who won skyline masters autumn' },
      { role: 'assistant', content: 'Kestrel Nine (/valorant/events/skyline-masters-autumn-2026-9400013).' },
    ])
    expect(followUp.response).toMatch(/^Skyline Masters Winter 2026: Main Event .* starts on /)
  })

  it('answers when two teams meet next in the event talked about with their meeting first', async () => {
    const answer = await ask('ok when is their next meeting', [
      { role: 'user', content: 'did steppe comets beat northwind wolves in the harbor pro series?' },
      { role: 'assistant', content: 'No — Northwind Wolves beat Steppe Comets 2-0.' },
    ])
    expect(answer.response).toMatch(
      /^(Steppe Comets vs Northwind Wolves|Northwind Wolves vs Steppe Comets) \(BO\d\) has not started yet/,
    )
  })

  it('reads a head-to-head asked of no one as the pair the conversation named', async () => {
    const answer = await ask("how's the h2h looking", [
      { role: 'user', content: 'next match for golden gale?' },
      {
        role: 'assistant',
        content:
          'Golden Gale play Kestrel Nine next (/valorant/matches/golden-gale-vs-kestrel-nine-9600390).',
      },
    ])
    expect(answer.response).toMatch(/^Kestrel Nine lead the head-to-head with Golden Gale /)
  })

  it("gives an event's setting first when the prize pool or the format is what a part asks", async () => {
    const answer = await ask(
      'is the skyline winter main event a lan? whats the prize pool of the monolith winter one',
    )
    expect(answer.response).toMatch(
      /^Skyline Masters Winter 2026 has a prize pool of [\d,]+ .*\. Monolith Invitational Winter 2026 has a prize pool of /,
    )
  })

  it('names the maps of the match talked about, in order with their winners, on its page', async () => {
    const first = await ask('cobalt tide vs northwind wolves harbor pro series result?')
    const history: ChatTurn[] = [
      { role: 'user', content: 'cobalt tide vs northwind wolves harbor pro series result?' },
      { role: 'assistant', content: first.response },
    ]
    const maps = await ask('on which maps?', history)
    expect(maps.response).toMatch(
      /^Cobalt Tide beat Northwind Wolves 2-0 .*The maps, in the order played: \w+ \(Cobalt Tide\) and \w+ \(Cobalt Tide\)\./,
    )
    expect(maps.citations[0]).toBe(first.citations[0])
    // A Dota 2 match has no maps: the answer stays the match's, with no list.
    const dota = await ask('maps of obsidian heron vs coral monsoon in the lowland open?')
    expect(dota.response).not.toMatch(/The maps/)
  })

  it("cites a meeting in a bracket's round with its event page, whose bracket shows the round", async () => {
    const answer = await ask('score of northwind wolves v cobalt tide, longship autumn grand final?')
    expect(answer.response).toMatch(/3-0/)
    expect(answer.citations.slice(0, 2)).toEqual([
      `${site}/cs2/matches/cobalt-tide-vs-northwind-wolves-9600343`,
      `${site}/cs2/events/longship-masters-autumn-2026-9400001`,
    ])
  })

  it('reads "the last one" after a record as the pair\'s last meeting, told from its winner\'s side', async () => {
    const history: ChatTurn[] = [
      { role: 'user', content: 'saffron sentinels vs coral monsoon h2h' },
      { role: 'assistant', content: 'Coral Monsoon lead the head-to-head with Saffron Sentinels 4-1.' },
    ]
    const answer = await ask('so who won the last one?', history)
    expect(answer.response).toMatch(/^Coral Monsoon beat Saffron Sentinels 2-1 /)
    expect(answer.citations[0]).toMatch(/\/dota2\/matches\/.*saffron-sentinels/)
  })

  it('splits a question joined by "y", "e", "et", "und" and answers each part in its language (round 14)', async () => {
    const answer = await ask('quais são os jogadores da Cobalt Tide e quando eles jogam?')
    expect(answer.response).toMatch(/^O elenco ativo de Cobalt Tide \(5 jogadores\)/)
    expect(answer.response).toMatch(/O próximo jogo de Cobalt Tide é contra /)
    expect(answer.response).not.toMatch(/inglês/)
    const german = await ask('wer spielt bei Northwind Wolves und wann spielen sie?')
    expect(german.response).toMatch(/^Der aktive Kader von Northwind Wolves/)
    expect(german.response).toMatch(/Das nächste Spiel von Northwind Wolves ist gegen /)
  })

  it("answers roles, ranks, a team's tournaments and a match's result in the question's language (round 14)", async () => {
    const cases: [string, RegExp][] = [
      ['¿quién es el jungla de Jade Meridian?', /^El jungler de Jade Meridian es Glimmerdusk\./],
      ['qual a posição do Polar Static no ranking?', /^Polar Static é o nº 4 dos 6 times de Valorant aqui/],
      [
        'welche Turniere spielt Cobalt Tide?',
        /^Cobalt Tide hat gespielt in Longship Masters Autumn 2026: Playoffs \(2 Spiele\)/,
      ],
      [
        'Coral Monsoon a battu Saffron Sentinels dans le bo2 de riverbend, non ?',
        /^Non — ce fut un match nul\. Coral Monsoon et Saffron Sentinels ont fait match nul 1-1 \(BO2\)/,
      ],
    ]
    for (const [question, expected] of cases) {
      const answer = await ask(question)
      expect(answer.response, question).toMatch(expected)
    }
  })

  it("reads a place asked with a game's name as that game's ranking, whatever words follow it (round 14)", async () => {
    const history: ChatTurn[] = [
      { role: 'user', content: 'how good are atlas ferns' },
      {
        role: 'assistant',
        content: 'Atlas Ferns are ranked #3 of the 6 Valorant teams here (/valorant/teams/atlas-ferns)',
      },
    ]
    const answer = await ask("and over in dota, who's 2nd there", history)
    expect(answer.response).toMatch(/^\S.* are ranked #2 of the \d+ Dota 2 teams here/)
  })

  // The page an answer cites first is the page of what the question is about (decision 040 round 15): the pair's
  // meetings for a head-to-head, the event named beside a declined prediction, the team beside another in the
  // ranking, the team a player plays for now, the player a story's sentence answers with, and the table of the
  // event a conversation was about.
  it("cites a head-to-head's next meeting, whose page shows the whole record, before a team's page", async () => {
    const meeting = /\/cs2\/matches\/(cobalt-tide-vs-steppe-comets|steppe-comets-vs-cobalt-tide)-/
    for (const [question, team] of [
      ['cobalt tide vs steppe comets all-time record', 'cobalt-tide'],
      ['how do steppe comets usually fare against cobalt tide', 'steppe-comets'],
    ] as const) {
      const answer = await ask(question)
      expect(answer.response, question).toMatch(/level at 3-3 over their 6 finished meetings/)
      expect(answer.citations, question).toEqual([
        expect.stringMatching(meeting),
        `${site}/cs2/teams/${team}`,
        expect.stringMatching(meeting),
      ])
    }
  })

  it('cites the event a declined prediction names, after the match', async () => {
    const answer = await ask('who takes the longship winter semi between cobalt tide and steppe comets')
    expect(answer.response).toMatch(/^I don't predict results\./)
    expect(answer.citations.slice(0, 2)).toEqual([
      expect.stringMatching(/\/cs2\/matches\/cobalt-tide-vs-steppe-comets-/),
      expect.stringMatching(/\/cs2\/events\/longship-masters-winter-2026-/),
    ])
  })

  it('names and cites the team right above or below one in the ranking', async () => {
    const below = await ask('which cs2 team sits just behind northwind wolves in the ranking')
    expect(below.response).toMatch(/Cobalt Tide are ranked #2 of the 6 Counter-Strike 2 teams/)
    expect(below.citations).toContain(`${site}/cs2/teams/cobalt-tide`)
    const above = await ask('whos one spot higher than cobalt tide in the cs2 rankings')
    expect(above.response).toMatch(/Northwind Wolves are ranked #1 of the 6 Counter-Strike 2 teams/)
    expect(above.citations).toContain(`${site}/cs2/teams/northwind-wolves`)
  })

  it('cites the team a player plays for now when correcting the team the question gives him', async () => {
    const answer = await ask('is fennowl still crimson lanterns top laner?')
    expect(answer.response).toMatch(/^No — Fennowl plays top for Jade Meridian now/)
    expect(answer.citations.slice(0, 2)).toEqual([
      `${site}/lol/players/fennowl`,
      `${site}/lol/teams/jade-meridian`,
    ])
  })

  it("cites the page of the player a story's sentence answers with", async () => {
    const now = await ask('who calls the shots for kestrel nine these days')
    expect(now.response).toMatch(/umberpike/)
    expect(now.citations.slice(0, 2)).toEqual([
      expect.stringMatching(/\/news\/kestrel-nine-hand-the-valorant-shotcalling/),
      `${site}/valorant/players/umberpike`,
    ])
    const before = await ask('who did it before him', [
      { role: 'user', content: 'who is kestrel nine shotcaller' },
      {
        role: 'assistant',
        content:
          "Haruto 'umberpike' Suzuki took over (/news/kestrel-nine-hand-the-valorant-shotcalling-to-haru)",
      },
    ])
    expect(before.response).toMatch(/wyrmsalt/)
    expect(before.citations).toContain(`${site}/valorant/players/wyrmsalt`)
  })

  it('answers how someone the last story quoted reacted from that story, citing it', async () => {
    const answer = await ask('how did she react', [
      { role: 'user', content: 'is the harbor pro series changing its map pool' },
      {
        role: 'assistant',
        content:
          'Yes, one map goes and one comes back; Granite Harbor coach Elin Marrow welcomed it (/news/harbor-pro-series-rotates-its-counter-strike-map-p)',
      },
    ])
    expect(answer.response).toMatch(/Half the league banned the same map every week/)
    expect(answer.citations[0]).toMatch(/\/news\/harbor-pro-series-rotates-its-counter-strike-map-p/)
  })

  it('reads a place asked in a table of the event the conversation was about', async () => {
    const history: ChatTurn[] = [
      { role: 'user', content: 'longship masters autumn winner?' },
      {
        role: 'assistant',
        content:
          'Cobalt Tide won Longship Masters Autumn 2026 (/cs2/events/longship-masters-autumn-2026-9400001)',
      },
    ]
    const spot = await ask('and what spot did steppe comets end up in the group stage', history)
    expect(spot.response).toMatch(/^Steppe Comets are 3rd of 4 in Longship Masters Autumn 2026: Group Stage/)
    const topped = await ask('did aurora vanguard at least top their group?', history)
    expect(topped.response).toMatch(/^No — /)
    expect(topped.response).toMatch(
      /Northwind Wolves top the Longship Masters Autumn 2026: Group Stage standings/,
    )
    expect(topped.citations[0]).toMatch(/\/cs2\/events\/longship-masters-autumn-2026-/)
    // "Which team topped it?" asks the table's first place, not about the team the last answer named.
    const first = await ask('and which team finished top of the group stage', history)
    expect(first.response).toMatch(
      /^Northwind Wolves (are 1st of 4 in|top the) Longship Masters Autumn 2026: Group Stage/,
    )
  })

  it('reads a round asked with no event as a round of the event the conversation was about', async () => {
    const history: ChatTurn[] = [
      { role: 'user', content: 'which team took the monolith invitational autumn title?' },
      {
        role: 'assistant',
        content:
          'Coral Monsoon won the Monolith Invitational Autumn 2026 playoffs (/dota2/events/monolith-invitational-autumn-2026-9400009)',
      },
    ]
    const answer = await ask('and who was their opponent in the final?', history)
    expect(answer.response).toMatch(/Saffron Sentinels/)
    expect(answer.response).toMatch(/3-1/)
    expect(answer.response).not.toMatch(/^Coral Monsoon's last match/)
  })

  it('answers when two teams last met with that meeting first, in words of meeting', async () => {
    for (const question of [
      'when did cobalt tide and aurora vanguard last play each other',
      'last time aurora vanguard faced cobalt tide?',
    ]) {
      const answer = await ask(question)
      expect(answer.response, question).toMatch(/^(Cobalt Tide|Aurora Vanguard) (beat|had a)/)
      expect(answer.citations[0], question).toMatch(
        /\/cs2\/matches\/(aurora-vanguard-vs-cobalt-tide|cobalt-tide-vs-aurora-vanguard)-/,
      )
    }
  })

  it('answers "have they ever really beaten them" after a next match with the two teams\' record', async () => {
    const history = await firstTurn(ask, 'when do aurora vanguard play next?')
    const answer = await ask('have they ever really beaten them?', history)
    expect(answer.response).toMatch(
      /^\w[\w ]+ lead the head-to-head with \w[\w ]+ \d+-\d+ over their \d+ finished meetings/,
    )
    expect(answer.response).toMatch(/Aurora Vanguard/)
  })
})

// Round 19 of decision 040: who leads a statistic among the players of the team talked about.
describe('the chat on the leader of a statistic among the team talked about', () => {
  const ask = useDemoChat(new Date('2026-11-28T15:00:00Z'))

  it('reads "who on that team gets the most X" as the team\'s players, not teams', async () => {
    const history = await firstTurn(ask, 'how good are Northwind Wolves?')
    const answer = await ask('who on that team gets the most kills per round', history)
    expect(answer.response).toMatch(/^\w+ has the highest kills per round on Northwind Wolves/)
  })

  it('still reads "which team has the best rating" as asking for a team', async () => {
    const answer = await ask('which cs2 team has the best rating?')
    expect(answer.response).not.toMatch(/has the highest rating/)
  })
})

// Round 19 of decision 040: "who tops X" is the leader of X's table, and a later part's "them" is that team.
describe('the chat on who tops a table, and a part after it', () => {
  const ask = useDemoChat(new Date('2026-11-28T15:00:00Z'))

  it("names the table's leader, then answers the next part of that team", async () => {
    const answer = await ask('Who tops the Redline Pro League, and who is their best player by ACS?')
    const leader = answer.response.match(/^([\w ]+?) top the Redline Pro League/)?.[1]
    expect(leader, answer.response).toBeDefined()
    expect(answer.response).toContain(`has the highest ACS on ${leader}`)
    expect(answer.citations[0]).toMatch(/\/valorant\/events\/redline-pro-league/)
  })
})
