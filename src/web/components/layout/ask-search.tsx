import { Search } from 'lucide-react'
import { type FormEvent, useId, useRef, useState } from 'react'
import { useNavigate } from 'react-router'
import { cn } from '../../lib/cn'
import { useSite } from '../../lib/site'
import { useTypedBeforeHydration } from '../../lib/use-typed-before-hydration'
import { paths } from '../../paths'
import { Input } from '../ui/input'

/** §2.3: where a question typed into an "ask" box goes; null while the text is blank. */
export function chatPathForQuestion(text: string): string | null {
  const question = text.trim()
  return question ? paths.chat(question) : null
}

export interface AskSearchProps {
  className?: string
  /** Called after navigating to the chat, e.g. to close the mobile menu. */
  onSubmitted?: () => void
}

/** The header's "Ask {brand} anything..." box: Enter opens the chat with the question; blank does nothing. */
export function AskSearch({ className, onSubmitted }: AskSearchProps) {
  const { brand } = useSite()
  const navigate = useNavigate()
  const [text, setText] = useState('')
  const field = useRef<HTMLInputElement>(null)
  useTypedBeforeHydration([{ ref: field, value: text }], ([typed]) => setText(typed ?? ''))
  const id = useId()
  const placeholder = `Ask ${brand} anything...`

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const to = chatPathForQuestion(text)
    if (!to) return
    setText('')
    onSubmitted?.()
    void navigate(to)
  }

  return (
    <search className={cn('relative block', className)}>
      {/* Before the JavaScript runs, Enter submits the form itself: the chat opens with the question all the same. */}
      <form action={paths.chat()} onSubmit={submit}>
        <label htmlFor={id} className="sr-only">
          {placeholder}
        </label>
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
        />
        <Input
          ref={field}
          id={id}
          name="question"
          type="search"
          enterKeyHint="search"
          autoComplete="off"
          placeholder={placeholder}
          value={text}
          onChange={(event) => setText(event.target.value)}
          className="h-9 rounded-full bg-muted/60 pl-9"
        />
      </form>
    </search>
  )
}
