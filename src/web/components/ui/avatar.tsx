import { ImageOrInitials } from './image-or-initials'

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
  return (
    <ImageOrInitials
      src={src}
      initials={name.trim().charAt(0).toUpperCase()}
      size={size}
      fontSize={Math.round(size * 0.42)}
      imageClassName="rounded-full object-cover"
      initialsClassName="rounded-full font-bold"
      className={className}
    />
  )
}
