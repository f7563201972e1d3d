import { dateTimeFormat } from '#shared/domain/date-formats'
import { formatMatchDateTime, formatMatchDay } from '#shared/domain/relative-time'
import { cn } from '#web/lib/cn'
import { useReaderTimeZone } from './reader-time-zone'

function clockText(iso: string, timeZone: string): string {
  const format = dateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })
  const date = new Date(iso)
  return Number.isNaN(date.getTime()) ? '' : format.format(date)
}

/**
 * A match's time in the reader's time zone: "18:30", "Nov 25, 18:30" (`withDay`) or "Nov 25" (`dayOnly`). The
 * server (and the hydration pass) write UTC and say so; the browser then switches to the reader's zone.
 */
export function MatchTime({
  iso,
  withDay = false,
  dayOnly = false,
  className,
}: {
  iso: string | null
  withDay?: boolean
  dayOnly?: boolean
  className?: string
}) {
  const { timeZone, local } = useReaderTimeZone()
  if (!iso) return <span className={cn('text-muted-foreground', className)}>TBA</span>
  const text = dayOnly
    ? formatMatchDay(iso, timeZone)
    : withDay
      ? formatMatchDateTime(iso, timeZone)
      : clockText(iso, timeZone)
  return (
    <time dateTime={iso} className={cn('whitespace-nowrap tabular-nums', className)}>
      {text}
      {!local && !dayOnly ? <span className="text-xs text-muted-foreground"> UTC</span> : null}
    </time>
  )
}
