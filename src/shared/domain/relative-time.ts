import { dateTimeFormat } from './date-formats'

export type DateInput = Date | string | number

const MINUTE_MS = 60_000
const HOUR_MS = 60 * MINUTE_MS
const DAY_MS = 24 * HOUR_MS

function toDate(value: DateInput): Date {
  return value instanceof Date ? value : new Date(value)
}

/**
 * §9 relative time: "Just now" under 1 minute, "{n} min ago" under 60 minutes, "{n} hours ago" under
 * 24 hours, then "1 day ago" and "{n} days ago". Units are whole and rounded down; a date in the future
 * reads "Just now". An unreadable date gives an empty string, the §3 default timestamp.
 */
export function relativeTime(date: DateInput, now: DateInput): string {
  const elapsed = toDate(now).getTime() - toDate(date).getTime()
  if (Number.isNaN(elapsed)) return ''
  if (elapsed < MINUTE_MS) return 'Just now'
  if (elapsed < HOUR_MS) return `${Math.floor(elapsed / MINUTE_MS)} min ago`
  // §9 gives "{n} hours ago" with no singular form, so one hour reads "1 hours ago".
  if (elapsed < DAY_MS) return `${Math.floor(elapsed / HOUR_MS)} hours ago`
  const days = Math.floor(elapsed / DAY_MS)
  return days === 1 ? '1 day ago' : `${days} days ago`
}

// Formatting in a fixed time zone (UTC unless one is given) so the server render and the browser agree.
function dateParts(date: DateInput, timeZone: string, withTime: boolean): Map<string, string> | undefined {
  const value = toDate(date)
  if (Number.isNaN(value.getTime())) return undefined
  const format = dateTimeFormat('en-US', {
    timeZone,
    month: 'short',
    day: '2-digit',
    ...(withTime ? { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' } : {}),
  })
  return new Map(format.formatToParts(value).map((part) => [part.type, part.value]))
}

/** §2.11 recent match date "MMM dd", e.g. "Nov 05"; empty for an unreadable date. */
export function formatMatchDay(date: DateInput, timeZone = 'UTC'): string {
  const parts = dateParts(date, timeZone, false)
  return parts ? `${parts.get('month')} ${parts.get('day')}` : ''
}

/** §2.11 upcoming match date "MMM dd, HH:mm" (24-hour), e.g. "Nov 05, 18:30"; empty for an unreadable date. */
export function formatMatchDateTime(date: DateInput, timeZone = 'UTC'): string {
  const parts = dateParts(date, timeZone, true)
  return parts ? `${parts.get('month')} ${parts.get('day')}, ${parts.get('hour')}:${parts.get('minute')}` : ''
}
