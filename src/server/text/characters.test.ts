import { describe, expect, it } from 'vitest'
import { cleanText, windows1252FromLatin1 } from './characters'
import { htmlToText } from './html-text'

// Bytes 0x80-0x9f of windows-1252 and the characters publishers meant by them.
const WINDOWS_1252: readonly [code: number, meant: string][] = [
  [0x80, '€'],
  [0x82, '‚'],
  [0x83, 'ƒ'],
  [0x84, '„'],
  [0x85, '…'],
  [0x86, '†'],
  [0x87, '‡'],
  [0x88, 'ˆ'],
  [0x89, '‰'],
  [0x8a, 'Š'],
  [0x8b, '‹'],
  [0x8c, 'Œ'],
  [0x8e, 'Ž'],
  [0x91, '‘'],
  [0x92, '’'],
  [0x93, '“'],
  [0x94, '”'],
  [0x95, '•'],
  [0x96, '–'],
  [0x97, '—'],
  [0x98, '˜'],
  [0x99, '™'],
  [0x9a, 'š'],
  [0x9b, '›'],
  [0x9c, 'œ'],
  [0x9e, 'ž'],
  [0x9f, 'Ÿ'],
]

describe('windows1252FromLatin1', () => {
  it('maps C1 controls to windows-1252 characters and leaves the rest', () => {
    expect(windows1252FromLatin1('\u0080 \u0093x\u0094 \u0081 é')).toBe('€ “x” \u0081 é')
  })
})

describe('cleanText', () => {
  it.each(WINDOWS_1252)('reads C1 code %i as %s, literal or as a numeric reference', (code, meant) => {
    expect(cleanText(`It${String.fromCharCode(code)}s`)).toBe(`It${meant}s`)
    expect(htmlToText(`It&#${code};s`)).toBe(`It${meant}s`)
    expect(htmlToText(`It&#x${code.toString(16)};s`)).toBe(`It${meant}s`)
  })

  it('turns a title from a feed declared ISO-8859-1 into the smart punctuation meant', () => {
    expect(htmlToText('\u0093Vanta\u0092s run\u0094 \u0096 a recap\u0085')).toBe('“Vanta’s run” – a recap…')
  })

  it.each([
    ['NUL and other C0 controls', 'a\u0000b\u0001c\u0008d\u001be\u001f', 'abcde'],
    ['DEL', 'a\u007fb', 'ab'],
    ['C1 codes windows-1252 leaves unassigned', 'a\u0081b\u008dc\u008fd\u0090e\u009d', 'abcde'],
    ['a byte order mark inside text', 'Team\ufeff Vanta', 'Team Vanta'],
    ['zero-width spaces and word joiners', 'Van\u200bta wins\u2060', 'Vanta wins'],
    ['noncharacters', 'a\ufffeb\uffff', 'ab'],
  ])('removes %s', (_, input, expected) => {
    expect(cleanText(input)).toBe(expected)
  })

  it('keeps tabs and line breaks, and reads vertical tab and form feed as spaces', () => {
    expect(cleanText('a\tb\nc\r\nd\u000be\u000cf')).toBe('a\tb\nc\r\nd e f')
  })

  it('keeps the joiners of emoji sequences and scripts, direction marks and the soft hyphen', () => {
    const family = '👨\u200d👩\u200d👧'
    expect(cleanText(`${family} فارسی\u200cها \u200fRTL\u200e cham\u00adpion`)).toBe(
      `${family} فارسی\u200cها \u200fRTL\u200e cham\u00adpion`,
    )
  })

  it('replaces half a surrogate pair by U+FFFD and keeps whole pairs', () => {
    expect(cleanText('a\ud83db \udc00c 😀')).toBe('a\ufffdb \ufffdc 😀')
  })

  it('removes controls that numeric references spell out', () => {
    expect(htmlToText('a&#1;b&#x7f;c&#x81;d&#xfeff;e&#8203;f')).toBe('abcdef')
  })
})
