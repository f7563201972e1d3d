// §3 Tag: labels for known tags; long game names share the labels of the game slugs.
const TAG_LABELS: Readonly<Record<string, string>> = {
  cs2: 'CS2',
  'counter-strike-2': 'CS2',
  lol: 'League of Legends',
  'league-of-legends': 'League of Legends',
  dota2: 'Dota 2',
  'dota-2': 'Dota 2',
  valorant: 'Valorant',
  'roster-changes': 'Roster Changes',
  'game-update': 'Game Update',
  guide: 'Guide',
  tutorial: 'Tutorial',
  tournament: 'Tournament',
  industry: 'Industry',
  esports: 'Esports',
}

/** §3: article tags are stored lowercase; surrounding whitespace is never part of a tag. */
export function normalizeTag(raw: string): string {
  return raw.trim().toLowerCase()
}

function titleCase(words: string): string {
  return words
    .split(/[-\s]+/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ')
}

/** §3 label of a tag; long names such as "Counter-Strike 2" map to the game's label; others are title-cased. */
export function tagLabel(slug: string): string {
  const key = normalizeTag(slug).replace(/\s+/g, '-')
  return TAG_LABELS[key] ?? titleCase(key)
}

/** §3: category values include these; the news filters show one section per category except games. */
export const TAG_CATEGORIES = ['games', 'gameplay', 'content', 'events', 'tournaments'] as const

/** §2.7: these filter sections start collapsed. */
export const COLLAPSED_TAG_CATEGORIES: readonly string[] = ['gameplay', 'content', 'events', 'tournaments']

/** Section heading of a tag category, e.g. "Tournaments". */
export function tagCategoryTitle(category: string): string {
  return titleCase(category.toLowerCase())
}

interface TagSection<T> {
  category: string
  tags: T[]
  collapsed: boolean
}

/**
 * §2.7 filter sidebar: one section per tag category except "games", in the order categories first
 * appear (tags come ordered by name, §3), the listed ones starting collapsed.
 */
export function tagSections<T extends { category: string }>(tags: readonly T[]): TagSection<T>[] {
  const sections = new Map<string, TagSection<T>>()
  for (const tag of tags) {
    if (tag.category === 'games') continue
    let section = sections.get(tag.category)
    if (!section) {
      section = {
        category: tag.category,
        tags: [],
        collapsed: COLLAPSED_TAG_CATEGORIES.includes(tag.category),
      }
      sections.set(tag.category, section)
    }
    section.tags.push(tag)
  }
  return [...sections.values()]
}

const CARD_TAG_LIMIT = 3

/** §2.4/§9: an article card shows 3 tags, then "+N more". */
export function cardTags<T>(tags: readonly T[]): { shown: T[]; more: number } {
  return { shown: tags.slice(0, CARD_TAG_LIMIT), more: Math.max(0, tags.length - CARD_TAG_LIMIT) }
}

/** §5 edit form: the tag is stored lowercase; an empty or duplicate tag is not added. */
export function addTag(tags: readonly string[], raw: string): string[] {
  const tag = normalizeTag(raw)
  if (!tag || tags.includes(tag)) return [...tags]
  return [...tags, tag]
}

const TOURNAMENT_TAG =
  /major|worlds|playoff|qualifier|league|cup|masters|champions|international|vct|lec|lcs|tournament|split|season/
const EVENT_TAG = /final|event|lan|showmatch|all-star|bootcamp|ceremony/
const GAMEPLAY_TAG = /patch|update|meta|balance|map|agent|hero|champion|strategy|nerf|buff|guide|tutorial/

/** Tag colours by category, for the selected-tag highlight of the news filters (§2.7). */
export const TAG_CATEGORY_COLORS: Readonly<Record<string, string>> = {
  games: '#7c3aed',
  tournaments: '#d97706',
  events: '#db2777',
  gameplay: '#0891b2',
  content: '#64748b',
}

/**
 * The filter section a new tag starts in, guessed from its words; admins can move it. Game slugs are "games".
 */
export function guessTagCategory(slug: string): (typeof TAG_CATEGORIES)[number] {
  if (['cs2', 'lol', 'dota2', 'valorant'].includes(slug)) return 'games'
  if (TOURNAMENT_TAG.test(slug)) return 'tournaments'
  if (EVENT_TAG.test(slug)) return 'events'
  if (GAMEPLAY_TAG.test(slug)) return 'gameplay'
  return 'content'
}
