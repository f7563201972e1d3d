import { describe, expect, it } from 'vitest'
import { loadTestdata } from '../../../tests/support/fake-openai'
import { COMMON_WORDS } from './common-words'
import { checkFacts } from './fact-guard'
import { toPlainText } from './fact-text'
import type { ArticleSource } from './types'

const article = loadTestdata<ArticleSource>('article-source')
const source = [article.title, article.summaryText, article.contentHtml]

function missing(output: string | string[]): string[] {
  return checkFacts(Array.isArray(output) ? output : [output], source).missing
}

describe('checkFacts: faithful output passes', () => {
  it('passes the LLM rewrite written from the source', () => {
    const { message } = loadTestdata<{ message: Record<string, string> }>('rewrite-good')
    const result = checkFacts([message.title!, message.summary!, message.insights!, message.content!], source)
    expect(result).toEqual({ ok: true, missing: [] })
  })

  it('passes a paraphrase that reorders facts and uses its own words', () => {
    expect(
      missing(
        '<p>Harriers pushed the final to a third map after a 16-14 win on Nuke, but the French side had the last word. ' +
          'Despite the loss, Harriers go to the Austin Major in June with plenty to build on.</p>' +
          '<p>For Solstice it was a 3rd trophy of 2026, worth $400,000, with Zephyr (a 1.45 rating) named MVP.</p>',
      ),
    ).toEqual([])
  })

  it('matches case-, diacritic-, dash- and quote-insensitively', () => {
    expect(missing('SORLIE and Sørlie; solstice’s 13—9 on Mirage; the Blast open LISBON final')).toEqual([])
  })

  it('accepts a score written with a colon or spaces for a score with a dash', () => {
    expect(missing('Solstice won 2:1, taking Mirage 13 - 9.')).toEqual([])
  })

  it('accepts the dates the source gives, in any common form', () => {
    expect(missing('On 10 May the final ended. It was played on May 10th, 2026-05-10.')).toEqual([])
  })

  it('accepts numbers written as words: only digits need digits in the source', () => {
    expect(missing('Solstice won two of the three maps and a third title this year.')).toEqual([])
  })

  it('accepts thousands separators either way', () => {
    expect(checkFacts(['A prize of $1,000,000.'], ['A prize of $1000000.']).ok).toBe(true)
    expect(checkFacts(['A prize of $1000000.'], ['A prize of $1,000,000.']).ok).toBe(true)
  })

  it('reads a stat value with trailing zeros as the same number', () => {
    expect(checkFacts(['A KDA of 6.3 and 86 ADR.'], ['KDA 6.30, ADR 86.00.']).ok).toBe(true)
    expect(checkFacts(['A KDA of 6.30.'], ['KDA 6.3.']).ok).toBe(true)
    expect(checkFacts(['A KDA of 6.03.'], ['KDA 6.30.']).missing).toEqual(['6.03'])
  })
})

describe('checkFacts: invented facts fail', () => {
  it('fails an invented score', () => {
    expect(missing('Solstice closed the series 13-4 on Inferno.')).toEqual(['13-4'])
  })

  it('fails a reversed score', () => {
    expect(missing('Harriers lost 1-2.')).toEqual(['1-2'])
  })

  it('fails a changed number, decimal, percentage, ordinal and amount', () => {
    expect(missing('Zephyr posted a 1.55 rating.')).toEqual(['1.55'])
    expect(missing('It was their 4th trophy.')).toEqual(['4th'])
    expect(missing('Solstice earned $500,000.')).toEqual(['500,000'])
    expect(missing('The team won 5 maps.')).toEqual(['5'])
    expect(
      checkFacts(['Pick rates rose 46% since March.'], ['Pick rates rose 45% since March.']).missing,
    ).toEqual(['46%'])
  })

  it('fails a percentage the source gives only as a plain number', () => {
    expect(checkFacts(['45% of the players'], ['45 players']).missing).toEqual(['45%'])
  })

  it('fails a digit the source only spells out', () => {
    expect(checkFacts(['They won 3 titles.'], ['They won three titles.']).missing).toEqual(['3'])
  })

  it('does not take a number from inside a name', () => {
    expect(checkFacts(['They won 2 maps.'], ['G2 and CS2 news.']).missing).toEqual(['2'])
  })

  it('fails an invented year, date and ISO date', () => {
    expect(missing('Their first title since 2019.')).toEqual(['2019'])
    expect(missing('The final was on May 11.')).toEqual(['May 11'])
    expect(missing('Played on 2026-05-11.')).toEqual(['2026-05-11'])
    expect(missing('They had trained since April.')).toEqual(['April'])
  })

  it('fails an invented player name', () => {
    expect(missing('Harriers star Ilya Osipov could not stop them.')).toEqual(['Ilya Osipov'])
  })

  it('fails an invented handle in quotes, even in lowercase', () => {
    expect(missing('Oleksandr "s1mple" Kostyliev watched.')).toEqual(['"s1mple"', 'Oleksandr', 'Kostyliev'])
    expect(missing("Their AWPer 'donk' struggled.")).toEqual(["'donk'"])
  })

  it('fails invented acronyms, mixed-case and alphanumeric names', () => {
    expect(missing('Solstice beat NAVI too.')).toEqual(['NAVI'])
    expect(missing('m0NESY watched from home.')).toEqual(['m0NESY'])
    expect(missing('G2 were not there.')).toEqual(['G2'])
  })

  it('fails an invented team, event or place, naming the words the source lacks', () => {
    expect(missing('The win over Team Liquid was huge.')).toEqual(['Liquid'])
    expect(missing('They next travel to IEM Katowice.')).toEqual(['IEM Katowice'])
    expect(missing('The final was held in Berlin.')).toEqual(['Berlin'])
  })

  it('fails a name made of common words in the middle of a sentence', () => {
    expect(missing('It was a reminder of what Evil Geniuses did.')).toEqual(['Evil Geniuses'])
    expect(missing('Next, Solstice face New Order in June.')).toEqual(['New Order'])
    // Anchored on a name the source has, a longer form is the same team.
    expect(missing('Team Solstice and Team Harriers met.')).toEqual([])
  })

  it('fails an invented link, in an href or in the text', () => {
    expect(missing('<p>Read <a href="https://evil.example/x">more</a>.</p>')).toEqual([
      'https://evil.example/x',
    ])
    expect(missing('See https://evil.example/y for the bracket.')).toEqual(['https://evil.example/y'])
    expect(
      checkFacts(['<a href="https://example.com/b">b</a>'], ['<a href="https://example.com/b">b</a>']).ok,
    ).toBe(true)
  })

  it('reports every missing fact once', () => {
    expect(missing(['Solstice won 3-0.', 'Solstice won 3-0 over NAVI.', 'NAVI lost.'])).toEqual([
      '3-0',
      'NAVI',
    ])
  })
})

