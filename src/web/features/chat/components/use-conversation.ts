import { useCallback, useEffect, useRef, useState } from 'react'
import type { ChatResponse } from '#shared/schemas/chat'
import { toast } from '#web/lib/toast'
import { describeChatFailure } from '../api/chat-errors'
import { isServerReachable } from '../api/check-server'
import { streamChatReply } from '../api/stream-chat-reply'
import {
  type ChatMessage,
  conversationTurns,
  EMPTY_REPLY,
  FAILURE_REPLY,
  greetingText,
  MAX_CITATIONS,
  nextMessageId,
} from '../utils/chat-message'
import { publicMessages } from '#web/lib/messages'

const GREETING_ID = 'greeting'

/** What the chat knows of its server: not asked yet, answering, or out of reach. */
export type Connection = 'checking' | 'online' | 'offline'

interface Conversation {
  messages: ChatMessage[]
  /** A reply is on its way (§4 Chat sending: input and send are disabled). */
  pending: boolean
  /** The server could not be reached at all (§2.14 "Not Connected"). */
  offline: boolean
  /** The state the "{brand} Online" badge shows: what the last health check, reply or browser event said. */
  connection: Connection
  /** Sends a question; false when it was blank or a reply is still pending, so nothing was sent. */
  send: (text: string) => boolean
  /** Asks /healthz again, e.g. from the "Not Connected" banner. */
  recheck: () => void
}

/**
 * The chat's state: lives in the component only (no persistence: a refresh starts a new conversation), starts with
 * the co-caster's greeting. Each question is sent with the conversation's earlier turns.
 */
export function useConversation(brand: string): Conversation {
  // The greeting's time is the moment the page opened in this browser; it is shown only after hydration.
  const [messages, setMessages] = useState<ChatMessage[]>(() => [
    { id: GREETING_ID, role: 'assistant', content: greetingText(brand), timestamp: Date.now() },
  ])
  const [pending, setPending] = useState(false)
  const { connection, setOffline, recheck } = useServerConnection()
  // State updates land a render later; the ref stops a second send in the same tick (double Enter).
  const inFlight = useRef(false)
  const lastId = useRef<string | undefined>(undefined)
  const controller = useRef<AbortController | null>(null)
  // The turns so far, read when a question is sent (send stays the same function from render to render).
  const sent = useRef(messages)
  sent.current = messages

  // Leaving the page: an unfinished reply has nobody to show it to.
  useEffect(() => () => controller.current?.abort(), [])

  const send = useCallback(
    (text: string): boolean => {
      const question = text.trim()
      if (!question || inFlight.current) return false
      inFlight.current = true
      setPending(true)

      const history = conversationTurns(sent.current, GREETING_ID)
      const now = Date.now()
      const questionId = nextMessageId(now, lastId.current)
      const replyId = nextMessageId(now, questionId)
      lastId.current = replyId
      setMessages((current) => [
        ...current,
        { id: questionId, role: 'user', content: question, timestamp: now },
        { id: replyId, role: 'assistant', content: '', timestamp: now, streaming: true },
      ])
      const updateReply = (change: (message: ChatMessage) => ChatMessage) =>
        setMessages((current) =>
          current.map((message) => (message.id === replyId ? change(message) : message)),
        )

      const abort = new AbortController()
      controller.current = abort
      streamChatReply(question, {
        signal: abort.signal,
        history,
        onDelta: (delta) => updateReply((message) => ({ ...message, content: message.content + delta })),
      })
        .then((reply) => {
          updateReply((message) => answered(message, reply))
          setOffline(false)
        })
        .catch((error: unknown) => {
          if (abort.signal.aborted) return
          console.warn('Chat: the reply failed', error)
          const failure = describeChatFailure(error)
          toast.error(publicMessages.chatErrorTitle, {
            description: failure.message ?? publicMessages.chatFailed(brand),
          })
          updateReply(failed)
          if (failure.offline) setOffline(true)
        })
        .finally(() => {
          if (controller.current === abort) controller.current = null
          inFlight.current = false
          setPending(false)
        })
      return true
    },
    [brand, setOffline],
  )

  return { messages, pending, offline: connection === 'offline', connection, send, recheck }
}

/** What the chat knows of its server: a health check on opening, the browser's online/offline events, a recheck. */
function useServerConnection() {
  const [connection, setConnection] = useState<Connection>('checking')
  const setOffline = useCallback((offline: boolean) => setConnection(offline ? 'offline' : 'online'), [])
  useEffect(() => {
    const abort = new AbortController()
    const check = () =>
      isServerReachable(abort.signal).then(
        (reachable) => setOffline(!reachable),
        () => {},
      )
    void check()
    // The browser says when the device loses or regains its network; the badge follows (and asks again).
    const lost = () => setOffline(true)
    window.addEventListener('offline', lost)
    window.addEventListener('online', check)
    return () => {
      window.removeEventListener('offline', lost)
      window.removeEventListener('online', check)
      abort.abort()
    }
  }, [setOffline])

  const recheck = useCallback(() => {
    isServerReachable().then(
      (reachable) => setOffline(!reachable),
      () => {},
    )
  }, [setOffline])
  return { connection, setOffline, recheck }
}

/** The reply once its `done` event came: that text is authoritative, it replaces what the deltas built. */
function answered(message: ChatMessage, reply: ChatResponse): ChatMessage {
  return {
    ...message,
    content: reply.response.trim() ? reply.response : EMPTY_REPLY,
    provider: reply.provider,
    citations: reply.citations.slice(0, MAX_CITATIONS),
    timestamp: Date.now(),
    streaming: false,
  }
}

/** §8 Chat: the reply after a failure. */
function failed(message: ChatMessage): ChatMessage {
  return {
    ...message,
    content: FAILURE_REPLY,
    provider: undefined,
    citations: undefined,
    timestamp: Date.now(),
    streaming: false,
  }
}
