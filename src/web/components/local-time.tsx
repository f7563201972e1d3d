import { useSyncExternalStore } from 'react'
import { dateTimeFormat } from '#shared/domain/date-formats'
import { type DateInput, relativeTime } from '#shared/domain/relative-time'
import { cn } from '../lib/cn'

const WEEK_MS = 7 * 24 * 60 * 60 * 1000
const TICK_MS = 60_000

function toDate(value: DateInput): Date | undefined {
  const date = value instanceof Date ? value : new Date(value)
  return Number.isNaN(date.getTime()) ? undefined : date
}

const DAY_MS = 24 * 60 * 60 * 1000
// The server's text names a UTC day, and a page prints dozens of them: each day's text is formatted once.
const serverDays = new Map<number, string>()
const MAX_SERVER_DAYS = 2000

/** The server's text: the same for every reader (UTC, en-US), so hydration always matches. */
export function serverTimeText(date: DateInput): string {
  const value = toDate(date)
  if (!value) return ''
  const day = Math.floor(value.getTime() / DAY_MS)
  let text = serverDays.get(day)
  if (text === undefined) {
    if (serverDays.size >= MAX_SERVER_DAYS) serverDays.clear()
    text = dateTimeFormat('en-US', { timeZone: 'UTC', dateStyle: 'medium' }).format(value)
    serverDays.set(day, text)
  }
  return text
}

/**
 * The reader's text: §9 relative time under 7 days, else the date in the reader's locale and time zone.
 * `locale` and `timeZone` default to the browser's; tests pass fixed ones.
 */
export function localTimeText(date: DateInput, now: number, locale?: string, timeZone?: string): string {
  const value = toDate(date)
  if (!value) return ''
  if (now - value.getTime() < WEEK_MS) return relativeTime(value, now)
  return dateTimeFormat(locale, { timeZone, dateStyle: 'medium' }).format(value)
}

/** The full local date and time, for the tooltip. */
export function localTimeTitle(date: DateInput, locale?: string, timeZone?: string): string {
  const value = toDate(date)
  if (!value) return ''
  return dateTimeFormat(locale, { timeZone, dateStyle: 'full', timeStyle: 'short' }).format(value)
}

// One shared minute clock for every <LocalTime> on the page.
let now: number | undefined
let timer: ReturnType<typeof setInterval> | undefined
const listeners = new Set<() => void>()

function subscribe(listener: () => void) {
  listeners.add(listener)
  if (!timer) {
    timer = setInterval(() => {
      now = Date.now()
      for (const notify of listeners) notify()
    }, TICK_MS)
  }
  return () => {
    listeners.delete(listener)
    if (listeners.size === 0) {
      clearInterval(timer)
      timer = undefined
    }
  }
}

function getSnapshot(): number {
  // While nothing ticks the clock, it is refreshed on read (but stays stable within one render).
  if (now === undefined || (!timer && Date.now() - now > TICK_MS / 2)) now = Date.now()
  return now
}

/** During SSR and hydration there is no "now": the stable server text is rendered. */
function getServerSnapshot(): number | null {
  return null
}

interface LocalTimeProps {
  date: DateInput
  className?: string
}

/**
 * A timestamp in the reader's time zone and locale. The server renders a UTC date; after hydration it reads
 * "3 hours ago" (under 7 days) or the local date, and keeps itself current every minute.
 */
export function LocalTime({ date, className }: LocalTimeProps) {
  const current = useSyncExternalStore<number | null>(subscribe, getSnapshot, getServerSnapshot)
  const value = toDate(date)
  if (!value) return null
  const iso = value.toISOString()
  return (
    <time
      dateTime={iso}
      title={current === null ? undefined : localTimeTitle(value)}
      className={cn('whitespace-nowrap', className)}
    >
      {current === null ? serverTimeText(value) : localTimeText(value, current)}
    </time>
  )
}
