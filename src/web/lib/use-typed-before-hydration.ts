import { type RefObject, useEffect } from 'react'

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement

/**
 * Keeps what a reader typed (or picked) in server-rendered fields before the JavaScript ran. React hydrates a
 * controlled field with its initial state and leaves the DOM's value alone, so the text would stay in the box
 * while the state, and whatever it drives (the Ask button, the search filter), stayed empty. Once mounted, if a
 * field's DOM value differs from its state's, `onTyped` gets the DOM values of all the fields, in order, in one
 * call. After a client-side navigation the two are equal, so it does nothing.
 */
export function useTypedBeforeHydration(
  fields: readonly { ref: RefObject<Field | null>; value: string }[],
  onTyped: (values: string[]) => void,
): void {
  // biome-ignore lint/correctness/useExhaustiveDependencies: only the values found at mount matter
  useEffect(() => {
    const values = fields.map(({ ref, value }) => ref.current?.value ?? value)
    if (values.some((value, i) => value !== fields[i]!.value)) onTyped(values)
  }, [])
}
