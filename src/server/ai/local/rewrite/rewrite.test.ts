import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { detectArticleGame, rssGameSlug } from '#shared/domain/game-detection'
import { isGameSlug } from '#shared/domain/games'
import { OWN_HEADLINES, parseHeadlines } from '#shared/domain/testdata/game-headlines'
import { sanitizeHtml } from '#server/ingest/sanitize'
import { RewrittenArticleSchema } from '#server/ai/types'
import type { ArticleSource } from '#server/ai/types'
import { contentFacts } from '../facts'
import { CLOSERS, editTextNodes, PHRASE_SUBSTITUTIONS, rewriteContent } from './content'
import { INSIGHT_TEMPLATES } from './insights'
import { rewriteArticleLocally } from './rewrite'
import { cutSummaryText, rewriteSummary, stripSummaryFrame, SUMMARY_TEMPLATES } from './summary'
import { detectSourceGame, MAX_TAGS, rewriteTags } from './tags'
import { rewriteTitle, stripTitleFrame, TITLE_MAX_LENGTH } from './title'

const SEEDS = Array.from({ length: 60 }, (_, i) => `guid-${i}`)

function source(overrides: Partial<ArticleSource> = {}): ArticleSource {
  return {
    seed: 'https://news.example.com/stories/1',
    title: 'Solar Flare beat Nightjar 13-9 on Lotus to open the Crescent Masters',
    summaryText:
      'Solar Flare opened the Crescent Masters with a 13-9 win over Nightjar on Lotus in the first Valorant match of the event.',
    contentHtml:
      '<p>Solar Flare opened the Crescent Masters with a 13-9 win over Nightjar on Lotus in the first Valorant match of the event.</p>\n<p>Duelist Chloé "Kindle" Dufresne finished with 24 kills and won both pistol rounds for her team.</p>',
    categories: ['Valorant', 'Match Result', 'Crescent Masters'],
    feedGame: 'valorant',
    ...overrides,
  }
}

describe('§9 title rewrite: win, beat or defeat becomes "Crushes"', () => {
  it.each([
    ['Solstice beat Spirit in Cologne', 'Solstice Crushes Spirit in Cologne: Breaking Down the Play'],
    ['G2 defeat Fnatic in straight maps', 'G2 Crushes Fnatic in straight maps: Breaking Down the Play'],
    ['Heroic defeated Astralis on Nuke', 'Heroic Crushes Astralis on Nuke: Breaking Down the Play'],
    ['T1 win the LCK opener', 'T1 Crushes the LCK opener: Breaking Down the Play'],
  ])('"%s" → "%s"', (title, expected) => {
    expect(rewriteTitle(title, 'seed')).toBe(expected)
  })

  it('"Stuns" or "Shocks" when the title mentions an upset or surprise', () => {
    const upset = SEEDS.map((seed) => rewriteTitle('Underdogs beat Solstice in a huge upset', seed))
    for (const title of upset) {
      expect(title).toMatch(/^Underdogs (?:Stuns|Shocks) Solstice in a huge upset: Breaking Down the Play$/)
    }
    expect(new Set(upset).size).toBe(2)
    expect(rewriteTitle('Surprise: Heroic defeat NAVI', 'seed')).toMatch(
      /^Surprise: Heroic (?:Stuns|Shocks) NAVI$/,
    )
  })

  it('only swaps a verb with an object, never a noun or a passive', () => {
    expect(rewriteTitle('Stormglass set a Dota 2 record with a 13-minute win', 's')).toBe(
      'Stormglass set a Dota 2 record with a 13-minute win: Breaking Down the Play',
    )
    expect(rewriteTitle('Wolves win over Tide', 's')).toBe('Wolves win over Tide: Breaking Down the Play')
    expect(rewriteTitle('Rookie defeated by veteran', 's')).toBe(
      'Rookie defeated by veteran: Breaking Down the Play',
    )
    expect(rewriteTitle('Their defeat hurts', 's')).toBe('Their defeat hurts: Breaking Down the Play')
  })
})

