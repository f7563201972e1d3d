import { useEffect, useEffectEvent, useLayoutEffect, useRef, useState } from 'react'
import { type Location, useLocation, useNavigate } from 'react-router'
import { Card } from '#web/components/ui/card'
import { useSite } from '#web/lib/site'
import { useTypedBeforeHydration } from '#web/lib/use-typed-before-hydration'
import { AUTO_SEND_DELAY_MS, autoSendQuestion, questionFromSearch } from '../utils/auto-send'
import { ChatComposer } from './chat-composer'
import { MessageBubble } from './message-bubble'
import { NotConnected } from './not-connected'
import { TypingIndicator } from './typing-indicator'
import { type Connection, useConversation } from './use-conversation'

/** How close to the bottom (px) still counts as "reading the newest message", so new ones scroll into view. */
const STICK_THRESHOLD_PX = 64

/**
 * §2.14: the conversation with the co-caster, its message box, and the question a link brought along.
 * `onConnection` hears the connection state, for the page's "{brand} Online" badge.
 */
export function ChatPanel({ onConnection }: { onConnection?: (connection: Connection) => void }) {
  const site = useSite()
  const { brand } = site
  const { messages, pending, offline, connection, send, recheck } = useConversation(brand)
  useEffect(() => onConnection?.(connection), [onConnection, connection])
  const location = useLocation()

  const [input, setInput, textarea] = useQuestionInput(location)
  const refocus = useRef(false)
  const { scroller, stickToBottom, handleScroll } = useStickToBottom(messages, pending)

  function sendText(text: string): boolean {
    refocus.current = document.activeElement === textarea.current
    stickToBottom.current = true
    const sent = send(text)
    if (sent) setInput('')
    return sent
  }

  useAutoSend(location, pending, sendText)

  // The box is disabled while the reply is pending, which takes the focus away: give it back.
  useEffect(() => {
    if (pending || !refocus.current) return
    refocus.current = false
    textarea.current?.focus()
  }, [pending, textarea.current?.focus])

  const ownOrigins = typeof window === 'undefined' ? [site.siteUrl] : [site.siteUrl, window.location.origin]
  // The reply's bubble appears with its first words; until then the typing indicator stands in for it.
  const shown = messages.filter((message) => !(message.streaming && message.content === ''))

  return (
    <div className="flex flex-col gap-4">
      {offline ? <NotConnected brand={brand} onRetry={recheck} /> : null}
      <Card className="flex flex-col overflow-hidden">
        <section
          ref={scroller}
          aria-label={`Conversation with ${brand}`}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard to scroll it
          tabIndex={0}
          onScroll={handleScroll}
          className="h-[min(62dvh,40rem)] min-h-80 overflow-y-auto overscroll-contain p-4 outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-inset sm:p-6"
        >
          <div role="log" aria-live="polite" aria-busy={pending} className="flex flex-col gap-5">
            {shown.map((message) => (
              <MessageBubble key={message.id} message={message} brand={brand} ownOrigins={ownOrigins} />
            ))}
          </div>
          <div role="status" className="mt-5 empty:mt-0">
            {pending ? <TypingIndicator brand={brand} /> : null}
          </div>
        </section>
        <div className="border-t bg-muted/40 p-3 sm:p-4">
          <ChatComposer
            brand={brand}
            value={input}
            onChange={setInput}
            onSend={() => sendText(input)}
            pending={pending}
            textareaRef={textarea}
          />
        </div>
      </Card>
    </div>
  )
}

/**
 * The message box's text: a question in the address is in it from the first render (on the server too), a later
 * navigation to /chat?question=… (the header's box) puts its question in, and what was typed before hydration
 * stays.
 */
function useQuestionInput(location: Location) {
  const [input, setInput] = useState(() => questionFromSearch(location.search) ?? '')
  const [seenKey, setSeenKey] = useState(location.key)
  if (seenKey !== location.key) {
    setSeenKey(location.key)
    const question = questionFromSearch(location.search)
    if (question) setInput(question)
  }
  const textarea = useRef<HTMLTextAreaElement>(null)
  useTypedBeforeHydration([{ ref: textarea, value: input }], ([typed]) => setInput(typed ?? ''))
  return [input, setInput, textarea] as const
}

/** Follow the newest message unless the reader scrolled up to read an older one. */
function useStickToBottom(messages: unknown, pending: boolean) {
  const scroller = useRef<HTMLElement>(null)
  const stickToBottom = useRef(true)
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs whenever the conversation changes
  useLayoutEffect(() => {
    const element = scroller.current
    if (element && stickToBottom.current) element.scrollTop = element.scrollHeight
  }, [messages, pending])

  function handleScroll() {
    const element = scroller.current
    if (!element) return
    stickToBottom.current =
      element.scrollHeight - element.scrollTop - element.clientHeight < STICK_THRESHOLD_PX
  }
  return { scroller, stickToBottom, handleScroll }
}

/**
 * §2.14/§9: the address's question is sent after 500 ms, once per navigation and only when no reply is pending;
 * then the query string goes, so a reload or a shared link does not ask again.
 */
function useAutoSend(location: Location, pending: boolean, sendText: (text: string) => boolean) {
  const navigate = useNavigate()
  const [handledKey, setHandledKey] = useState<string | null>(null)
  const autoQuestion = autoSendQuestion(location, { handledKey, pending })
  const sendFromAddress = useEffectEvent((question: string) => {
    setHandledKey(location.key)
    sendText(question)
    void navigate(
      { pathname: location.pathname, search: '', hash: location.hash },
      { replace: true, preventScrollReset: true },
    )
  })
  useEffect(() => {
    if (!autoQuestion) return
    const timer = setTimeout(() => sendFromAddress(autoQuestion), AUTO_SEND_DELAY_MS)
    return () => clearTimeout(timer)
  }, [autoQuestion])
}
