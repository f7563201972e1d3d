import { describe, expect, it } from 'vitest'
import { articleSlug, firstFreeSlug, shouldTryPrefixLookup, slugify } from './slug'

describe('slugify (§5, with the transliteration of decision 020)', () => {
  it('1. lowercases the text', () => {
    expect(slugify('NAVI')).toBe('navi')
  })

  it('2. drops apostrophes and turns every other run of non a-z, 0-9 characters into one hyphen', () => {
    expect(slugify("G2's CS:GO roster — 2024!")).toBe('g2s-cs-go-roster-2024')
    expect(slugify('a_b')).toBe('a-b')
    expect(slugify('a -- b')).toBe('a-b')
    expect(slugify('NAVI win 2:1')).toBe('navi-win-2-1')
    expect(slugify('Patch 7.42 notes')).toBe('patch-7-42-notes')
  })

  it('3. turns each run of whitespace into one hyphen', () => {
    expect(slugify('team   liquid\t\nwins')).toBe('team-liquid-wins')
  })

  it("keeps a word's own hyphen", () => {
    expect(slugify('counter-strike 2')).toBe('counter-strike-2')
  })

  it('4. trims leading and trailing hyphens', () => {
    expect(slugify('  --hello world--  ')).toBe('hello-world')
    expect(slugify('!!! breaking !!!')).toBe('breaking')
  })

  it('5. cuts to 50 characters', () => {
    const long = 'a'.repeat(60)
    expect(slugify(long)).toBe('a'.repeat(50))
    expect(slugify('b'.repeat(50))).toHaveLength(50)
  })

  it('6. trims trailing hyphens left by the cut', () => {
    // 'x' * 49 then a space: the cut at 50 ends on the hyphen.
    const text = `${'x'.repeat(49)} tail`
    expect(slugify(text)).toBe('x'.repeat(49))
  })

  it('returns an empty string when nothing survives', () => {
    expect(slugify('!!!')).toBe('')
    expect(slugify('')).toBe('')
    expect(slugify('페이커')).toBe('')
  })

  // Real names of players, teams, places and words of esports news, as they are written.
  it.each([
    ['Iñaki', 'inaki'],
    ['Kalniņš', 'kalnins'],
    ['Ærø', 'aero'],
    ['straße', 'strasse'],
    ['Café ümlaut', 'cafe-umlaut'],
    ['Mathieu "ZywOo" Herbaut', 'mathieu-zywoo-herbaut'],
    ['Nicolai "dev1ce" Reedtz', 'nicolai-dev1ce-reedtz'],
    ['Søren Bjerg', 'soren-bjerg'],
    ['Rasmus Winther (Caps)', 'rasmus-winther-caps'],
    ['Ørjan Sjøvold', 'orjan-sjovold'],
    ['Łukasz Wąsowicz', 'lukasz-wasowicz'],
    ['Dạng Đức', 'dang-duc'],
    ['Þórður Guðmundsson', 'thordur-gudmundsson'],
    ['Jiří Mašek', 'jiri-masek'],
    ['Çağrı Yıldırım', 'cagri-yildirim'],
    ['François Tête-à-tête', 'francois-tete-a-tete'],
    ['Zdeněk Ďurďa', 'zdenek-durda'],
    ['Ağabeyoğlu', 'agabeyoglu'],
    ['Oleksandr Kostyliev (Олександр Костилєв)', 'oleksandr-kostyliev-oleksandr-kostilyev'],
    ['Наталья Вершинина', 'natalya-vershinina'],
    ['Дмитрий', 'dmitriy'],
    ['Γιώργος Παπαδόπουλος', 'giorgos-papadopoulos'],
    ['Team Spirit vs. Natus Vincere', 'team-spirit-vs-natus-vincere'],
    ['Astralis 2:1 FaZe', 'astralis-2-1-faze'],
    ['KRÜ Esports', 'kru-esports'],
    ['ＦＵＬＬＷＩＤＴＨ ２', 'fullwidth-2'],
    ['Æsir ﬁnals', 'aesir-finals'],
  ])('%s → %s', (name, slug) => {
    expect(slugify(name)).toBe(slug)
  })
})

describe('articleSlug (decision 020: never an empty or generic slug)', () => {
  const day = new Date('2026-11-24T10:00:00Z')

  it('is the plain slug of a title written in Latin letters', () => {
    expect(articleSlug('Iñaki leaves Giants', day)).toBe('inaki-leaves-giants')
  })

  it('gives a title with no Latin letters its date and a short id, distinct per title', () => {
    const korean = articleSlug('페이커 재계약 발표', day)
    const chinese = articleSlug('中国战队夺冠', day)
    expect(korean).toMatch(/^2026-11-24-[0-9a-z]{7}$/)
    expect(chinese).toMatch(/^2026-11-24-[0-9a-z]{7}$/)
    expect(korean).not.toBe(chinese)
    expect(articleSlug('페이커 재계약 발표', day)).toBe(korean)
    expect(korean).not.toBe('article')
  })

  it('keeps the readable part of a mixed title and adds the short id', () => {
    const first = articleSlug('T1 우승 확정', day)
    const second = articleSlug('T1 패배', day)
    expect(first).toMatch(/^t1-[0-9a-z]{7}$/)
    expect(first).not.toBe(second)
  })

  it('stays within 50 characters', () => {
    expect(articleSlug(`${'word '.repeat(20)} 우승`, day).length).toBeLessThanOrEqual(50)
  })
})

describe('shouldTryPrefixLookup (§5 slug lookup fallback)', () => {
  const base49 = 'a'.repeat(49)

  it('is false under 50 characters', () => {
    expect(shouldTryPrefixLookup(`${'a'.repeat(48)}x`)).toBe(false)
  })

  it('is true at exactly 50 characters not ending in a listed suffix', () => {
    expect(shouldTryPrefixLookup(`${base49}x`)).toBe(true)
    expect(shouldTryPrefixLookup(`${base49}-`)).toBe(true)
  })

  it('is true above 50 characters', () => {
    expect(shouldTryPrefixLookup(`${base49}xyz`)).toBe(true)
  })

  it.each(['s', 'ed', 'ing', 'ly', 'tion', 'al', 'er', 'est'])(
    'is false for a 50+ slug ending in "%s"',
    (ending) => {
      const slug = `${'k'.repeat(50 - ending.length)}${ending}`
      expect(slug).toHaveLength(50)
      expect(shouldTryPrefixLookup(slug)).toBe(false)
    },
  )

  it('looks only at the very end of the slug', () => {
    expect(shouldTryPrefixLookup(`${'k'.repeat(46)}ingx`)).toBe(true)
  })
})

describe('firstFreeSlug (§5 suffix on collision)', () => {
  it('keeps a free slug and numbers a taken one', () => {
    expect(firstFreeSlug('navi-win', new Set())).toBe('navi-win')
    expect(firstFreeSlug('navi-win', new Set(['navi-win']))).toBe('navi-win-2')
    expect(firstFreeSlug('navi-win', new Set(['navi-win', 'navi-win-2']))).toBe('navi-win-3')
  })

  it('stays within 50 characters', () => {
    const base = 'a'.repeat(50)
    const slug = firstFreeSlug(base, new Set([base]))
    expect(slug).toBe(`${'a'.repeat(48)}-2`)
    expect(slug.length).toBe(50)
  })
})
