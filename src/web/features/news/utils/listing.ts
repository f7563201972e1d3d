import { type GameSlug, resolveRouteGame } from '#shared/domain/games'
import { normalizeTag } from '#shared/domain/tags'
import { paths } from '#shared/paths'

/** §9: the news listing shows 50 articles. */
export const NEWS_PAGE_SIZE = 50

/**
 * A tag listing without a game goes through /news/articles-latest/{this}/{tag}: "/news/{tag}" would be an
 * article address. The segment is not a game, so the listing has no game filter.
 */
const ALL_GAMES_SEGMENT = 'all'

export interface ListingFilters {
  game?: GameSlug
  tag?: string
}

/** §2.1/§2.7: the game is the route parameter when it is one of the four, else inferred from the path. */
export function listingFilters(params: { game?: string; tag?: string }, pathname: string): ListingFilters {
  const filters: ListingFilters = {}
  const game = resolveRouteGame(params.game, pathname)
  if (game) filters.game = game
  const tag = params.tag ? normalizeTag(params.tag) : ''
  if (tag) filters.tag = tag
  return filters
}

/** §2.7: the listing of a game and/or tag: /news, /news/{game}, /news/{game}/{tag}; a tag alone, see above. */
export function newsListingPath(game?: string, tag?: string): string {
  if (game && tag) return paths.newsGameTag(game, tag)
  if (game) return paths.newsGame(game)
  if (tag) return paths.newsLatest(ALL_GAMES_SEGMENT, tag)
  return paths.news()
}

/**
 * The numbered page a listing's address asks for: 1 without `?page`, null when the value is not a page number
 * (the page answers 404 rather than showing page 1 under a second address).
 */
export function listingPageNumber(search: URLSearchParams): number | null {
  const value = search.get('page')
  if (value === null) return 1
  if (!/^[1-9]\d{0,3}$/.test(value)) return null
  return Number(value)
}

/** The address of a numbered page of a listing: `/news?page=2`; page 1 is the listing's own address. */
export function listingPageHref(path: string, page: number): string {
  return page > 1 ? `${path}?page=${page}` : path
}

/** What is left after the stories shown, as the "Load more" button says it. */
export function moreStoriesText(count: number): string {
  return `${count} more ${count === 1 ? 'story' : 'stories'}`
}

function channel(hex: string, index: number): number {
  const value = Number.parseInt(hex.slice(index, index + 2), 16) / 255
  return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4
}

function luminance(hex: string): number {
  return 0.2126 * channel(hex, 0) + 0.7152 * channel(hex, 2) + 0.0722 * channel(hex, 4)
}

const LIGHT_TEXT = '#ffffff'
const DARK_TEXT = '#0b0a14'

/** A "#rrggbb" / "#rgb" colour, or undefined when the stored tag colour is not one. */
export function normalizeHexColor(color: string | null | undefined): string | undefined {
  const value = color?.trim().toLowerCase() ?? ''
  if (/^#[0-9a-f]{6}$/.test(value)) return value
  if (/^#[0-9a-f]{3}$/.test(value)) return `#${[...value.slice(1)].map((c) => c + c).join('')}`
  return undefined
}

/** The text colour (white or near-black) with the higher WCAG contrast on a tag's colour. */
export function tagTextColor(background: string): string {
  const hex = normalizeHexColor(background)
  if (!hex) return LIGHT_TEXT
  const bg = luminance(hex.slice(1))
  const onWhite = 1.05 / (bg + 0.05)
  const onDark = (bg + 0.05) / (luminance(DARK_TEXT.slice(1)) + 0.05)
  return onWhite >= onDark ? LIGHT_TEXT : DARK_TEXT
}
