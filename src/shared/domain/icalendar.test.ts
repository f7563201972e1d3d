import ICAL from 'ical.js'
import { describe, expect, it } from 'vitest'
import {
  buildCalendar,
  type CalendarEvent,
  escapeText,
  foldLine,
  ICS_LINE_OCTETS,
  icsDateTime,
} from './icalendar'

const octets = (text: string) => new TextEncoder().encode(text).length
/** RFC 5545 §3.1 unfolding: a CRLF followed by one space or tab is removed. */
const unfold = (text: string) => text.replace(/\r\n[ \t]/g, '')

const EVENT: CalendarEvent = {
  uid: 'match-9600123@bo5.example',
  start: new Date('2026-11-21T18:00:00Z'),
  end: new Date('2026-11-21T21:00:00Z'),
  summary: 'Cobalt Tide vs Aurora Vanguard · Longship Masters',
  description: 'CS2 · BO3\nhttps://bo5.example/cs2/matches/x-9600123',
  url: 'https://bo5.example/cs2/matches/x-9600123',
  categories: ['CS2'],
  stamp: new Date('2026-11-20T10:11:12Z'),
  lastModified: new Date('2026-11-20T10:11:12Z'),
  sequence: 217_000_000,
  status: 'CONFIRMED',
}

function calendarOf(events: CalendarEvent[], name = 'Cobalt Tide matches | BO5') {
  return buildCalendar({ productId: '-//BO5//Matches//EN', name, refreshMinutes: 60, events })
}

function parsedEvents(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text))
  return { calendar, events: calendar.getAllSubcomponents('vevent') }
}