describe('§9 title rewrite: suffixes', () => {
  it('final or championship: ": The Crown Awaits" is added', () => {
    expect(rewriteTitle('Solstice reach the final', 's')).toBe('Solstice reach the final: The Crown Awaits')
    expect(rewriteTitle('Regional championship starts today', 's')).toBe(
      'Regional championship starts today: The Crown Awaits',
    )
  })

  it('roster, sign or transfer: sign or transfer becomes "Locks In", and " — Game Changer?" is added', () => {
    expect(rewriteTitle('FaZe sign ropz', 's')).toBe('FaZe Locks In ropz — Game Changer?')
    expect(rewriteTitle('NAVI transfer b1t to Spirit', 's')).toBe(
      'NAVI Locks In b1t to Spirit — Game Changer?',
    )
    expect(rewriteTitle('G2 unveil new roster', 's')).toBe('G2 unveil new roster — Game Changer?')
    expect(rewriteTitle('The transfer window opens', 's')).toBe('The transfer window opens — Game Changer?')
  })

  it('retire or leaves: ": End of an Era" is added', () => {
    expect(rewriteTitle('s1mple to retire', 's')).toBe('s1mple to retire: End of an Era')
    expect(rewriteTitle('dev1ce leaves Astralis', 's')).toBe('dev1ce leaves Astralis: End of an Era')
  })

  it('titles without "!" or ":" get ": Breaking Down the Play"', () => {
    expect(rewriteTitle('Team Liquid bootcamp in Serbia', 's')).toBe(
      'Team Liquid bootcamp in Serbia: Breaking Down the Play',
    )
    expect(rewriteTitle('What a series!', 's')).toBe('What a series!')
    expect(rewriteTitle('Guide: smokes on Mirage', 's')).toBe('Guide: smokes on Mirage')
  })

  it('adds one suffix only: retirement, then roster, then final, then the breakdown', () => {
    expect(rewriteTitle('Veteran leaves roster after the final', 's')).toBe(
      'Veteran leaves roster after the final: End of an Era',
    )
    expect(rewriteTitle('Spirit sign donk before the final', 's')).toBe(
      'Spirit Locks In donk before the final — Game Changer?',
    )
    expect(rewriteTitle('Spirit beat MOUZ in the final', 's')).toBe(
      'Spirit Crushes MOUZ in the final: The Crown Awaits',
    )
  })

  it('never doubles a colon or follows "?" or "!" with one', () => {
    expect(rewriteTitle('Grand final: Spirit beat MOUZ', 's')).toBe(
      'Grand final: Spirit Crushes MOUZ — The Crown Awaits',
    )
    expect(rewriteTitle('Who reaches the final?', 's')).toBe('Who reaches the final? — The Crown Awaits')
    expect(rewriteTitle('Karrigan retires!', 's')).toBe('Karrigan retires! — End of an Era')
    expect(rewriteTitle('Spirit beat MOUZ.', 's')).toBe('Spirit Crushes MOUZ: Breaking Down the Play')
  })

  it('stays within 200 characters', () => {
    const near = `Spirit beat MOUZ ${'x'.repeat(175)}`
    expect(rewriteTitle(near, 's')).toBe(`Spirit Crushes MOUZ ${'x'.repeat(175)}`)
    const long = `${'word '.repeat(60)}final`
    const cut = rewriteTitle(long, 's')
    expect(cut.length).toBeLessThanOrEqual(TITLE_MAX_LENGTH)
    expect(cut.endsWith('...')).toBe(true)
  })

  it('stripTitleFrame takes the suffix off again', () => {
    for (const title of [
      'FaZe sign ropz',
      'Spirit beat MOUZ in the final',
      'Grand final: Spirit beat MOUZ',
      'Karrigan retires!',
    ]) {
      const rewritten = rewriteTitle(title, 's')
      expect(stripTitleFrame(rewritten)).toBe(rewritten.replace(/(?::| —) [^:—]+$/, ''))
    }
    expect(stripTitleFrame('Plain title')).toBe('Plain title')
  })
})

