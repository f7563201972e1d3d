import { Eye } from 'lucide-react'
import { type ComponentProps, createContext, type ReactNode, useContext, useMemo } from 'react'
import { Spoiler, useSpoilerReveal } from '../spoiler'
import { Button } from '../ui/button'

// Spoiler-free mode on the matches, match and event pages: each score reveals on its own, or all of the page's at
// once with "Show all results". Switching the mode on again hides them all again.

const RevealAllContext = createContext<{ revealed: boolean; reveal: () => void }>({
  revealed: false,
  reveal: () => undefined,
})

export function RevealAllScope({ children }: { children: ReactNode }) {
  const { revealed, reveal } = useSpoilerReveal()
  const value = useMemo(() => ({ revealed, reveal }), [revealed, reveal])
  return <RevealAllContext value={value}>{children}</RevealAllContext>
}

/** Shown only in spoiler-free mode (CSS, so right before scripts run too), until the page's results are shown. */
export function RevealAllButton({ label = 'Show all results' }: { label?: string }) {
  const { revealed, reveal } = useContext(RevealAllContext)
  if (revealed) return null
  return (
    <Button variant="outline" size="sm" className="hidden spoiler-free:inline-flex" onClick={reveal}>
      <Eye aria-hidden="true" />
      {label}
    </Button>
  )
}

/** A `Spoiler` that also opens with the page's "Show all results". */
export function ResultSpoiler(props: Omit<ComponentProps<typeof Spoiler>, 'revealed' | 'onReveal'>) {
  const { revealed } = useContext(RevealAllContext)
  return <Spoiler {...props} revealed={revealed ? true : undefined} />
}