describe('iCalendar text', () => {
  it('escapes backslashes, semicolons, commas and every kind of line break in TEXT', () => {
    expect(escapeText('a\\b;c,d\ne\r\nf\rg')).toBe('a\\\\b\\;c\\,d\\ne\\nf\\ng')
    // A colon needs no escape in a value.
    expect(escapeText('Grand final: A vs B')).toBe('Grand final: A vs B')
  })

  it('drops the control characters TEXT cannot hold, keeping a tab, and escapes PRODID as TEXT', () => {
    expect(escapeText('Team\u0000 A\u001b\u007f\tB\u0008')).toBe('Team A\tB')
    // PRODID is TEXT as well: a brand with a comma is escaped there too.
    const text = buildCalendar({
      productId: '-//Five, Inc.//Matches//EN',
      name: 'x',
      refreshMinutes: 60,
      events: [],
    })
    expect(text).toContain('\r\nPRODID:-//Five\\, Inc.//Matches//EN\r\n')
  })

  // RFC 5545's own examples, written by the serializer.
  it('writes §3.3.11 and §3.8.1.5 TEXT as the RFC does, and folds it to what its folded example unfolds to', () => {
    expect(escapeText('Project XYZ Final Review\nConference Room - 3B\nCome Prepared.')).toBe(
      'Project XYZ Final Review\\nConference Room - 3B\\nCome Prepared.',
    )
    const description =
      'Meeting to provide technical review for "Phoenix" design.\nHappy Face Conference Room. Phoenix design team MUST attend this meeting.\nRSVP to team leader.'
    const rfcFolded = [
      'DESCRIPTION:Meeting to provide technical review for "Phoenix"',
      '  design.\\nHappy Face Conference Room. Phoenix design team',
      '  MUST attend this meeting.\\nRSVP to team leader.',
    ].join('\r\n')
    const ours = foldLine(`DESCRIPTION:${escapeText(description)}`)
    expect(unfold(ours)).toBe(unfold(rfcFolded))
    for (const line of ours.split('\r\n')) expect(octets(line)).toBeLessThanOrEqual(ICS_LINE_OCTETS)
  })

  it("writes §3.6.1's example event with the RFC's lines, in its order", () => {
    const text = calendarOf([
      {
        uid: '19970901T130000Z-123401@example.com',
        stamp: new Date('1997-09-01T13:00:00Z'),
        lastModified: new Date('1997-09-01T13:00:00Z'),
        start: new Date('1997-09-03T16:30:00Z'),
        end: new Date('1997-09-03T19:00:00Z'),
        summary: 'Annual Employee Review',
        categories: ['BUSINESS', 'HUMAN RESOURCES'],
        sequence: 0,
        status: 'CONFIRMED',
      },
    ])
    const rfc = [
      'BEGIN:VEVENT',
      'UID:19970901T130000Z-123401@example.com',
      'DTSTAMP:19970901T130000Z',
      'DTSTART:19970903T163000Z',
      'DTEND:19970903T190000Z',
      'SUMMARY:Annual Employee Review',
      'CATEGORIES:BUSINESS,HUMAN RESOURCES',
      'END:VEVENT',
    ]
    const lines = text.split('\r\n')
    // Every line of the RFC's event, in the same order (ours adds SEQUENCE, STATUS and the like; CLASS aside).
    expect(lines.filter((line) => rfc.includes(line))).toEqual(rfc)
    // §3.3.5's example form and §3.8.7.4's first SEQUENCE.
    expect(icsDateTime(new Date('1998-01-19T07:00:00Z'))).toBe('19980119T070000Z')
    expect(lines).toContain('SEQUENCE:0')
  })

  it('writes times in UTC with a Z, whatever the zone of the Date', () => {
    expect(icsDateTime(new Date('2026-03-29T01:30:00+02:00'))).toBe('20260328T233000Z')
    expect(icsDateTime(new Date('2026-01-05T07:08:09.999Z'))).toBe('20260105T070809Z')
  })

  it('folds at 75 octets, never inside a UTF-8 character, and unfolds to the same text', () => {
    const line = `SUMMARY:${'Ωmega 東京 🎮 Zürich, '.repeat(12)}`
    const folded = foldLine(line)
    const parts = folded.split('\r\n')
    expect(parts.length).toBeGreaterThan(3)
    for (const part of parts) expect(octets(part)).toBeLessThanOrEqual(ICS_LINE_OCTETS)
    for (const part of parts.slice(1)) expect(part.startsWith(' ')).toBe(true)
    // No lone surrogate or cut code point: each part is valid text on its own.
    for (const part of parts)
      expect(new TextDecoder('utf-8', { fatal: true }).decode(new TextEncoder().encode(part))).toBe(part)
    expect(unfold(folded)).toBe(line)
    // A line of exactly 75 octets stays whole; 76 folds.
    expect(foldLine('X'.repeat(75))).toBe('X'.repeat(75))
    expect(foldLine('X'.repeat(76))).toBe(`${'X'.repeat(75)}\r\n X`)
    // Three-octet characters: 25 fit the first line (75 octets), a continuation 24 after its space (73).
    expect(foldLine('東'.repeat(50)).split('\r\n').map(octets)).toEqual([75, 73, 4])
  })

  it('ends every line with CRLF and names the calendar, with a refresh hint', () => {
    const text = calendarOf([EVENT])
    expect(text.endsWith('END:VCALENDAR\r\n')).toBe(true)
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/)
    expect(text).toContain('\r\nX-WR-CALNAME:Cobalt Tide matches | BO5\r\n')
    expect(text).toContain('\r\nREFRESH-INTERVAL;VALUE=DURATION:PT1H\r\n')
    expect(text).toContain('\r\nX-PUBLISHED-TTL:PT1H\r\n')
    const { calendar, events } = parsedEvents(text)
    expect(calendar.getFirstPropertyValue('version')).toBe('2.0')
    expect(events).toHaveLength(1)
  })

  it('gives a parser back every field: UID, UTC start and end, sequence, status, URL, stamp', () => {
    const [vevent] = parsedEvents(calendarOf([EVENT])).events
    const event = new ICAL.Event(vevent)
    expect(event.uid).toBe(EVENT.uid)
    expect(event.startDate.toJSDate().toISOString()).toBe('2026-11-21T18:00:00.000Z')
    expect(event.startDate.zone?.tzid).toBe('UTC')
    expect(event.endDate.toJSDate().toISOString()).toBe('2026-11-21T21:00:00.000Z')
    expect(event.sequence).toBe(217_000_000)
    expect(event.summary).toBe(EVENT.summary)
    expect(event.description).toBe(EVENT.description)
    expect(vevent?.getFirstPropertyValue('status')).toBe('CONFIRMED')
    expect(vevent?.getFirstPropertyValue('url')).toBe(EVENT.url)
    expect(String(vevent?.getFirstPropertyValue('dtstamp'))).toBe('2026-11-20T10:11:12Z')
    expect(String(vevent?.getFirstPropertyValue('last-modified'))).toBe('2026-11-20T10:11:12Z')
  })

  it('marks a canceled event CANCELLED', () => {
    const [vevent] = parsedEvents(calendarOf([{ ...EVENT, status: 'CANCELLED' }])).events
    expect(vevent?.getFirstPropertyValue('status')).toBe('CANCELLED')
  })

  it('keeps a name with commas, semicolons, a backslash and non-ASCII characters intact through a parser', () => {
    const name = 'Zürich Ünion; Crew, Ltd. \\ Ωmega 東京 ⚔️ Esports Club of the Northern Fjords, Reykjavík'
    const summary = `${name} vs TBD · Copa Ñandú; Fase 2, Grupo B`
    const text = calendarOf(
      [{ ...EVENT, summary, description: `${summary}\nsecond line` }],
      `${name} matches`,
    )
    expect(text).toContain('\\;')
    expect(text).toContain('\\,')
    for (const line of text.split('\r\n')) expect(octets(line)).toBeLessThanOrEqual(75)
    const { calendar, events } = parsedEvents(text)
    // ical.js reads X- and RFC 7986 properties as raw text: their value is the escaped name, unfolded whole.
    expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe(escapeText(`${name} matches`))
    const event = new ICAL.Event(events[0])
    expect(event.summary).toBe(summary)
    expect(event.description).toBe(`${summary}\nsecond line`)
  })

  it('writes an empty calendar that still parses', () => {
    const { events } = parsedEvents(calendarOf([]))
    expect(events).toEqual([])
  })
})
