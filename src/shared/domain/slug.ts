/** §5 slug generation, all six steps. */
export function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9\s-]/g, '')
    .replace(/\s+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 50)
    .replace(/-+$/g, '')
}

const SLUG_MAX_LENGTH = 50

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