describe('§9 summary cut', () => {
  const words = (n: number) => 'abcd '.repeat(n)

  it('keeps a text of at most 400 characters as it is', () => {
    const text = `${'a'.repeat(399)}.`
    expect(cutSummaryText(text)).toBe(text)
  })

  it('cuts at the last sentence end when it lies past 200 characters', () => {
    const first = `${'a'.repeat(200)}.`
    const text = `${first} ${words(60)}`
    expect(first).toHaveLength(201)
    expect(cutSummaryText(text)).toBe(first)
  })

  it('takes the last sentence end within 400 characters, not the first', () => {
    const a = `${'a'.repeat(210)}.`
    const b = `${'b'.repeat(150)}.`
    expect(cutSummaryText(`${a} ${b} ${words(40)}`)).toBe(`${a} ${b}`)
  })

  it('otherwise cuts at the last space past 200, plus "..." (a sentence end at exactly 200 is not past it)', () => {
    const first = `${'a'.repeat(199)}.`
    expect(first).toHaveLength(200)
    const text = `${first} ${words(60)}`
    const cut = cutSummaryText(text)
    expect(cut.endsWith('abcd...')).toBe(true)
    expect(cut.length).toBeLessThanOrEqual(400)
    expect(cut.length).toBeGreaterThan(203)
    expect(text.startsWith(cut.slice(0, -3))).toBe(true)
  })

  it('uses a space at 397 so the cut with "..." is exactly 400 characters', () => {
    const text = `${'a'.repeat(397)} ${'b'.repeat(20)}`
    expect(cutSummaryText(text)).toBe(`${'a'.repeat(397)}...`)
  })

  it('otherwise makes a hard cut plus "...", 400 characters in all', () => {
    const text = `${'a'.repeat(200)} ${'b'.repeat(300)}`
    const cut = cutSummaryText(text)
    expect(cut).toBe(`${text.slice(0, 397)}...`)
    expect(cut).toHaveLength(400)
    // A space at exactly 200 characters is not past 200.
    expect(cutSummaryText(`${'a'.repeat(200)} ${'b'.repeat(199)}x`)).toHaveLength(400)
  })

  it('a 401-character text is cut', () => {
    const text = `${'a'.repeat(250)} ${'b'.repeat(150)}`
    expect(text).toHaveLength(401)
    expect(cutSummaryText(text)).toBe(`${'a'.repeat(250)}...`)
  })
})

describe('§9 summary rewrite: one of 5 templates', () => {
  it('has 5 templates, each framing the summary it is given', () => {
    expect(SUMMARY_TEMPLATES).toHaveLength(5)
    for (const template of SUMMARY_TEMPLATES) {
      expect(template.render('SOURCE')).toContain('SOURCE')
      expect(template.render('')).not.toMatch(/\d/)
    }
  })

  it('stays within 400 characters, frame included, and keeps the source words', () => {
    const long = Array.from({ length: 20 }, (_, i) => `Sentence number ${i} is about Team ${i}.`).join(' ')
    for (const seed of SEEDS) {
      const summary = rewriteSummary(long, seed)
      expect(summary.length).toBeLessThanOrEqual(400)
      expect(long.startsWith(stripSummaryFrame(summary).replace(/\.\.\.$/, ''))).toBe(true)
    }
  })

  it('is chosen by the seed: the same seed gives the same template, different seeds can differ', () => {
    const text = 'Solstice beat Spirit.'
    expect(rewriteSummary(text, 'a')).toBe(rewriteSummary(text, 'a'))
    expect(new Set(SEEDS.map((seed) => rewriteSummary(text, seed))).size).toBe(5)
  })

  it('is empty for an empty summary', () => {
    expect(rewriteSummary('  ', 'seed')).toBe('')
  })
})

describe('§9 content: phrase substitutions and a closer', () => {
  it('"was defeated by" becomes "fell to"', () => {
    const html = rewriteContent('<p>Nightjar was defeated by Solar Flare.</p>', '', 'seed')
    expect(html.startsWith('<p>Nightjar fell to Solar Flare.</p>')).toBe(true)
  })

  it.each(PHRASE_SUBSTITUTIONS.map(({ from, to }) => [from, to]))('"%s" becomes "%s"', (from, to) => {
    expect(rewriteContent(`<p>x ${from} y</p>`, '', 's').startsWith(`<p>x ${to} y</p>\n`)).toBe(true)
  })

  it('editTextNodes edits the text between tags only', () => {
    expect(editTextNodes('<p class="a">a<b>a</b></p>', (t) => t.toUpperCase())).toBe(
      '<p class="a">A<b>A</b></p>',
    )
  })

  it('keeps a capital at the start of a sentence', () => {
    expect(rewriteContent('<p>Prior to the final, nerves.</p>', '', 's')).toMatch(
      /^<p>Before the final, nerves\.<\/p>/,
    )
  })

  it('touches text only, never tags, attributes, <code> or <pre>', () => {
    const html =
      '<p><a href="https://x.example.com/was-defeated-by" title="was defeated by">Team was defeated by rivals</a></p><pre>was defeated by</pre><p><code>prior to</code></p>'
    const out = rewriteContent(html, '', 's')
    expect(out).toContain('href="https://x.example.com/was-defeated-by" title="was defeated by"')
    expect(out).toContain('>Team fell to rivals</a>')
    expect(out).toContain('<pre>was defeated by</pre>')
    expect(out).toContain('<code>prior to</code>')
  })

  it('appends one of 5 closers as a last paragraph, chosen by the seed', () => {
    expect(CLOSERS).toHaveLength(5)
    const endings = SEEDS.map((seed) => rewriteContent('<p>Text.</p>', '', seed).split('\n').pop())
    for (const ending of endings) {
      expect(CLOSERS.map((closer) => `<p>${closer.replace(/'/g, "'")}</p>`)).toContain(ending)
    }
    expect(new Set(endings).size).toBe(5)
  })

  it('closers are generic, so a later summary never takes one for a fact', () => {
    for (const closer of CLOSERS) expect(contentFacts('', closer)).toEqual([])
  })

  it('uses the summary as the body when there is no content, escaped', () => {
    const out = rewriteContent('', 'A <b> & C', 'seed')
    expect(out.startsWith('<p>A &lt;b&gt; &amp; C</p>\n<p>')).toBe(true)
  })

  it('cannot introduce a <script>: sanitized input stays inert', () => {
    const hostile = sanitizeHtml(
      '<p onclick="x()">Hi &lt;script&gt;alert(1)&lt;/script&gt;</p><script>alert(1)</script><img src=x onerror=alert(1)>',
    )
    const out = rewriteArticleLocally(source({ contentHtml: hostile })).content
    expect(out).not.toMatch(/<script/i)
    expect(out).not.toMatch(/onerror|onclick/i)
    expect(out).toContain('&lt;script&gt;')
  })
})

