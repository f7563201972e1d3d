import { useEffect, useRef, useState } from 'react'

/**
 * For an image with a stand-in (initials, an acronym): whether it failed, and the ref and error handler its
 * <img> takes. An image that failed before hydration fired its error event before React listened: the effect
 * catches that one.
 */
export function useImageFallback() {
  const [failed, setFailed] = useState(false)
  const ref = useRef<HTMLImageElement>(null)
  useEffect(() => {
    const element = ref.current
    if (element?.complete && element.naturalWidth === 0) setFailed(true)
  }, [])
  return { failed, ref, onError: () => setFailed(true) }
}
