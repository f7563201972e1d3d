import { useIsClient } from '#web/components/use-is-client'

// One formatter per style, made on first use in the browser (never on the server).
let clockFormat: Intl.DateTimeFormat | undefined
let fullFormat: Intl.DateTimeFormat | undefined

/**
 * A message's time of day in the reader's locale and time zone ("3:42 PM"), with the full date as a tooltip.
 * Messages are written in the browser, so it renders nothing during SSR and hydration: no server text that
 * could disagree with the reader's clock, no hydration warning.
 */
export function MessageTime({ timestamp }: { timestamp: number }) {
  const isClient = useIsClient()
  if (!isClient) return null
  const date = new Date(timestamp)
  if (Number.isNaN(date.getTime())) return null
  clockFormat ??= new Intl.DateTimeFormat(undefined, { hour: 'numeric', minute: '2-digit' })
  fullFormat ??= new Intl.DateTimeFormat(undefined, { dateStyle: 'full', timeStyle: 'short' })
  return (
    <time dateTime={date.toISOString()} title={fullFormat.format(date)} className="whitespace-nowrap">
      {clockFormat.format(date)}
    </time>
  )
}