describe('§9 insights: one of 8 templates', () => {
  const context = {
    label: 'Roster Move',
    impact: 'Medium' as const,
    sentiment: 'neutral' as const,
    focus: 'Iron Lantern and Saltmarsh Esports',
    scene: 'Counter-Strike',
    detail: 'have completed the signing',
  }

  it('has 8 templates, each filled from label, impact, sentiment and the source names', () => {
    expect(INSIGHT_TEMPLATES).toHaveLength(8)
    for (const template of INSIGHT_TEMPLATES) {
      const text = template.render(context)
      expect(text).toContain('Roster Move')
      expect(text).toContain('Medium')
      expect(text).toContain('neutral')
      expect(text).toContain(
        template.name === 'The key detail' ? 'have completed the signing' : 'Iron Lantern',
      )
      expect(text).not.toMatch(/\d/)
      expect(text).not.toContain('undefined')
      expect(template.render({ ...context, detail: undefined })).not.toContain('undefined')
    }
  })

  it('is chosen by the seed', () => {
    const insights = SEEDS.map((seed) => rewriteArticleLocally(source({ seed })).insights)
    expect(new Set(insights).size).toBeGreaterThanOrEqual(6)
    expect(rewriteArticleLocally(source()).insights).toBe(rewriteArticleLocally(source()).insights)
  })

  it('names only what the source names', () => {
    const { insights } = rewriteArticleLocally(source())
    expect(insights).toMatch(/Solar Flare|Nightjar|Match Result/)
    for (const number of insights.match(/\d+/g) ?? []) {
      expect(`${source().title} ${source().summaryText} ${source().contentHtml}`).toContain(number)
    }
  })
})

describe('game of the rewrite', () => {
  it('the strongest evidence decides, over the feed source game', () => {
    expect(detectSourceGame(source({ title: 'CS2 major recap', summaryText: '', feedGame: 'lol' }), '')).toBe(
      'CS2',
    )
    expect(detectSourceGame(source({ title: 'The International recap', summaryText: '' }), '')).toBe('Dota 2')
    expect(
      detectSourceGame(source({ title: 'ESL One Bangkok day two', summaryText: '', feedGame: 'cs2' }), ''),
    ).toBe('Dota 2')
  })

  it('reads league and event names in title, summary and content', () => {
    const s = source({ title: 'Day two recap', summaryText: 'A long day.', feedGame: null })
    expect(detectSourceGame(s, 'Both teams went to Inferno.')).toBe('CS2')
    expect(detectSourceGame(s, 'Nothing more.')).toBe('Esports')
    expect(
      detectSourceGame(source({ title: 'IEM Cologne day two', summaryText: '', feedGame: null }), ''),
    ).toBe('CS2')
    expect(detectSourceGame(source({ title: 'BLAST Open recap', summaryText: '', feedGame: null }), '')).toBe(
      'CS2',
    )
  })

  it('reads Apex Legends and Overwatch stories as "Esports", even in a single-game feed', () => {
    const s = source({
      title: 'ALGS playoffs: Wraith carries',
      summaryText: 'Apex Legends at its best.',
      feedGame: 'cs2',
    })
    expect(detectSourceGame(s, '')).toBe('Esports')
  })

  it("then the feed source's game, else Esports", () => {
    const s = source({ title: 'A quiet week', summaryText: 'Nothing happened.', feedGame: 'dota2' })
    expect(detectSourceGame(s, '')).toBe('Dota 2')
    expect(detectSourceGame({ ...s, feedGame: null }, '')).toBe('Esports')
  })
})

