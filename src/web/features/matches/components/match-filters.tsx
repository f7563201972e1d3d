import { Link } from 'react-router'
import { GAMES } from '#shared/domain/games'
import { tierLabel } from '#shared/domain/tiers'
import { paths } from '#shared/paths'
import { cn } from '#web/lib/cn'
import { MATCH_TIERS, type MatchFilters } from '../api/get-matches'

/** The matches page's address for a set of filters: the game in the path, the tier in the query string. */
export function matchesHref(filters: MatchFilters, cursor?: string): string {
  const params = new URLSearchParams()
  if (filters.tier) params.set('tier', filters.tier)
  if (cursor) params.set('cursor', cursor)
  const query = params.toString()
  return query ? `${paths.matches(filters.game)}?${query}` : paths.matches(filters.game)
}

function FilterLink({ to, active, children }: { to: string; active: boolean; children: string }) {
  return (
    <li>
      <Link
        to={to}
        aria-current={active ? 'page' : undefined}
        className={cn(
          'inline-flex h-8 items-center rounded-full border px-3 text-sm font-medium whitespace-nowrap transition-colors focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none',
          active
            ? 'border-primary bg-primary text-primary-foreground'
            : 'text-muted-foreground hover:border-primary/50 hover:text-foreground',
        )}
      >
        {children}
      </Link>
    </li>
  )
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
