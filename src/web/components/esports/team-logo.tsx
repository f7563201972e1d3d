import { useImageFallback } from '../ui/use-image-fallback'
import { cn } from '#web/lib/cn'

/**
 * A team logo in a fixed square (nothing moves when it loads); the acronym or initial stands in when there is none
 * or it fails. Decorative: the team's name is always written beside it.
 */
export function TeamLogo({
  name,
  acronym,
  src,
  size = 56,
  className,
}: {
  name: string
  acronym?: string | null
  src?: string | null
  size?: number
  className?: string
}) {
  const { failed, ref, onError } = useImageFallback()

  const box = { width: size, height: size }
  if (src && !failed) {
    return (
      <img
        ref={ref}
        src={src}
        alt=""
        width={size}
        height={size}
        style={box}
        loading="lazy"
        onError={onError}
        className={cn('shrink-0 rounded-lg border bg-muted object-contain p-1', className)}
      />
    )
  }
  const letters = (acronym?.trim() || name.trim().charAt(0)).slice(0, 4).toUpperCase()
  return (
    <span
      aria-hidden="true"
      style={{ ...box, fontSize: Math.round(size / Math.max(2.4, letters.length * 1.1)) }}
      className={cn(
        'inline-flex shrink-0 items-center justify-center rounded-lg bg-linear-to-br from-hero-from to-hero-to font-extrabold tracking-tight text-white',
        className,
      )}
    >
      {letters}
    </span>
  )
}
