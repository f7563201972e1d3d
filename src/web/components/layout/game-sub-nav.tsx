import { useLocation } from 'react-router'
import { Link } from '#web/components/link'
import { type GameSlug, gameDisplayName } from '#shared/domain/games'
import { cn } from '../../lib/cn'
import { paths } from '#shared/paths'

function withoutTrailingSlash(path: string): string {
  return path.length > 1 && path.endsWith('/') ? path.replace(/\/+$/, '') || '/' : path
}

/**
 * §2.2: a link is active when the path equals it; a link other than Overview is also active when the
 * path starts with it (so /cs2/teams/navi keeps "Teams" lit while "Overview" stays off).
 */
export function isSubNavActive(linkPath: string, pathname: string, isOverview: boolean): boolean {
  const link = withoutTrailingSlash(linkPath)
  const path = withoutTrailingSlash(pathname)
  if (path === link) return true
  return !isOverview && path.startsWith(link)
}

interface SubNavLink {
  label: string
  to: string
  isOverview: boolean
}

/**
 * §2.2 game sub-navigation links, in order: Overview, Teams, Players, Matches, Events (issue #14), Transfers
 * (issue #18), News.
 */
export function gameSubNavLinks(game: GameSlug): SubNavLink[] {
  return [
    { label: 'Overview', to: paths.gameHub(game), isOverview: true },
    { label: 'Teams', to: paths.teams(game), isOverview: false },
    { label: 'Players', to: paths.players(game), isOverview: false },
    { label: 'Matches', to: paths.matches(game), isOverview: false },
    { label: 'Events', to: paths.events(game), isOverview: false },
    { label: 'Transfers', to: paths.transfers(game), isOverview: false },
    { label: 'News', to: paths.newsGame(game), isOverview: false },
  ]
}

export function GameSubNav({ gameSlug, className }: { gameSlug: GameSlug; className?: string }) {
  const { pathname } = useLocation()
  return (
    <nav
      aria-label={`${gameDisplayName(gameSlug)} sections`}
      className={cn('border-b print:hidden', className)}
    >
      <ul className="-mb-px flex gap-1 overflow-x-auto">
        {gameSubNavLinks(gameSlug).map((link) => {
          const active = isSubNavActive(link.to, pathname, link.isOverview)
          return (
            <li key={link.to}>
              <Link
                to={link.to}
                aria-current={active ? 'page' : undefined}
                className={cn(
                  'inline-flex items-center border-b-2 px-3 py-2.5 text-sm font-medium whitespace-nowrap transition-colors',
                  active
                    ? 'border-primary text-primary'
                    : 'border-transparent text-muted-foreground hover:border-border hover:text-foreground',
                )}
              >
                {link.label}
              </Link>
            </li>
          )
        })}
      </ul>
    </nav>
  )
}
