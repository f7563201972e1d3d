import type { ComponentProps } from 'react'
import { cn } from '#web/lib/cn'

/** §3: an article without an image uses this. */
export const DEFAULT_ARTICLE_IMAGE = '/placeholder.svg'

interface ArticleImageProps extends Omit<ComponentProps<'img'>, 'src' | 'width' | 'height'> {
  src: string | null | undefined
  /** Intrinsic size, so the browser reserves the space before the image arrives. */
  width?: number
  height?: number
}

/** An article picture that falls back to the placeholder when the stored one is missing or broken. */
export function ArticleImage({
  src,
  alt = '',
  width = 640,
  height = 360,
  loading = 'lazy',
  className,
  ...props
}: ArticleImageProps) {
  return (
    <img
      src={src || DEFAULT_ARTICLE_IMAGE}
      alt={alt}
      width={width}
      height={height}
      loading={loading}
      decoding="async"
      onError={(event) => {
        const image = event.currentTarget
        if (!image.src.endsWith(DEFAULT_ARTICLE_IMAGE)) image.src = DEFAULT_ARTICLE_IMAGE
      }}
      className={cn('bg-muted object-cover', className)}
      {...props}
    />
  )
}
