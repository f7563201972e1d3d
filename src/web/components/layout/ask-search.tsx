import { FileText, MessageSquare, Search, Shield, User } from 'lucide-react'
import {
  type Dispatch,
  type FormEvent,
  type KeyboardEvent,
  type SetStateAction,
  useEffect,
  useId,
  useState,
} from 'react'
import { useNavigate } from 'react-router'
import type { SearchHit } from '#shared/schemas/search'
import { cn } from '../../lib/cn'
import { useSite } from '../../lib/site'
import {
  normalizeSearchQuery,
  SEARCH_BOX_LIMIT,
  SEARCH_KIND_LABELS,
  searchHitPath,
  useSearchResults,
} from '../../lib/site-search'
import { paths } from '#shared/paths'
import { HighlightedText } from '../highlighted-text'
import { Input } from '../ui/input'
import { useTypedField } from '../use-typed-field'

/** §2.3: where a question typed into an "ask" box goes; null while the text is blank. */
export function chatPathForQuestion(text: string): string | null {
  const question = text.trim()
  return question ? paths.chat(question) : null
}

/** How long typing must pause before the box searches (one request per pause, not per key). */
const SEARCH_DEBOUNCE_MS = 200

interface AskSearchProps {
  className?: string
  /** Called after navigating to the chat or a result, e.g. to close the mobile menu. */
  onSubmitted?: () => void
}

interface BoxOption {
  key: string
  to: string
  hit?: SearchHit
  label: string
}

const KIND_ICONS = { article: FileText, team: Shield, player: User } as const

/** The text after the reader stops typing for `ms`. */
function useDebounced(value: string, ms: number): string {
  const [debounced, setDebounced] = useState(value)
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), ms)
    return () => clearTimeout(timer)
  }, [value, ms])
  return debounced
}

/**
 * The header's "Ask {brand} anything..." box (decision 020), an ARIA combobox: as the reader types it offers
 * "Ask {brand}: {text}" first, then the site search's best articles, teams and players, then "See all results".
 * Arrow keys move through the options, Enter opens the selected one, Escape closes the list; Enter with no option
 * selected asks the chat, as the box always did, and does so before the JavaScript runs too (the form's action).
 */
export function AskSearch({ className, onSubmitted }: AskSearchProps) {
  const { brand } = useSite()
  const box = useAskBox(brand, onSubmitted)
  const { id, listId, placeholder, text, field, active, expanded, optionId } = box
  return (
    <search className={cn('relative block', className)}>
      {/* Before the JavaScript runs, Enter submits the form itself: the chat opens with the question all the same. */}
      <form action={paths.chat()} onSubmit={box.submit}>
        <AskFieldLabel htmlFor={id} text={placeholder} />
        <Input
          ref={field}
          id={id}
          name="question"
          type="search"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
          enterKeyHint="search"
          autoComplete="off"
          placeholder={placeholder}
          value={text}
          onChange={(event) => box.retype(event.target.value)}
          onKeyDown={box.onKeyDown}
          onFocus={() => box.setOpen(true)}
          onBlur={box.close}
          className="h-9 rounded-full bg-muted/60 pl-9"
        />
      </form>
      <AskOptionList
        id={listId}
        label={`Ask ${brand} or open a result`}
        hidden={!expanded}
        options={box.options}
        active={active}
        typed={box.typed}
        optionId={optionId}
        onChoose={box.go}
        onPoint={box.setActive}
      />
    </search>
  )
}

/** The ask box's state: the text, the options, which one is selected, and what choosing or submitting does. */
function useAskBox(brand: string, onSubmitted: (() => void) | undefined) {
  const navigate = useNavigate()
  const [text, setText, field] = useTypedField()
  const [open, setOpen] = useState(false)
  const [active, setActive] = useState(-1)
  const id = useId()
  const listId = `${id}-options`
  const placeholder = `Ask ${brand} anything...`

  const { typed, options } = useAskOptions(text, open, brand)
  const expanded = open && options.length > 0
  const optionId = (index: number) => `${id}-option-${index}`

  function retype(value: string) {
    setText(value)
    setOpen(true)
    setActive(-1)
  }

  function close() {
    setOpen(false)
    setActive(-1)
  }

  function go(to: string) {
    setText('')
    close()
    onSubmitted?.()
    void navigate(to)
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const chosen = expanded ? options[active] : undefined
    if (chosen) return go(chosen.to)
    const to = chatPathForQuestion(text)
    if (to) go(to)
  }

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) =>
    moveThroughOptions(event, { count: options.length, open, expanded, setOpen, setActive })

  return {
    id,
    listId,
    placeholder,
    text,
    field,
    active,
    setActive,
    setOpen,
    typed,
    options,
    expanded,
    optionId,
    retype,
    close,
    go,
    submit,
    onKeyDown,
  }
}

