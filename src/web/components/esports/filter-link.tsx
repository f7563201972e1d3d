import { Link } from '#web/components/link'
import { cn } from '#web/lib/cn'

/** One filter of a list page as a plain link (it works before and without JavaScript); the active one is lit. */
export function FilterLink({ to, active, children }: { to: string; active: boolean; children: string }) {
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