describe('the rewrite files a story under the game its article page shows', () => {
  it('agrees with the §2.8 detection of the stored article on every headline of the table', () => {
    for (const headline of parseHeadlines(readFileSync(OWN_HEADLINES, 'utf8'))) {
      const summaryText = headline.summary ?? ''
      const rewritten = rewriteArticleLocally(
        source({
          title: headline.title,
          summaryText,
          contentHtml: `<p>${summaryText}</p>`,
          categories: [],
          feedGame: null,
        }),
      )
      const shown = detectArticleGame(rewritten)
      expect(rssGameSlug(rewritten.game) ?? 'none', headline.title).toBe(isGameSlug(shown) ? shown : 'none')
    }
  })
})

describe('tags of the rewrite', () => {
  it('game slug first, then feed categories as slugs, then the story-type tag', () => {
    expect(
      rewriteTags('CS2', ['CS2', 'Transfers', '  ', 'transfers', 'League of Legends'], 'roster_change'),
    ).toEqual(['cs2', 'transfers', 'roster-changes'])
    expect(rewriteTags('Valorant', ['Patch Notes'], 'game_update')).toEqual([
      'valorant',
      'patch-notes',
      'game-update',
    ])
    expect(rewriteTags('LoL', [], 'tournament')).toEqual(['lol', 'tournament'])
    expect(rewriteTags('Dota 2', ['Guide'], 'general_guide')).toEqual(['dota2', 'guide'])
    expect(rewriteTags('Dota 2', [], 'champion_guide')).toEqual(['dota2', 'guide'])
  })

  it('has no game slug for Esports and no story tag for other types', () => {
    expect(rewriteTags('Esports', ['Industry', 'Counter-Strike 2'], 'general')).toEqual(['industry'])
    expect(rewriteTags('CS2', ['Match Result'], 'match_result')).toEqual(['cs2', 'match-result'])
  })

  it('keeps at most 12, the story-type tag included, each at most 40 characters', () => {
    const categories = Array.from({ length: 20 }, (_, i) => `Category ${i}`)
    const tags = rewriteTags('CS2', [...categories, 'x'.repeat(60)], 'roster_change')
    expect(tags).toHaveLength(MAX_TAGS)
    expect(tags[0]).toBe('cs2')
    expect(tags[MAX_TAGS - 1]).toBe('roster-changes')
    const long = rewriteTags('Esports', [`${'y'.repeat(39)} z`], 'general')
    expect(long).toEqual(['y'.repeat(39)])
  })
})

describe('rewriteArticleLocally', () => {
  it('parses with RewrittenArticleSchema', () => {
    const result = rewriteArticleLocally(source())
    expect(RewrittenArticleSchema.parse(result)).toEqual(result)
    expect(result.game).toBe('Valorant')
    expect(result.tags).toEqual(['valorant', 'match-result', 'crescent-masters'])
    expect(result.title).toBe(
      'Solar Flare Crushes Nightjar 13-9 on Lotus to open the Crescent Masters: Breaking Down the Play',
    )
  })

  it('is deterministic: the same seed gives byte-identical output', () => {
    expect(JSON.stringify(rewriteArticleLocally(source()))).toBe(
      JSON.stringify(rewriteArticleLocally(source())),
    )
  })

  it('a different seed can change the template choices', () => {
    const outputs = new Set(SEEDS.map((seed) => JSON.stringify(rewriteArticleLocally(source({ seed })))))
    expect(outputs.size).toBeGreaterThan(1)
  })

  it('copes with an empty summary and an empty title', () => {
    const result = rewriteArticleLocally(source({ title: ' ', summaryText: '' }))
    expect(RewrittenArticleSchema.safeParse(result).success).toBe(true)
    expect(result.title.length).toBeGreaterThan(0)
    expect(result.summary.length).toBeGreaterThan(0)
  })
})
