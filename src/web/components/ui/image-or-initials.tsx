import { useEffect, useRef, useState } from 'react'
import { cn } from '../../lib/cn'

interface ImageOrInitialsProps {
  src?: string | null
  /** Shown when there is no image or it fails to load. */
  initials: string
  /** Pixel size of the square; the image reserves it, so nothing shifts when it loads. */
  size: number
  fontSize: number
  /** Classes of the image and of the stand-in (shape, border, fit). */
  imageClassName: string
  initialsClassName: string
  lazy?: boolean
  className?: string
}

/**
 * An image with a stand-in of initials on the site's gradient, for avatars and team logos. Decorative: the name is
 * always written beside it, so it is hidden from screen readers.
 */
export function ImageOrInitials(props: ImageOrInitialsProps) {
  const { src, size, className } = props
  const [failed, setFailed] = useState(false)
  const image = useRef<HTMLImageElement>(null)

  // An image that failed before hydration fired its error event before React listened.
  useEffect(() => {
    const element = image.current
    if (element?.complete && element.naturalWidth === 0) setFailed(true)
  }, [])

  const box = { width: size, height: size }
  if (src && !failed) {
    return (
      <img
        ref={image}
        src={src}
        alt=""
        width={size}
        height={size}
        style={box}
        loading={props.lazy ? 'lazy' : undefined}
        onError={() => setFailed(true)}
        className={cn('shrink-0 bg-muted', props.imageClassName, className)}
      />
    )
  }
  return (
    <span
      aria-hidden="true"
      style={{ ...box, fontSize: props.fontSize }}
      className={cn(
        'inline-flex shrink-0 items-center justify-center bg-linear-to-br from-hero-from to-hero-to text-white',
        props.initialsClassName,
        className,
      )}
    >
      {props.initials}
    </span>
  )
}
