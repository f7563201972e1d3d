import { ImageOrInitials } from '../ui/image-or-initials'

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
  const letters = (acronym?.trim() || name.trim().charAt(0)).slice(0, 4).toUpperCase()
  return (
    <ImageOrInitials
      src={src}
      initials={letters}
      size={size}
      fontSize={Math.round(size / Math.max(2.4, letters.length * 1.1))}
      imageClassName="rounded-lg border object-contain p-1"
      initialsClassName="rounded-lg font-extrabold tracking-tight"
      lazy
      className={className}
    />
  )
}
