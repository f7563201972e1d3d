import { Bot, Database, ExternalLink, Globe, User } from 'lucide-react'
import { Link } from '#web/components/link'
import { cn } from '#web/lib/cn'
import { type ChatMessage, citationLink, MAX_CITATIONS, providerLabel } from '../utils/chat-message'
import { MessageTime } from './message-time'

interface MessageBubbleProps {
  message: ChatMessage
  brand: string
  /** Origins whose citations are pages of ours, opened in the app rather than a new tab. */
  ownOrigins: readonly string[]
}

/** One chat message: who said it, the text, its time; an answer also says where it came from and its sources. */
export function MessageBubble({ message, brand, ownOrigins }: MessageBubbleProps) {
  const fromUser = message.role === 'user'
  const citations = (message.citations ?? []).slice(0, MAX_CITATIONS)
  return (
    <div data-role={message.role} className={cn('flex items-start gap-3', fromUser && 'flex-row-reverse')}>
      <span
        aria-hidden="true"
        className={cn(
          'inline-flex size-8 shrink-0 items-center justify-center rounded-full',
          fromUser
            ? 'bg-secondary text-secondary-foreground'
            : 'bg-linear-to-br from-hero-from to-hero-to text-white',
        )}
      >
        {fromUser ? <User className="size-4" /> : <Bot className="size-4" />}
      </span>
      <div
        className={cn('flex max-w-[85%] min-w-0 flex-col gap-1.5 sm:max-w-[75%]', fromUser && 'items-end')}
      >
        <div
          className={cn(
            'rounded-2xl px-4 py-2.5 text-[0.9375rem] leading-relaxed shadow-xs',
            fromUser
              ? 'rounded-tr-sm bg-primary text-primary-foreground'
              : 'rounded-tl-sm border bg-background text-foreground',
          )}
        >
          <span className="sr-only">{fromUser ? 'You said:' : `${brand} said:`} </span>
          <p className="break-words whitespace-pre-wrap">{message.content}</p>
        </div>
        {message.streaming ? null : (
          <div
            className={cn(
              'flex min-h-4 flex-wrap items-center gap-x-2 gap-y-1 px-1 text-xs text-muted-foreground',
              fromUser && 'justify-end',
            )}
          >
            <MessageTime timestamp={message.timestamp} />
            {message.provider ? (
              <span className="inline-flex items-center gap-1">
                {message.provider === 'rag' ? (
                  <Database aria-hidden="true" className="size-3" />
                ) : (
                  <Globe aria-hidden="true" className="size-3" />
                )}
                via {providerLabel(message.provider, brand)}
              </span>
            ) : null}
          </div>
        )}
        {citations.length > 0 && !message.streaming ? (
          <ul aria-label="Sources" className="flex flex-wrap gap-2 px-1">
            {citations.map((url, index) => (
              <li key={`${index}:${url}`}>
                <Citation url={url} label={`Source ${index + 1}`} ownOrigins={ownOrigins} />
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </div>
  )
}

const citationClass =
  'inline-flex items-center gap-1 rounded-full border bg-card px-2.5 py-1 text-xs font-medium text-primary transition-colors hover:border-primary/60 hover:bg-accent hover:text-accent-foreground'

function Citation({ url, label, ownOrigins }: { url: string; label: string; ownOrigins: readonly string[] }) {
  const link = citationLink(url, ownOrigins)
  if (!link) return null
  if (link.kind === 'internal') {
    return (
      <Link to={link.to} title={url} className={citationClass}>
        {label}
      </Link>
    )
  }
  return (
    <a href={link.href} target="_blank" rel="noopener nofollow" title={link.href} className={citationClass}>
      {label}
      <ExternalLink aria-hidden="true" className="size-3" />
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  )
}
