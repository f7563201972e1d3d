import { formatMatchDateTime, formatMatchDay } from '#shared/domain/relative-time'
import { useReaderTimeZone } from '#web/components/esports/reader-time-zone'
import { cn } from '#web/lib/cn'

/**
 * §2.11 match dates: "MMM dd" for results, "MMM dd, HH:mm" for scheduled matches, in the reader's time zone. The
 * server (and the hydration pass) write UTC, the same for every reader; the browser then switches to local time.
 */
export function MatchDate({
  date,
  withTime = false,
  className,
}: {
  date: string
  withTime?: boolean
  className?: string
}) {
  const { timeZone, local } = useReaderTimeZone()
  const text = withTime ? formatMatchDateTime(date, timeZone) : formatMatchDay(date, timeZone)
  if (!text) return null
  return (
    <time dateTime={date} className={cn('whitespace-nowrap tabular-nums', className)}>
      {text}
      {withTime && !local ? <span className="sr-only"> UTC</span> : null}
    </time>
  )
}

/** "MMM dd – MMM dd" between two match dates in the reader's time zone; one date when both fall on the same day. */
export function MatchDateRange({ from, to, className }: { from: string; to: string; className?: string }) {
  const { timeZone } = useReaderTimeZone()
  if (formatMatchDay(from, timeZone) === formatMatchDay(to, timeZone)) {
    return <MatchDate date={to} className={className} />
  }
  return (
    <span className={cn('whitespace-nowrap', className)}>
      <MatchDate date={from} />
      <span aria-hidden="true"> – </span>
      <span className="sr-only"> to </span>
      <MatchDate date={to} />
    </span>
  )
}
