import { describe, expect, it } from 'vitest'
import { revealsResult, storySpoilers } from './spoiler-text'

describe('revealsResult (spoiler-free mode hides news that states a result)', () => {
  it.each([
    // Scorelines.
    'Northwind Wolves beat Cobalt Tide 2-1 to lift the Frontier Open',
    'Copperline take Ancient 16–12 on Mirage',
    'The decider ended 13:7 for Golden Gale',
    'Granite Harbor 0 - 2 Kestrel Row: a recap',
    // A result verb aimed at a named opponent (the demo feeds' headlines, and the local engine's rewrites).
    'Solar Flare beat Nightjar 13-9 on Lotus to open the Crescent Masters',
    'Solar Flare Crushes Nightjar 13-9 on Lotus to open the Crescent Masters: Breaking Down the Play',
    'Crimson Lanterns sweep Maple Circuit in the Summit Rift Championship playoffs',
    'Golden Gale edge Polar Static in a three-map Valorant decider',
    'Kestrel Row stun Northwind Wolves in Meridian Cup upper-bracket final',
    'Underdogs Stuns Solstice in a huge upset: Breaking Down the Play',
    'Vistula Owls force overtime twice to beat Northwind Wolves in CS2',
    'Northwind Wolves Defeat Granite Harbor In Frostline Final',
    'Ember Hollow downed by nobody: Stormglass outlasted Ninefold in triple overtime',
    // The loser's side.
    'Granite Harbor eliminated from the Frostline Masters',
    'Cobalt Tide knocked out of the Meridian Cup',
    'Nightjar fall to Solar Flare in the lower bracket',
    'Polar Static bow out in the group stage',
    'Dmitri "Vex" Orlov leaves Ancient Forge after Dota 2 playoff exit',
    // Prizes and titles.
    'Highland Embers win the Riverbend Dota League with a week to spare',
    'Glasshouse lift the Crescent Masters trophy',
    'Jade Meridian won the grand final in five games',
    'Vireo named MVP after Glasshouse claim the title',
    'Kestrel Row crowned Meridian Cup champions',
    'Lotus Circuit finished as runners-up in the Highlands League',
    'Aurora Vanguard become back-to-back champions',
    // Going through.
    'Steppe Comets reach the Longship Masters CS2 playoffs on round difference',
    'Silverpine Dynasty clinch Continental Finals berth in five-game LoL thriller',
    'Aurora Vanguard sweep Silverpine Dynasty to reach Highlands League final',
    'Eastern Gauntlet qualifier: Copperline and Moonwake Collective advance',
    'Emberfall book their ticket to the Solstice Invitational playoffs',
    'Moonwake Collective qualify for Riftstone Open',
    'Ironveil Challengers: Glasshouse qualify after Zoé "Pixel" Marchetti\'s 40-kill map',
    // Wins and losses as nouns, runs and standings.
    'Stormglass set a Dota 2 record with a 13-minute win',
    "Lumi's first victory of the split",
    'Atlas Ferns complete a reverse sweep against Verdant Pulse',
    'Steppe Comets remain unbeaten after week three',
    'Obsidian Heron top their Monolith Invitational Dota 2 group without dropping a game',
    'Granite Harbor finish last in Group B after a loss to Cobalt Tide',
    // Article text, not only headlines.
    'It was a long night in Port Selden. In the end Cobalt Tide took the series and a place in the final.',
  ])('flags "%s"', (text) => {
    expect(revealsResult(text)).toBe(true)
  })

  it.each([
    // Roster moves.
    'Iron Lantern sign AWPer Duarte "pyre" Salgado from Saltmarsh Esports',
    'Rafael "Cinder" Duarte joins Aurora Vanguard as LoL head coach',
    'Kestrel Nine hand the Valorant shotcalling to Haruto "umberpike" Suzuki',
    'Baltic Forge release Dota 2 carry Rihards "egretspark" Kalniņš',
    'Jade Meridian extend top laner Ji-hoon "Fennowl" Choi until 2028',
    'Crimson Tide Gaming bench Lior "Static" Adler before Frostline playoffs',
    'Marcus "Ravel" Whitfield steps down after eight LoL seasons',
    'Esports org signs 3-year deal with an energy drink sponsor',
    // Patches, guides and stats.
    'Dota 2 gameplay update 7.42 shakes up the jungle and Roshan timings',
    'League of Legends patch 26.23 notes: dragon soul changes and item cuts',
    'Valorant patch 11.10 tones down recon utility and buffs shotguns',
    'Guide: how to beat an eco round on Ancient',
    'Why win rate is a misleading stat for Dota 2 supports',
    'Why pros still play 4:3 stretched in CS2',
    'CS2 update adds 128-tick servers for 5v5 and 1v1 modes',
    // Schedules, formats, previews and business.
    'Meridian Cup CS2 qualifier bracket set: sixteen teams chase four spots',
    'Skyforge Championship playoff bracket: Ember Hollow face Ninefold',
    'Frostline Masters announces Port Selden as CS2 finals venue',
    'Crescent Masters reveals Valorant finals ticket dates — and a fan zone',
    'Grand final on November 20-22, doors open at 15:00 CET',
    'Bo3 format confirmed for the top 8, tickets from $25-40',
    'Solstice Invitational seeds revealed: Emberfall land in the group of death',
    'Who will win the Frostline Masters? Our predictions',
    'Can Northwind Wolves beat Kestrel Row in the final?',
    'Stormglass favourites to win the Skyforge Championship',
    'VCT Champions 2027 venue announced',
    'Group B looks kinder: Silverpine Dynasty are favourites, with Lotus Circuit the likely runners-up.',
    'Highlands League reaches its final week with three teams in contention',
    'Arena Northwind opens a 2,000-seat esports venue in Port Selden',
    'Industry report: regional league viewership up 18 percent this autumn',
    'A 24-hour charity stream raises funds for grassroots events',
    'The 2025-26 season kicks off on 2026-01-15 with 2-3 weeks of qualifiers',
    'Star midlaner wins the hearts of the home crowd',
    'Glasshouse top the Valorant power rankings',
    'Fans upset over ticket prices for the Frostline finals',
    'Ingrid "Halo" Vestby becomes the first player to 10,000 Frostline kills',
    'Tickets must be bought in advance.',
    'Harbor Lights hire qualified analyst from Iron Lantern',
    'Ravel to take a split off; Valve drops Dust2 from the map pool',
    '',
  ])('leaves "%s" alone', (text) => {
    expect(revealsResult(text)).toBe(false)
  })
})