/** Arrow keys move through the options (opening the list), Escape closes it. */
function moveThroughOptions(
  event: KeyboardEvent<HTMLInputElement>,
  list: {
    count: number
    open: boolean
    expanded: boolean
    setOpen: (open: boolean) => void
    setActive: Dispatch<SetStateAction<number>>
  },
) {
  if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
    if (!list.count) return
    event.preventDefault()
    if (!list.open) list.setOpen(true)
    const step = event.key === 'ArrowDown' ? 1 : -1
    list.setActive((current) => nextActive(current, step, list.count))
  } else if (event.key === 'Escape' && list.expanded) {
    event.preventDefault()
    list.setOpen(false)
    list.setActive(-1)
  }
}

/** -1 is "no option": the text itself, which Enter sends to the chat; the arrows wrap through it. */
function nextActive(current: number, step: number, count: number): number {
  const next = current + step
  if (next < -1) return count - 1
  if (next >= count) return -1
  return next
}

/** "Ask {brand}: {text}" first, then the site search's best hits, then "See all results"; none while blank. */
function useAskOptions(text: string, open: boolean, brand: string) {
  const query = normalizeSearchQuery(useDebounced(text, SEARCH_DEBOUNCE_MS))
  const typed = normalizeSearchQuery(text)
  const { data } = useSearchResults(query, SEARCH_BOX_LIMIT, { enabled: open })
  const hits = typed && data ? data.groups.flatMap((group) => group.hits) : []
  const options: BoxOption[] = typed
    ? [
        { key: 'ask', to: paths.chat(typed), label: `Ask ${brand}: ${typed}` },
        ...hits.map((hit) => ({
          key: `${hit.kind}:${hit.id}`,
          to: searchHitPath(hit),
          hit,
          label: hit.title,
        })),
        { key: 'all', to: paths.search(typed), label: `See all results for “${typed}”` },
      ]
    : []
  return { typed, options }
}

/** The combobox's list of options; the focus stays in the box, which moves through them. */
function AskOptionList({
  id,
  label,
  hidden,
  options,
  active,
  typed,
  optionId,
  onChoose,
  onPoint,
}: {
  id: string
  label: string
  hidden: boolean
  options: readonly BoxOption[]
  active: number
  typed: string
  optionId: (index: number) => string
  onChoose: (to: string) => void
  onPoint: (index: number) => void
}) {
  return (
    <div
      id={id}
      role="listbox"
      aria-label={label}
      hidden={hidden}
      className="absolute top-full right-0 z-50 mt-2 max-h-[70vh] w-[min(26rem,calc(100vw-2rem))] overflow-y-auto rounded-xl border bg-popover p-1 text-popover-foreground shadow-lg"
    >
      {options.map((option, index) => {
        const Icon = option.hit ? KIND_ICONS[option.hit.kind] : option.key === 'ask' ? MessageSquare : Search
        return (
          // The ARIA combobox pattern: the focus stays in the box, which handles the keys (aria-activedescendant).
          // biome-ignore lint/a11y/useKeyWithClickEvents: the box's onKeyDown moves through and opens the options
          <div
            key={option.key}
            id={optionId(index)}
            role="option"
            tabIndex={-1}
            aria-selected={index === active}
            // Keep the focus in the box: a click would otherwise blur it and close the list before it lands.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => onChoose(option.to)}
            onMouseMove={() => onPoint(index)}
            className={cn(
              'flex min-w-0 cursor-pointer items-start gap-2 rounded-lg px-3 py-2 text-sm',
              index === active && 'bg-accent text-accent-foreground',
            )}
          >
            <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
            <span className="flex min-w-0 flex-col">
              <span className={cn('break-words', option.key === 'ask' && 'font-medium')}>
                {option.hit ? <HighlightedText text={option.hit.title} query={typed} /> : option.label}
              </span>
              {option.hit ? (
                <span className="text-xs text-muted-foreground">
                  {SEARCH_KIND_LABELS[option.hit.kind].one}
                  {option.hit.game ? ` · ${option.hit.game.toUpperCase()}` : ''}
                </span>
              ) : null}
            </span>
          </div>
        )
      })}
    </div>
  )
}

/** The box's label (for screen readers) and its magnifier. */
function AskFieldLabel({ htmlFor, text }: { htmlFor: string; text: string }) {
  return (
    <>
      <label htmlFor={htmlFor} className="sr-only">
        {text}
      </label>
      <Search
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
      />
    </>
  )
}
