import { cn } from '#web/lib/cn'

/**
 * A country with its flag (the API's `countryFlag` of the name: a globe for an unknown one); the flag is
 * decoration, the name is the text.
 */
export function Country({
  name,
  flag,
  className,
}: {
  name: string | null | undefined
  flag: string | null | undefined
  className?: string
}) {
  if (!name?.trim()) return null
  return (
    <span className={cn('inline-flex min-w-0 items-center gap-1.5', className)}>
      <span aria-hidden="true" className="shrink-0 text-base leading-none">
        {flag}
      </span>
      <span className="truncate">{name}</span>
    </span>
  )
}