describe('storySpoilers', () => {
  it('hides the headline and the text of a story headlined with a result', () => {
    expect(
      storySpoilers({
        title: 'Solar Flare beat Nightjar 13-9 on Lotus',
        summary: '<p>A good night on Lotus.</p>',
      }),
    ).toEqual({ headline: true, summary: true, text: true })
  })

  it('hides only the text when the result is in the summary, insights or body (HTML read as text)', () => {
    const title = 'Frostline Masters day two recap'
    expect(
      storySpoilers({ title, summary: '<p>Kestrel Row <strong>beat</strong> Northwind Wolves.</p>' }),
    ).toEqual({ headline: false, summary: true, text: true })
    expect(storySpoilers({ title, insights: 'The 2&ndash;1 came on Nuke.' })).toEqual({
      headline: false,
      summary: true,
      text: true,
    })
  })

  it("leaves a card's summary shown when only the body states the result", () => {
    expect(
      storySpoilers({
        title: 'Frostline Masters day two recap',
        summary: '<p>A long day on Nuke.</p>',
        content: '<p>Granite Harbor were <em>eliminated</em>.</p>',
      }),
    ).toEqual({ headline: false, summary: false, text: true })
  })

  it('hides nothing of a roster story', () => {
    expect(
      storySpoilers({
        title: 'Iron Lantern sign AWPer Duarte "pyre" Salgado from Saltmarsh Esports',
        summary: 'The 24-year-old joins on a deal until 2028.',
        insights: '',
        content: null,
      }),
    ).toEqual({ headline: false, summary: false, text: false })
  })
})
