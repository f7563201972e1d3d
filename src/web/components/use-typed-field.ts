import { type RefObject, useRef, useState } from 'react'
import { useTypedBeforeHydration } from '#web/lib/use-typed-before-hydration'

/**
 * A controlled text field's value and ref, keeping what the reader typed before the page hydrated (the ask
 * boxes, the news search).
 */
export function useTypedField<T extends HTMLInputElement | HTMLTextAreaElement = HTMLInputElement>(): [
  string,
  (value: string) => void,
  RefObject<T | null>,
] {
  const [text, setText] = useState('')
  const field = useRef<T>(null)
  useTypedBeforeHydration([{ ref: field, value: text }], ([typed]) => setText(typed ?? ''))
  return [text, setText, field]
}
