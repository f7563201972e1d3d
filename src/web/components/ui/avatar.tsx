import { useImageFallback } from './use-image-fallback'
import { cn } from '../../lib/cn'

interface AvatarProps {
  name: string
  /** Image URL; without one (or when it fails to load) the name's first letter is shown. */
  src?: string
  /** Pixel size; the image reserves it, so nothing shifts when it loads. */
  size?: number
  className?: string
}

/** A round avatar. Decorative: the name is always written next to it, so it is hidden from screen readers. */
export function Avatar({ name, src, size = 40, className }: AvatarProps) {
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
        onError={onError}
        className={cn('shrink-0 rounded-full bg-muted object-cover', className)}
      />
    )
  }
  return (
    <span
      aria-hidden="true"
      style={{ ...box, fontSize: Math.round(size * 0.42) }}
      className={cn(
        'inline-flex shrink-0 items-center justify-center rounded-full bg-linear-to-br from-hero-from to-hero-to font-bold text-white',
        className,
      )}
    >
      {name.trim().charAt(0).toUpperCase()}
    </span>
  )
}
