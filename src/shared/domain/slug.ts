// Letters that Unicode decomposition (NFKD) does not reduce to a Latin base letter plus marks, written the way
// they are usually spelt in ASCII (decision 020). Keys are lowercase: slugify lowercases first.
const LATIN_EXTRA: Record<string, string> = {
  æ: 'ae',
  œ: 'oe',
  ø: 'o',
  ß: 'ss',
  ẞ: 'ss',
  ł: 'l',
  đ: 'd',
  ð: 'd',
  þ: 'th',
  ı: 'i',
  ħ: 'h',
  ŧ: 't',
  ŋ: 'n',
  ĸ: 'k',
  ſ: 's',
  ƒ: 'f',
}

// Cyrillic (Russian, Ukrainian, Belarusian, Serbian, Bulgarian letters) and Greek: a simple, readable
// romanization (not a reversible standard); player and team names are what it is for.
const CYRILLIC: Record<string, string> = {
  а: 'a',
  б: 'b',
  в: 'v',
  г: 'g',
  ґ: 'g',
  д: 'd',
  ђ: 'dj',
  е: 'e',
  ё: 'yo',
  є: 'ye',
  ж: 'zh',
  з: 'z',
  и: 'i',
  і: 'i',
  ї: 'yi',
  й: 'y',
  ј: 'j',
  к: 'k',
  л: 'l',
  љ: 'lj',
  м: 'm',
  н: 'n',
  њ: 'nj',
  о: 'o',
  п: 'p',
  р: 'r',
  с: 's',
  т: 't',
  ћ: 'c',
  у: 'u',
  ў: 'u',
  ф: 'f',
  х: 'kh',
  ц: 'ts',
  ч: 'ch',
  џ: 'dz',
  ш: 'sh',
  щ: 'shch',
  ъ: '',
  ы: 'y',
  ь: '',
  э: 'e',
  ю: 'yu',
  я: 'ya',
}

const GREEK: Record<string, string> = {
  α: 'a',
  β: 'v',
  γ: 'g',
  δ: 'd',
  ε: 'e',
  ζ: 'z',
  η: 'i',
  θ: 'th',
  ι: 'i',
  κ: 'k',
  λ: 'l',
  μ: 'm',
  ν: 'n',
  ξ: 'x',
  ο: 'o',
  π: 'p',
  ρ: 'r',
  σ: 's',
  ς: 's',
  τ: 't',
  υ: 'y',
  φ: 'f',
  χ: 'ch',
  ψ: 'ps',
  ω: 'o',
}

const TABLE: Record<string, string> = { ...LATIN_EXTRA, ...CYRILLIC, ...GREEK }

/**
 * Lowercase ASCII spelling of a text: accents dropped ("Iñaki" → "inaki", "Kalniņš" → "kalnins"), letters that
 * have no accent to drop spelt out ("Ærø" → "aero", "straße" → "strasse"), Cyrillic and Greek romanized. Letters
 * of other scripts (Korean, Chinese, Arabic…) are left as they are: the caller decides what to do with them.
 */
export function transliterate(text: string): string {
  return (
    text
      .toLowerCase()
      // Compose first so "и" + breve (й) is one letter the table knows, then decompose what the table does not.
      .normalize('NFC')
      .replace(/ου/g, 'ou')
      .replace(/[^ -~]/g, (char) => TABLE[char] ?? char)
      .normalize('NFKD')
      .replace(/\p{M}+/gu, '')
      .replace(/ου/g, 'ou')
      .replace(/[^ -~]/g, (char) => TABLE[char] ?? char)
  )
}

const SLUG_MAX_LENGTH = 50

/**
 * §5 slug generation, with the transliteration of decision 020: lowercase, spell non-ASCII letters in ASCII,
 * drop apostrophes ("G2's" → "g2s"), turn every other run of characters that are not a-z or 0-9 into one
 * hyphen ("2:1" → "2-1"), trim hyphens, cut to 50 characters, trim trailing hyphens again. Letters with no ASCII
 * spelling (Hangul, Han…) are dropped; `articleSlug` gives such titles a distinct slug.
 */
export function slugify(text: string): string {
  return transliterate(text)
    .replace(/['’‘ʼ`]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, SLUG_MAX_LENGTH)
    .replace(/-+$/g, '')
}

/** A short, stable id of a text (FNV-1a, base 36): the same title always gives the same id. */
function shortHash(text: string): string {
  let hash = 0x811c9dc5
  for (const char of text) {
    hash ^= char.codePointAt(0) ?? 0
    hash = Math.imul(hash, 0x01000193) >>> 0
  }
  return hash.toString(36).padStart(7, '0').slice(0, 7)
}

/** Whether the text has letters that have no ASCII spelling (they vanish from its slug). */
function hasUnspellableLetters(text: string): boolean {
  return /\p{L}/u.test(transliterate(text).replace(/[a-z]/g, ''))
}

/**
 * An article's slug (decision 020). A title whose letters all have an ASCII spelling gets `slugify(title)`. A
 * title in another script never gets an empty or generic slug: with no Latin letters at all it is the publication
 * date and a short id of the title ("2026-11-24-k3j9x0a"); with some, the readable part and the short id, so two
 * Korean headlines that share "T1" do not share a slug.
 */
export function articleSlug(title: string, publishedAt: Date): string {
  const base = slugify(title)
  const id = shortHash(title)
  if (!base) return `${publishedAt.toISOString().slice(0, 10)}-${id}`
  if (!hasUnspellableLetters(title)) return base
  return `${base.slice(0, SLUG_MAX_LENGTH - id.length - 1).replace(/-+$/, '')}-${id}`
}

// §5 slug lookup fallback: a slug ending in one of these probably ends on a whole word, so it was not cut short.
const WORD_ENDINGS = ['s', 'ed', 'ing', 'ly', 'tion', 'al', 'er', 'est'] as const

/** §5: with no exact slug match, look up by prefix only for a slug that looks cut at 50 characters. */
export function shouldTryPrefixLookup(slug: string): boolean {
  return slug.length >= SLUG_MAX_LENGTH && !WORD_ENDINGS.some((ending) => slug.endsWith(ending))
}

/** §5 "a suffix on collision": `base`, else `base-2`, `base-3`, … cut so the whole stays within 50 characters. */
export function firstFreeSlug(base: string, taken: ReadonlySet<string>): string {
  if (!taken.has(base)) return base
  for (let n = 2; ; n++) {
    const candidate = `${base.slice(0, SLUG_MAX_LENGTH - String(n).length - 1).replace(/-+$/, '')}-${n}`
    if (!taken.has(candidate)) return candidate
  }
}
