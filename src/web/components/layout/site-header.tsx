import { Menu } from 'lucide-react'
import { lazy, Suspense, useRef, useState } from 'react'
import { NavLink } from 'react-router'
import { GAMES } from '#shared/domain/games'
import { cn } from '../../lib/cn'
import { paths } from '#shared/paths'
import { SpoilerFreeToggle } from '../spoiler'
import { Button } from '../ui/button'
import { AskSearch } from './ask-search'
import { Logo } from './logo'
import { ThemeToggle } from './theme-toggle'

const desktopLink = ({ isActive }: { isActive: boolean }) =>
  cn(
    'rounded-md px-3 py-2 text-sm font-medium transition-colors hover:bg-accent hover:text-accent-foreground',
    isActive ? 'text-primary' : 'text-muted-foreground',
  )

/** §2.2 site header: logo, main nav (News, Matches, Chat, the four game hubs), the ask box, theme and mobile menu. */
export function SiteHeader() {
  return (
    <header className="sticky top-0 z-40 border-b bg-background/85 backdrop-blur-md print:hidden">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-4 px-4 sm:px-6 lg:px-8">
        <Logo />
        <nav aria-label="Main" className="hidden lg:block">
          <ul className="flex items-center gap-1">
            <li>
              <NavLink to={paths.news()} className={desktopLink}>
                News
              </NavLink>
            </li>
            <li>
              <NavLink to={paths.matches()} className={desktopLink}>
                Matches
              </NavLink>
            </li>
            <li>
              <NavLink to={paths.chat()} className={desktopLink}>
                Chat
              </NavLink>
            </li>
            {GAMES.map((game) => (
              <li key={game.slug}>
                <NavLink to={paths.gameHub(game.slug)} className={desktopLink}>
                  {game.name}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="ml-auto flex items-center gap-1 sm:gap-2">
          <AskSearch className="hidden w-56 md:block xl:w-72" />
          <SpoilerFreeToggle className="hidden sm:inline-flex" labelClassName="sr-only xl:not-sr-only" />
          <ThemeToggle />
          <MobileNav />
        </div>
      </div>
    </header>
  )
}

// The menu (Radix Dialog and its focus trap) is fetched on first use, keeping it out of every page's first load.
const loadMobileNav = () => import('./mobile-nav')
const MobileNavSheet = lazy(() => loadMobileNav().then((module) => ({ default: module.MobileNavSheet })))

function MobileNav() {
  const [open, setOpen] = useState(false)
  const [wanted, setWanted] = useState(false)
  const triggerRef = useRef<HTMLButtonElement>(null)
  return (
    <>
      <Button
        ref={triggerRef}
        variant="ghost"
        size="icon"
        className="lg:hidden"
        aria-label="Open menu"
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={() => void loadMobileNav()}
        onFocus={() => void loadMobileNav()}
        onClick={() => {
          setWanted(true)
          setOpen(true)
        }}
      >
        <Menu aria-hidden="true" />
      </Button>
      {wanted ? (
        <Suspense fallback={null}>
          <MobileNavSheet open={open} onOpenChange={setOpen} returnFocusTo={triggerRef} />
        </Suspense>
      ) : null}
    </>
  )
}
