import { articleGameKeyOf } from '#shared/domain/article-game'
import { SEARCH_COUNT_CAP } from '#shared/domain/search-limits'
import type { SearchGroup, SearchHit, SearchQuery, SearchResults } from '#shared/schemas/search'
import type { Db } from '../db/client'
import { listSearchSuggestions, searchSite as searchSiteRows } from '../storage/site-search'

const SUGGESTION_COUNT = 3

function iso(value: Date | string): string {
  return (value instanceof Date ? value : new Date(value)).toISOString()
}

/** A game slug a page lives under, or null ("Esports" and unknown games have no hub). */
function gameOf(value: string | null | undefined): string | null {
  const game = value?.toLowerCase()
  return game && /^[a-z0-9-]+$/.test(game) ? game : null
}

function group(kind: SearchGroup['kind'], rows: { total: number }[], hits: SearchHit[]): SearchGroup {
  return { kind, count: rows[0]?.total ?? 0, hits }
}

/**
 * /search (decision 020): articles, teams and players matching the query, typo-tolerant and accent-insensitive,
 * grouped by kind with how many match in all; with no result at all, names spelt close to the query.
 */
export async function searchSite(db: Db, query: SearchQuery): Promise<SearchResults> {
  const rows = await searchSiteRows(db, query.q, query.limit, SEARCH_COUNT_CAP)
  const groups: SearchGroup[] = [
    group(
      'article',
      rows.articles,
      rows.articles.map((a) => ({
        kind: 'article',
        id: a.id,
        slug: a.slug || a.id,
        title: a.title,
        description: a.summary,
        // The game the article page names ("Dota 2" stored by a feed is the dota2 key), not the stored name.
        game: articleGameKeyOf(a.detectedGame ?? a.game ?? '') ?? null,
        imageUrl: a.imageUrl || null,
        publishedAt: iso(a.publishedAt),
      })),
    ),
    group(
      'team',
      rows.teams,
      rows.teams.map((t) => ({
        kind: 'team',
        id: t.id,
        slug: t.slug,
        title: t.name,
        description: [t.acronym, t.location].filter(Boolean).join(' · '),
        game: gameOf(t.currentVideogame),
        imageUrl: t.imageUrl,
        publishedAt: null,
      })),
    ),
    group(
      'player',
      rows.players,
      rows.players.map((p) => ({
        kind: 'player',
        id: p.id,
        slug: p.slug,
        title: p.name,
        description: [[p.firstName, p.lastName].filter(Boolean).join(' '), p.teamName]
          .filter(Boolean)
          .join(' · '),
        // §2.12: a player's page lives under their team's game, else their own.
        game: gameOf(p.teamGame ?? p.currentVideogame),
        imageUrl: p.imageUrl,
        publishedAt: null,
      })),
    ),
  ]
  const total = groups.reduce((sum, g) => sum + g.count, 0)
  const suggestions = total === 0 ? await listSearchSuggestions(db, query.q, SUGGESTION_COUNT) : []
  return { query: query.q, total, groups, suggestions }
}
