import type { ComponentProps, MouseEvent } from 'react'
import { useNavigate } from 'react-router'

export interface LinkProps extends Omit<ComponentProps<'a'>, 'href'> {
  /** A page of the site by its absolute path, with its query and fragment if any ("/news?page=2"). */
  to: string
}

/**
 * A link to one of the site's pages: the <a> React Router's Link renders, and on a plain left click the same
 * navigation in the browser (no reload; a new history entry unless it is the page already shown). Every `to` here
 * is an absolute path (`paths.ts`), so nothing is resolved against the route tree: React Router's Link does that
 * for every link it renders (its `useResolvedPath`), 5-8 % of a listing's server render with 170 links (decision
 * 047). Its data-discover attribute is left out: the router runs in data mode, which has no lazy route discovery.
 * Active-link styling is React Router's NavLink.
 */
export function Link({ to, onClick, target, ...rest }: LinkProps) {
  const navigate = useNavigate()
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event)
    if (event.defaultPrevented || !isPlainClick(event, target) || !isSitePath(to)) return
    event.preventDefault()
    // As React Router's Link: a link to the page already shown replaces its history entry.
    const here = window.location.pathname + window.location.search + window.location.hash
    void navigate(to, { replace: here === to })
  }
  return <a {...rest} href={to} onClick={handleClick} target={target} />
}

/** A left click without a modifier, on a link that opens in this window: anything else is the browser's to handle. */
function isPlainClick(event: MouseEvent, target: string | undefined): boolean {
  return (
    event.button === 0 &&
    (!target || target === '_self') &&
    !(event.metaKey || event.altKey || event.ctrlKey || event.shiftKey)
  )
}

const isSitePath = (to: string) => to.startsWith('/') && !to.startsWith('//')
