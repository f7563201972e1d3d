import { Bot } from 'lucide-react'

/** §2.14 "{brand} is typing..." while a reply is pending; three dots that hold still for reduced motion. */
export function TypingIndicator({ brand }: { brand: string }) {
  return (
    <div className="flex items-center gap-3">
      <span
        aria-hidden="true"
        className="inline-flex size-8 shrink-0 items-center justify-center rounded-full bg-linear-to-br from-hero-from to-hero-to text-white"
      >
        <Bot className="size-4" />
      </span>
      <div className="flex items-center gap-2 rounded-2xl rounded-tl-sm border bg-background px-4 py-2.5 text-sm text-muted-foreground">
        <span aria-hidden="true" className="flex gap-1">
          {[0, 150, 300].map((delay) => (
            <span
              key={delay}
              className="size-1.5 rounded-full bg-primary motion-safe:animate-bounce"
              style={{ animationDelay: `${delay}ms` }}
            />
          ))}
        </span>
        {brand} is typing...
      </div>
    </div>
  )
}
