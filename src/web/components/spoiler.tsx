import { Eye, EyeOff } from 'lucide-react'
import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react'
import { cn } from '../lib/cn'
import { SpriteIcon } from './ui/sprite-icon'
import { setSpoilerFree, useSpoilerFree } from '../lib/spoiler'

interface SpoilerProps {
  children: ReactNode
  /** The reveal button's text. */
  label?: string
  /** Read after the label by screen readers only, to tell several buttons apart ("vs Cobalt Tide, Nov 20"). */
  context?: string
  /** A block (a paragraph, a stats grid) rather than words in a line. */
  block?: boolean
  className?: string
  /** Classes of the element around the hidden content (its layout when shown). */
  contentClassName?: string
  /** Classes of the reveal button, e.g. a height matching the content so nothing moves when it is revealed. */
  revealClassName?: string
  /**
   * Shown instead of the content while it is hidden, beside the button: e.g. a link with neutral text, so a news
   * card whose headline is hidden still opens its article (a button cannot sit inside the headline's link).
   */
  placeholder?: ReactNode
  /** With onReveal: one reveal shared by several parts (a card's headline, summary and insights). */
  revealed?: boolean
  onReveal?: () => void
}

/**
 * Whether the reader has revealed something, for parts that hide and show together (see `Spoiler`'s `revealed`).
 * Switching the mode on again hides it again.
 */
export function useSpoilerReveal(): { revealed: boolean; reveal: () => void } {
  const spoilerFree = useSpoilerFree()
  const [revealed, setRevealed] = useState(false)
  useEffect(() => {
    if (spoilerFree) setRevealed(false)
  }, [spoilerFree])
  const reveal = useCallback(() => setRevealed(true), [])
  return { revealed, reveal }
}

/**
 * Wraps a score, result, winner, form analysis or a news text that states a result. Both the content and a "Show
 * result" button are rendered, on the server too; CSS (styles.css) shows the button instead of the content while
 * <html> has the spoiler-free class, so the right one is on screen at first paint. Revealing affects this one
 * element (or the parts sharing `revealed`) and moves focus onto it: onto its link when it is a single link (a
 * headline), so Enter then opens it.
 */
export function Spoiler({
  children,
  label = 'Show result',
  context,
  block = false,
  className,
  contentClassName,
  revealClassName,
  placeholder,
  revealed: revealedProp,
  onReveal,
}: SpoilerProps) {
  const own = useSpoilerReveal()
  const revealed = revealedProp ?? own.revealed
  const [focusPending, setFocusPending] = useState(false)
  // Either a <span> or a <div>: typed as both so one ref fits the element chosen below.
  const content = useRef<HTMLDivElement & HTMLSpanElement>(null)

  // The button disappears on reveal: keep the reader's place by focusing what it uncovered.
  useEffect(() => {
    if (!focusPending || !revealed) return
    const element = content.current
    const only = element?.children.length === 1 ? element.firstElementChild : null
    ;(only instanceof HTMLAnchorElement ? only : element)?.focus()
    setFocusPending(false)
  }, [focusPending, revealed])

  const Tag = block ? 'div' : 'span'
  return (
    <Tag className={cn('spoiler', className)} data-revealed={revealed ? '' : undefined}>
      <Tag
        ref={content}
        tabIndex={revealed ? -1 : undefined}
        className={cn('spoiler-content rounded-sm', contentClassName)}
      >
        {children}
      </Tag>
      {placeholder ? (
        <Tag className="spoiler-placeholder" data-block={block ? '' : undefined}>
          {placeholder}
        </Tag>
      ) : null}
      <button
        type="button"
        data-block={block ? '' : undefined}
        onClick={() => {
          own.reveal()
          onReveal?.()
          setFocusPending(true)
        }}
        className={cn(
          // Its look is the .spoiler-reveal component class (styles.css): a listing has one per hidden headline.
          'spoiler-reveal',
          block ? 'min-h-16 w-full px-4 py-3 text-sm [&_svg]:size-4' : 'h-6 px-2 text-xs [&_svg]:size-3.5',
          revealClassName,
        )}
      >
        <SpriteIcon name="eye" />
        {label}
        {context ? <span className="sr-only"> ({context})</span> : null}
      </button>
    </Tag>
  )
}

/**
 * The "Spoiler-free" switch of the header and the mobile menu. Its look follows the <html> class (right at first
 * paint); its state for assistive technology follows the stored choice once the page has hydrated.
 */
export function SpoilerFreeToggle({
  className,
  labelClassName,
}: {
  className?: string
  labelClassName?: string
}) {
  const on = useSpoilerFree()
  return (
    <button
      type="button"
      role="switch"
      aria-checked={on}
      title="Hide scores, results and form until you reveal them"
      onClick={() => setSpoilerFree(!on)}
      className={cn(
        'inline-flex h-10 shrink-0 cursor-pointer items-center gap-2 rounded-md px-2 text-sm font-medium text-muted-foreground transition-colors hover:bg-accent hover:text-foreground',
        className,
      )}
    >
      <Eye aria-hidden="true" className="size-4 shrink-0 spoiler-free:hidden" />
      <EyeOff aria-hidden="true" className="hidden size-4 shrink-0 text-primary spoiler-free:block" />
      <span className={labelClassName}>Spoiler-free</span>
      <span
        aria-hidden="true"
        className="relative inline-flex h-5 w-9 shrink-0 items-center rounded-full bg-input transition-colors spoiler-free:bg-primary motion-reduce:transition-none"
      >
        <span className="size-4 translate-x-0.5 rounded-full bg-background shadow-sm transition-transform spoiler-free:translate-x-[1.125rem] motion-reduce:transition-none" />
      </span>
    </button>
  )
}
