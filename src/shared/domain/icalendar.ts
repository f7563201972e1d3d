// iCalendar (RFC 5545) text, written by hand: a calendar of plain events, nothing else
// (docs/decisions/035-icalendar-feeds.md). Pure, so the rules that calendar apps are strict about (CRLF, escaping,
// folding at 75 octets without cutting a UTF-8 character, UTC times) are tested without a server.

/** A VEVENT's STATUS: RFC 5545 §3.8.1.11 allows these three. */
export type CalendarEventStatus = 'TENTATIVE' | 'CONFIRMED' | 'CANCELLED'

export interface CalendarEvent {
  /** Globally unique and never changing: a calendar app matches updates to what it holds by it. */
  uid: string
  start: Date
  end: Date
  summary: string
  description?: string
  /** Absolute URL of the page about the event. */
  url?: string
  categories?: readonly string[]
  /** When the event's information was last revised in our store (RFC 5545 §3.8.7.2, no METHOD). */
  stamp: Date
  lastModified: Date
  /** Grows with every revision a subscriber should apply over the copy it holds (§3.8.7.4). */
  sequence: number
  status: CalendarEventStatus
}

export interface Calendar {
  /** PRODID: who made the file, "-//{brand}//Matches//EN". */
  productId: string
  /** X-WR-CALNAME and NAME (RFC 7986): what a calendar app calls the subscription. */
  name: string
  description?: string
  /** How often a subscriber should ask again, in minutes (REFRESH-INTERVAL and X-PUBLISHED-TTL). */
  refreshMinutes: number
  events: readonly CalendarEvent[]
}

/** Longest line in octets, the CRLF aside (§3.1). */
export const ICS_LINE_OCTETS = 75
const CRLF = '\r\n'

/** The control characters TEXT cannot hold (§3.3.11 TSAFE-CHAR), the tab aside; line breaks are escaped first. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is being removed
const NOT_TEXT = /[\u0000-\u0008\u000b-\u001f\u007f]/g

/** TEXT values (§3.3.11): backslash, semicolon and comma escaped, any line break as \n, other controls dropped. */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n')
    .replace(NOT_TEXT, '')
}

function utf8Octets(codePoint: number): number {
  if (codePoint < 0x80) return 1
  if (codePoint < 0x800) return 2
  if (codePoint < 0x10000) return 3
  return 4
}

/**
 * One content line folded (§3.1): at most 75 octets a line, each continuation starting with one space, cut only
 * between characters (code points), so unfolding gives back the same UTF-8 text.
 */
export function foldLine(line: string): string {
  const parts: string[] = []
  let current = ''
  let octets = 0
  for (const char of line) {
    const size = utf8Octets(char.codePointAt(0) ?? 0)
    if (octets + size > ICS_LINE_OCTETS) {
      parts.push(current)
      // The leading space of the continuation line counts toward its 75.
      current = ' '
      octets = 1
    }
    current += char
    octets += size
  }
  parts.push(current)
  return parts.join(CRLF)
}

const pad = (n: number) => String(n).padStart(2, '0')

/** A DATE-TIME in UTC, "20261121T180000Z" (§3.3.5 form 2). */
export function icsDateTime(date: Date): string {
  return (
    `${date.getUTCFullYear()}${pad(date.getUTCMonth() + 1)}${pad(date.getUTCDate())}` +
    `T${pad(date.getUTCHours())}${pad(date.getUTCMinutes())}${pad(date.getUTCSeconds())}Z`
  )
}

/** "PT1H", "PT30M": a DURATION (§3.3.6) of whole minutes. */
function minutesDuration(minutes: number): string {
  const hours = Math.floor(minutes / 60)
  const rest = minutes % 60
  return `PT${hours ? `${hours}H` : ''}${rest || !hours ? `${rest}M` : ''}`
}

function eventLines(event: CalendarEvent): string[] {
  return [
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    `DTSTAMP:${icsDateTime(event.stamp)}`,
    `LAST-MODIFIED:${icsDateTime(event.lastModified)}`,
    `SEQUENCE:${Math.max(0, Math.floor(event.sequence))}`,
    `DTSTART:${icsDateTime(event.start)}`,
    `DTEND:${icsDateTime(event.end)}`,
    `SUMMARY:${escapeText(event.summary)}`,
    ...(event.description ? [`DESCRIPTION:${escapeText(event.description)}`] : []),
    ...(event.categories?.length ? [`CATEGORIES:${event.categories.map(escapeText).join(',')}`] : []),
    // A URI value is not TEXT: not escaped (our URLs carry no CR or LF).
    ...(event.url ? [`URL:${event.url}`] : []),
    `STATUS:${event.status}`,
    'TRANSP:OPAQUE',
    'END:VEVENT',
  ]
}

/** The whole VCALENDAR: CRLF after every line, the last included; every line folded. */
export function buildCalendar(calendar: Calendar): string {
  const refresh = minutesDuration(calendar.refreshMinutes)
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${escapeText(calendar.productId)}`,
    'CALSCALE:GREGORIAN',
    `NAME:${escapeText(calendar.name)}`,
    `X-WR-CALNAME:${escapeText(calendar.name)}`,
    ...(calendar.description
      ? [
          `DESCRIPTION:${escapeText(calendar.description)}`,
          `X-WR-CALDESC:${escapeText(calendar.description)}`,
        ]
      : []),
    `REFRESH-INTERVAL;VALUE=DURATION:${refresh}`,
    `X-PUBLISHED-TTL:${refresh}`,
    ...calendar.events.flatMap(eventLines),
    'END:VCALENDAR',
  ]
  return lines.map(foldLine).join(CRLF) + CRLF
}
