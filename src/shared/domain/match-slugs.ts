import { slugify } from './slug'

// Match and event URLs (docs/decisions/027-matches-and-events.md): a readable head and the PandaScore id at the end.
// The id finds the row, so a slug whose head is out of date (a TBD side decided, a team renamed) still finds its
// page, which then redirects to the current spelling.

const MAX_HEAD = 80

function head(text: string): string {
  return slugify(text).slice(0, MAX_HEAD).replace(/-+$/, '')
}

/** "cobalt-tide-vs-aurora-vanguard-9600123"; an unknown side is "tbd". */
export function matchSlug(
  side1: string | null | undefined,
  side2: string | null | undefined,
  pandascoreId: number,
): string {
  const name = (side: string | null | undefined) => head(side?.trim() || 'TBD') || 'tbd'
  return `${name(side1)}-vs-${name(side2)}-${pandascoreId}`
}

/** "longship-masters-autumn-2026-9400001". */
export function eventSlug(name: string, pandascoreId: number): string {
  const text = head(name)
  return text ? `${text}-${pandascoreId}` : String(pandascoreId)
}

/** The PandaScore id a match or event slug ends in, or undefined. */
export function pandascoreIdFromSlug(slug: string): number | undefined {
  const match = /(?:^|-)(\d{1,10})$/.exec(slug)
  if (!match?.[1]) return undefined
  const id = Number(match[1])
  return Number.isSafeInteger(id) && id > 0 && id <= 2_147_483_647 ? id : undefined
}
