import { Gamepad2, Menu, MessageSquare, Newspaper } from 'lucide-react'
import { useState } from 'react'
import { NavLink } from 'react-router'
import { GAMES } from '../../../shared/domain/games'
import { cn } from '../../lib/cn'
import { useSite } from '../../lib/site'
import { paths } from '../../paths'
import { Button } from '../ui/button'
import { Sheet, SheetClose, SheetContent, SheetDescription, SheetHeader, SheetTitle, SheetTrigger } from '../ui/sheet'
import { AskSearch } from './ask-search'
import { Logo } from './logo'
import { ThemeToggle } from './theme-toggle'

const desktopLink = ({ isActive }: { isActive: boolean }) =>
  cn(
    'rounded-md px-3 py-2 text-sm font-medium transition-colors hover:bg-accent hover:text-accent-foreground',
    isActive ? 'text-primary' : 'text-muted-foreground',
  )

const mobileLink = ({ isActive }: { isActive: boolean }) =>
  cn(
    'flex items-center gap-3 rounded-md px-3 py-2.5 text-base font-medium transition-colors hover:bg-accent hover:text-accent-foreground',
    isActive ? 'bg-accent text-accent-foreground' : 'text-foreground',
  )

/** §2.2 site header: logo, main nav (News, Chat, the four game hubs), the ask box, theme and mobile menu. */
export function SiteHeader() {
  return (
    <header className="sticky top-0 z-40 border-b bg-background/85 backdrop-blur-md">
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
          <ThemeToggle />
          <MobileNav />
        </div>
      </div>
    </header>
  )
}

/** §2.2 mobile side sheet: News, "Chat with {brand}" and the game links with their names. */
function MobileNav() {
  const { brand } = useSite()
  const [open, setOpen] = useState(false)
  return (
    <Sheet open={open} onOpenChange={setOpen}>
      <SheetTrigger asChild>
        <Button variant="ghost" size="icon" className="lg:hidden" aria-label="Open menu">
          <Menu aria-hidden="true" />
        </Button>
      </SheetTrigger>
      <SheetContent side="right" closeLabel="Close menu">
        <SheetHeader>
          <SheetTitle>{brand}</SheetTitle>
          <SheetDescription className="sr-only">Site navigation</SheetDescription>
        </SheetHeader>
        <AskSearch onSubmitted={() => setOpen(false)} />
        <nav aria-label="Mobile">
          <ul className="flex flex-col gap-1">
            <li>
              <SheetClose asChild>
                <NavLink to={paths.news()} className={mobileLink}>
                  <Newspaper aria-hidden="true" className="size-5 text-primary" />
                  News
                </NavLink>
              </SheetClose>
            </li>
            <li>
              <SheetClose asChild>
                <NavLink to={paths.chat()} className={mobileLink}>
                  <MessageSquare aria-hidden="true" className="size-5 text-primary" />
                  Chat with {brand}
                </NavLink>
              </SheetClose>
            </li>
          </ul>
          <p className="mt-6 mb-2 px-3 text-xs font-semibold tracking-wider text-muted-foreground uppercase">
            Games
          </p>
          <ul className="flex flex-col gap-1">
            {GAMES.map((game) => (
              <li key={game.slug}>
                <SheetClose asChild>
                  <NavLink to={paths.gameHub(game.slug)} className={mobileLink}>
                    <Gamepad2 aria-hidden="true" className="size-5 text-highlight" />
                    {game.name}
                  </NavLink>
                </SheetClose>
              </li>
            ))}
          </ul>
        </nav>
      </SheetContent>
    </Sheet>
  )
}
