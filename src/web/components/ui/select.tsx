import type { ComponentProps } from 'react'
import { cn } from '../../lib/cn'

// A chevron drawn in CSS (no extra request); currentColor is not available to a background image, so grey.
const chevron =
  "url(\"data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 24 24' fill='none' stroke='%238a86a0' stroke-width='2' stroke-linecap='round' stroke-linejoin='round'%3E%3Cpath d='m6 9 6 6 6-6'/%3E%3C/svg%3E\")"

/** A native <select> (keyboard and mobile pickers for free) styled like the inputs. */
export function Select({ className, style, ...props }: ComponentProps<'select'>) {
  return (
    <select
      className={cn(
        'h-10 w-full min-w-0 cursor-pointer appearance-none rounded-md border border-input bg-background bg-[length:1rem] bg-[right_0.75rem_center] bg-no-repeat py-2 pr-9 pl-3 text-base text-foreground shadow-xs transition-colors focus-visible:border-ring disabled:cursor-not-allowed disabled:opacity-50 md:text-sm',
        className,
      )}
      style={{ backgroundImage: chevron, ...style }}
      {...props}
    />
  )
}
