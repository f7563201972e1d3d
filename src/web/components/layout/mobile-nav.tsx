import { Gamepad2, MessageSquare, Newspaper, Swords } from 'lucide-react'
import { type RefObject, useRef } from 'react'
import { NavLink } from 'react-router'
import { GAMES } from '#shared/domain/games'
import { cn } from '../../lib/cn'
import { useSite } from '../../lib/site'
import { paths } from '#shared/paths'
import { SpoilerFreeToggle } from '../spoiler'
import { Sheet, SheetContent, SheetDescription, SheetHeader, SheetTitle } from '../ui/sheet'
import { AskSearch } from './ask-search'

const mobileLink = ({ isActive }: { isActive: boolean }) =>
  cn(
    'flex items-center gap-3 rounded-md px-3 py-2.5 text-base font-medium transition-colors hover:bg-accent hover:text-accent-foreground',
    isActive ? 'bg-accent text-accent-foreground' : 'text-foreground',
  )

export interface MobileNavSheetProps {
  open: boolean
  onOpenChange: (open: boolean) => void
  /** The menu button, focused again when the sheet closes. */
  returnFocusTo: RefObject<HTMLElement | null>
}

/** §2.2 mobile side sheet: News, Matches, "Chat with {brand}" and the game links with their names. */
export function MobileNavSheet({ open, onOpenChange, returnFocusTo }: MobileNavSheetProps) {
  const { brand } = useSite()
  const contentRef = useRef<HTMLDivElement>(null)
  const close = () => onOpenChange(false)
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent
        side="right"
        closeLabel="Close menu"
        ref={contentRef}
        onOpenAutoFocus={(event) => {
          // Focus the panel, not the ask box: on phones that would pop up the keyboard straight away.
          event.preventDefault()
          contentRef.current?.focus()
        }}
        onCloseAutoFocus={(event) => {
          // The trigger lives outside this lazily loaded module, so hand focus back to it ourselves.
          event.preventDefault()
          returnFocusTo.current?.focus()
        }}
      >
        <SheetHeader>
          <SheetTitle>{brand}</SheetTitle>
          <SheetDescription className="sr-only">Site navigation</SheetDescription>
        </SheetHeader>
        <AskSearch onSubmitted={close} />
        <SpoilerFreeToggle
          className="w-full px-3 text-base text-foreground"
          labelClassName="flex-1 text-left"
        />
        <nav aria-label="Mobile">
          <ul className="flex flex-col gap-1">
            <li>
              <NavLink to={paths.news()} className={mobileLink} onClick={close}>
                <Newspaper aria-hidden="true" className="size-5 text-primary" />
                News
              </NavLink>
            </li>
            <li>
              <NavLink to={paths.matches()} className={mobileLink} onClick={close}>
                <Swords aria-hidden="true" className="size-5 text-primary" />
                Matches
              </NavLink>
            </li>
            <li>
              <NavLink to={paths.chat()} className={mobileLink} onClick={close}>
                <MessageSquare aria-hidden="true" className="size-5 text-primary" />
                Chat with {brand}
              </NavLink>
            </li>
          </ul>
          <p className="mt-6 mb-2 px-3 text-xs font-semibold tracking-wider text-muted-foreground uppercase">
            Games
          </p>
          <ul className="flex flex-col gap-1">
            {GAMES.map((game) => (
              <li key={game.slug}>
                <NavLink to={paths.gameHub(game.slug)} className={mobileLink} onClick={close}>
                  <Gamepad2 aria-hidden="true" className="size-5 text-highlight" />
                  {game.name}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      </SheetContent>
    </Sheet>
  )
}
