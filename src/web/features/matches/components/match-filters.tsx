import { GAMES } from '#shared/domain/games'
import { tierLabel } from '#shared/domain/tiers'
import { paths } from '#shared/paths'
import { FilterLink } from '#web/components/esports/filter-link'
import { MATCH_TIERS, type MatchFilters } from '../api/get-matches'

/** The matches page's address for a set of filters: the game in the path, the tier in the query string. */
export function matchesHref(filters: MatchFilters, cursor?: string): string {
  const params = new URLSearchParams()
  if (filters.tier) params.set('tier', filters.tier)
  if (cursor) params.set('cursor', cursor)
  const query = params.toString()
  return query ? `${paths.matches(filters.game)}?${query}` : paths.matches(filters.game)
}

/** Game and tier filters as plain links, so they work before and without JavaScript. */
export function MatchFilterBar({ filters }: { filters: MatchFilters }) {
  return (
    <div className="flex min-w-0 flex-col gap-2">
      <nav aria-label="Filter by game">
        <ul className="flex flex-wrap gap-2">
          <FilterLink to={matchesHref({ tier: filters.tier })} active={!filters.game}>
            All games
          </FilterLink>
          {GAMES.map((game) => (
            <FilterLink
              key={game.slug}
              to={matchesHref({ game: game.slug, tier: filters.tier })}
              active={filters.game === game.slug}
            >
              {game.name}
            </FilterLink>
          ))}
        </ul>
      </nav>
      <nav aria-label="Filter by tier">
        <ul className="flex flex-wrap gap-2">
          <FilterLink to={matchesHref({ game: filters.game })} active={!filters.tier}>
            All tiers
          </FilterLink>
          {MATCH_TIERS.map((tier) => (
            <FilterLink
              key={tier}
              to={matchesHref({ game: filters.game, tier })}
              active={filters.tier === tier}
            >
              {tierLabel(tier) ?? tier}
            </FilterLink>
          ))}
        </ul>
      </nav>
    </div>
  )
}
