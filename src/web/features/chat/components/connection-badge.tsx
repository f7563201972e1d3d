import { Badge } from '#web/components/ui/badge'
import { cn } from '#web/lib/cn'
import type { Connection } from './use-conversation'

const LABEL: Record<Connection, (brand: string) => string> = {
  checking: () => 'Connecting...',
  online: (brand) => `${brand} Online`,
  offline: (brand) => `${brand} Offline`,
}

/** §2.14 "{brand} Online" badge, shown only while the chat's server answers; otherwise what is true. */
export function ConnectionBadge({ brand, connection }: { brand: string; connection: Connection }) {
  return (
    <Badge variant={connection === 'online' ? 'highlight' : 'outline'} data-connection={connection}>
      <span
        aria-hidden="true"
        className={cn(
          'size-2 rounded-full',
          connection === 'online' && 'bg-highlight motion-safe:animate-pulse',
          connection === 'checking' && 'bg-muted-foreground',
          connection === 'offline' && 'bg-destructive',
        )}
      />
      {LABEL[connection](brand)}
    </Badge>
  )
}
