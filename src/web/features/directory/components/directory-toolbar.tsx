import { X } from 'lucide-react'
import { type ReactNode, useId, useRef, useState } from 'react'
import { Link } from '#web/components/link'
import { countryFlag } from '#shared/domain/countries'
import { GAMES, type GameSlug } from '#shared/domain/games'
import { Badge } from '#web/components/ui/badge'
import { SearchField } from '#web/components/ui/search-field'
import { Skeleton } from '#web/components/ui/skeleton'
import { cn } from '#web/lib/cn'
import { useTypedBeforeHydration } from '#web/lib/use-typed-before-hydration'
import { type DirectoryFilter, isFiltered } from '../utils/directory'

export interface DirectoryToolbarProps {
  /** "Search teams by name..." */
  searchPlaceholder: string
  searchLabel: string
  /** "Filter by country" */
  filterLabel: string
  countries: readonly string[]
  filter: DirectoryFilter
  onFilterChange: (filter: DirectoryFilter) => void
  /** A link to the other list ("View Players" / "View Teams"). */
  action?: ReactNode
}

const selectClass =
  'h-10 w-full min-w-0 cursor-pointer appearance-none rounded-md border border-input bg-background bg-[length:1rem] bg-[right_0.75rem_center] bg-no-repeat py-2 pr-9 pl-3 text-base text-foreground shadow-xs transition-colors focus-visible:border-ring md:text-sm'

// A chevron drawn in CSS (no extra request); currentColor is not available to a background image, so grey.
const chevron =
  "url(\"data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 24 24' fill='none' stroke='%238a86a0' stroke-width='2' stroke-linecap='round' stroke-linejoin='round'%3E%3Cpath d='m6 9 6 6 6-6'/%3E%3C/svg%3E\")"

export const NO_FILTER: DirectoryFilter = { search: '', country: '' }

/** The list's filter. A different game is a different list: its filter starts empty (reset while rendering). */
export function useDirectoryFilter(game: string | undefined) {
  const [filter, setFilter] = useState<DirectoryFilter>(NO_FILTER)
  const [filterGame, setFilterGame] = useState(game)
  if (filterGame !== game) {
    setFilterGame(game)
    setFilter(NO_FILTER)
  }
  return [filter, setFilter] as const
}

/** §2.10/§2.12: the name search, the country filter with flags and the "Clear" badge that resets both. */
export function DirectoryToolbar({
  searchPlaceholder,
  searchLabel,
  filterLabel,
  countries,
  filter,
  onFilterChange,
  action,
}: DirectoryToolbarProps) {
  const countryId = useId()
  const filtered = isFiltered(filter)
  const searchField = useRef<HTMLInputElement>(null)
  const countryField = useRef<HTMLSelectElement>(null)
  useTypedBeforeHydration(
    [
      { ref: searchField, value: filter.search },
      { ref: countryField, value: filter.country },
    ],
    ([search = '', country = '']) => onFilterChange({ ...filter, search, country }),
  )
  return (
    <div className="flex flex-col gap-3 md:flex-row md:items-center">
      <SearchField
        label={searchLabel}
        placeholder={searchPlaceholder}
        value={filter.search}
        onChange={(search) => onFilterChange({ ...filter, search })}
        inputRef={searchField}
        className="flex-1 md:max-w-sm"
      />
      <div className="flex items-center gap-3">
        <label htmlFor={countryId} className="sr-only">
          {filterLabel}
        </label>
        <select
          ref={countryField}
          id={countryId}
          value={filter.country}
          onChange={(event) => onFilterChange({ ...filter, country: event.target.value })}
          className={cn(selectClass, 'md:w-56')}
          style={{ backgroundImage: chevron }}
        >
          <option value="">{filterLabel}</option>
          {countries.map((country) => (
            <option key={country} value={country}>
              {`${countryFlag(country)} ${country}`}
            </option>
          ))}
        </select>
        {/* Always laid out, visible (and focusable) only when something is set: the row never shifts. */}
        <Badge
          asChild
          variant="outline"
          className={cn(
            'h-7 cursor-pointer gap-1 px-3 text-sm hover:border-primary hover:text-primary',
            !filtered && 'invisible',
          )}
        >
          <button type="button" onClick={() => onFilterChange({ search: '', country: '' })}>
            <X aria-hidden="true" />
            Clear
          </button>
        </Badge>
      </div>
      {action ? <div className="md:ml-auto">{action}</div> : null}
    </div>
  )
}

/** §2.10/§2.12: a row of game badges, each leading to that game's list. */
export function GameBadges({
  current,
  to,
  label,
}: {
  current: GameSlug | undefined
  to: (game: GameSlug) => string
  label: string
}) {
  return (
    <nav aria-label={label}>
      <ul className="flex flex-wrap gap-2">
        {GAMES.map((game) => {
          const active = game.slug === current
          return (
            <li key={game.slug}>
              <Badge
                asChild
                variant={active ? 'default' : 'outline'}
                className={cn(
                  'gap-2 px-3 py-1 text-sm',
                  !active && 'hover:border-primary hover:text-primary',
                )}
              >
                <Link to={to(game.slug)} aria-current={active ? 'page' : undefined}>
                  <span
                    aria-hidden="true"
                    className="size-2 rounded-full ring-1 ring-background/60"
                    style={{ backgroundColor: game.color }}
                  />
                  {game.name}
                </Link>
              </Badge>
            </li>
          )
        })}
      </ul>
    </nav>
  )
}

export interface DirectoryStat {
  label: string
  /** Undefined while loading. */
  value: number | undefined
}

/** §2.10/§2.12 statistics card. */
export function DirectoryStats({ stats, label }: { stats: readonly DirectoryStat[]; label: string }) {
  return (
    <section aria-label={label} className="rounded-xl border bg-card p-4 shadow-sm sm:p-5">
      <dl className="grid grid-cols-3 divide-x">
        {stats.map((stat) => (
          <div key={stat.label} className="flex flex-col items-center gap-1 px-2 text-center">
            <dt className="order-2 text-xs font-medium text-muted-foreground sm:text-sm">{stat.label}</dt>
            <dd className="order-1 text-2xl font-extrabold tracking-tight text-primary tabular-nums sm:text-3xl">
              {stat.value === undefined ? (
                <Skeleton className="inline-block h-[0.8em] w-10 align-middle" />
              ) : (
                stat.value
              )}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  )
}