describe('checkFacts: ordinary capitalised words are not names', () => {
  it('ignores sentence-initial words', () => {
    expect(
      missing(
        'Ultimately, Solstice won. Meanwhile, Harriers regroup. Speaking after the final, the coach was calm. ' +
          'Unsurprisingly, Zephyr shone. Heading into June, both teams look strong.',
      ),
    ).toEqual([])
  })

  it('ignores Title Case headline words that are common English words', () => {
    expect(missing('Solstice Lift the Trophy After a Tense Grand Final Against Harriers')).toEqual([])
    expect(missing('Why This Win Matters for the French Side')).toEqual([])
  })

  it('still checks the names inside a Title Case headline', () => {
    expect(missing('Solstice Edge Past Team Liquid in Lisbon')).toEqual(['Liquid'])
  })

  it("ignores the local engine's house voice", () => {
    expect(
      missing([
        'Solstice Crushes Harriers: The Crown Awaits',
        'Harriers Locks In a Coach — Game Changer?',
        'Harriers Stuns Solstice: End of an Era',
        'Solstice Shocks Harriers: Breaking Down the Play',
      ]),
    ).toEqual([])
  })

  it('ignores month and day names and the allow-listed game and esports terms', () => {
    expect(
      missing(
        'On Sunday the CS2 Major MVP said a BO3 at a LAN is not a BO5. Not LoL, Valorant, Dota 2 or Counter-Strike 2, ' +
          'and no Esports World Cup: Lisbon in June.',
      ),
    ).toEqual(['Cup'])
  })

  it('ignores a capitalised word the texts also use in lowercase', () => {
    expect(checkFacts(['Momentum is with them.'], ['They have momentum.']).ok).toBe(true)
  })

  it('ignores single capital letters and pronouns', () => {
    expect(missing('I think Group A and B matter less.')).toEqual([])
  })
})

describe('checkFacts: HTML', () => {
  it('strips tags and attributes before checking', () => {
    expect(
      missing(
        '<p class="lead-9" data-id="77"><strong>Solstice</strong> won <em>2-1</em>.</p>' +
          '<ul><li title="Page 4">Zephyr</li></ul><img src="/i/2019.png" alt="Berlin">',
      ),
    ).toEqual([])
  })

  it('decodes entities', () => {
    expect(missing('Solstice&nbsp;won&nbsp;2&ndash;1 &amp; Zephyr&#39;s rating was 1.45.')).toEqual([])
    expect(toPlainText('<p>A&amp;B</p><p>C&#x2014;D</p>').trim()).toBe('A&B\n\nC-D')
  })

  it('keeps words of neighbouring blocks apart', () => {
    expect(toPlainText('<p>Solstice</p><p>Harriers</p>')).toBe('\nSolstice\n\nHarriers\n')
  })
})

describe('common words', () => {
  it('is a compact list of lowercase English words without team names', () => {
    expect(COMMON_WORDS.size).toBeGreaterThan(500)
    expect(COMMON_WORDS.size).toBeLessThan(1_000)
    for (const word of COMMON_WORDS) expect(word).toBe(word.toLowerCase())
    for (const team of ['liquid', 'spirit', 'heroic', 'solstice', 'harriers', 'navi']) {
      expect(COMMON_WORDS.has(team)).toBe(false)
    }
  })
})
