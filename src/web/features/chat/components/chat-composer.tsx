import { SendHorizontal } from 'lucide-react'
import { type FormEvent, type KeyboardEvent, type Ref, useId } from 'react'
import { Button } from '#web/components/ui/button'
import { MAX_MESSAGE_LENGTH } from '../utils/chat-message'

interface ChatComposerProps {
  brand: string
  value: string
  onChange: (value: string) => void
  /** Asks to send the current text; the conversation decides whether it may (blank, pending). */
  onSend: () => void
  /** §4 Chat sending: the input and the button are disabled while a reply is pending. */
  pending: boolean
  textareaRef?: Ref<HTMLTextAreaElement>
}

/** The message box: Enter sends, Shift+Enter starts a new line (§2.14). */
export function ChatComposer({ brand, value, onChange, onSend, pending, textareaRef }: ChatComposerProps) {
  const id = useId()
  const hintId = `${id}-hint`
  const blank = value.trim() === ''

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    onSend()
  }

  function handleKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    // Enter while an input method is composing a character belongs to the IME, not to us.
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return
    event.preventDefault()
    onSend()
  }

  return (
    <form onSubmit={submit} className="flex flex-col gap-2">
      <div className="flex items-end gap-2">
        <label htmlFor={id} className="sr-only">
          Message {brand}
        </label>
        <textarea
          ref={textareaRef}
          id={id}
          rows={1}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          onKeyDown={handleKeyDown}
          disabled={pending}
          maxLength={MAX_MESSAGE_LENGTH}
          enterKeyHint="send"
          autoComplete="off"
          aria-describedby={hintId}
          placeholder={`Ask ${brand} about esports news, match results, or anything gaming-related...`}
          className="field-sizing-content max-h-40 min-h-11 w-full min-w-0 flex-1 resize-none rounded-xl border border-input bg-background px-4 py-2.5 text-base text-foreground shadow-xs transition-colors placeholder:text-muted-foreground focus-visible:border-ring focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring disabled:cursor-not-allowed disabled:opacity-60 md:text-sm"
        />
        <Button
          type="submit"
          variant="hero"
          size="icon"
          className="size-11 rounded-xl"
          disabled={pending || blank}
          aria-label="Send message"
        >
          <SendHorizontal aria-hidden="true" />
        </Button>
      </div>
      <p id={hintId} className="px-1 text-xs text-muted-foreground">
        Press Enter to send, Shift+Enter for a new line.
      </p>
    </form>
  )
}
