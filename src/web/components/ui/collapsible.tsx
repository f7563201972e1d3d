import type { ComponentProps } from 'react'
import { SpriteIcon } from './sprite-icon'
import { cn } from '../../lib/cn'

// Built on <details>/<summary>: it opens and closes before the page's JavaScript has loaded (and without it),
// and browsers announce its expanded state. `defaultOpen` is the state at first render; the reader owns it after.

interface CollapsibleProps extends Omit<ComponentProps<'details'>, 'open'> {
  defaultOpen?: boolean
}

export function Collapsible({ defaultOpen = false, className, ...props }: CollapsibleProps) {
  return <details open={defaultOpen} className={cn('group/collapsible', className)} {...props} />
}

/** The always-visible header; a chevron at the end turns when open. */
export function CollapsibleTrigger({ className, children, ...props }: ComponentProps<'summary'>) {
  return (
    <summary
      className={cn(
        'flex cursor-pointer list-none items-center justify-between gap-2 rounded-md select-none [&::-webkit-details-marker]:hidden',
        className,
      )}
      {...props}
    >
      {children}
      <SpriteIcon
        name="chevron-down"
        className="size-4 shrink-0 text-muted-foreground transition-transform group-open/collapsible:rotate-180 motion-reduce:transition-none"
      />
    </summary>
  )
}

export function CollapsibleContent({ className, ...props }: ComponentProps<'div'>) {
  return <div className={className} {...props} />
}
