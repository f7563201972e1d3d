// ---------------------------------------------------------------------------------------------------------
// Dates: RFC 822 (RSS) and ISO 8601 / RFC 3339 / W3CDTF (Atom, dc:date, dcterms:*); either may turn up in
// either format, and publishers write both loosely. The forms read are listed in testdata/dates.json.
// A zone name we do not know (or one that names several zones, like IST) rejects the date rather than
// reading it as UTC: the entry's next date element is tried, and with none left the entry is undated, which
// the pipeline treats as published at ingestion time, as for an entry without any date.

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec']
// What a month name may abbreviate ("Sept", "Novem"); "Sun" or "Mayday" is not a month.
const MONTHS_FULL = [
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
]

// Zone names with a fixed offset in minutes east of UTC.
const FIXED_ZONES: Readonly<Record<string, number>> = {
  UT: 0,
  UTC: 0,
  GMT: 0,
  Z: 0,
  WET: 0,
  WEST: 60,
  BST: 60,
  CET: 60,
  MET: 60,
  CEST: 120,
  MEST: 120,
  EET: 120,
  EEST: 180,
  MSK: 180,
  SGT: 480,
  HKT: 480,
  JST: 540,
  KST: 540,
  AEST: 600,
  AEDT: 660,
  NZST: 720,
  NZDT: 780,
  HST: -600,
  AKST: -540,
  AKDT: -480,
  PST: -480,
  PDT: -420,
  MST: -420,
  MDT: -360,
  CST: -360,
  CDT: -300,
  EST: -300,
  EDT: -240,
}

// Generic names whose offset depends on the date (standard or daylight time).
const REGION_ZONES: Readonly<Record<string, string>> = {
  PT: 'America/Los_Angeles',
  MT: 'America/Denver',
  CT: 'America/Chicago',
  ET: 'America/New_York',
}

type Zone = { offset: number } | { region: string }

const NUMERIC_ZONE = /^(?:(?:GMT|UTC|UT)\s*)?([+-])(\d{1,2})(?::?(\d{2}))?$/i

/** The zone a date names; undefined for an unknown name or an impossible offset. No zone at all is UTC. */
function parseZone(zone: string | undefined): Zone | undefined {
  if (!zone) return { offset: 0 }
  const numeric = NUMERIC_ZONE.exec(zone)
  if (numeric) {
    const hours = Number(numeric[2])
    const minutes = Number(numeric[3] ?? 0)
    if (hours > 14 || minutes > 59) return undefined
    return { offset: (numeric[1] === '-' ? -1 : 1) * (hours * 60 + minutes) }
  }
  const name = zone.toUpperCase()
  const fixed = FIXED_ZONES[name]
  if (fixed !== undefined) return { offset: fixed }
  const region = REGION_ZONES[name]
  return region ? { region } : undefined
}

const regionFormats = new Map<string, Intl.DateTimeFormat>()

/** Minutes east of UTC that a region's clocks show at an instant. */
function regionOffset(region: string, instant: number): number {
  let format = regionFormats.get(region)
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone: region,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
    })
    regionFormats.set(region, format)
  }
  const part: Record<string, number> = {}
  for (const p of format.formatToParts(new Date(instant))) part[p.type] = Number(p.value)
  const shown = Date.UTC(part.year ?? 0, (part.month ?? 1) - 1, part.day, part.hour, part.minute)
  return Math.round((shown - Math.floor(instant / 60_000) * 60_000) / 60_000)
}

interface Fields {
  year: number
  month: number
  day: number
  hour: number
  minute: number
  second: number
  ms: number
}

/** The instant of a wall-clock time in a zone; undefined for an impossible date or time. */
function toInstant(f: Fields, zone: Zone | undefined): Date | undefined {
  if (!zone) return undefined
  if (f.month < 1 || f.month > 12 || f.day < 1 || !(f.hour <= 23) || f.minute > 59 || f.second > 60)
    return undefined
  const local = Date.UTC(f.year, f.month - 1, f.day, f.hour, f.minute, Math.min(f.second, 59), f.ms)
  if (new Date(local).getUTCDate() !== f.day) return undefined
  if ('offset' in zone) return new Date(local - zone.offset * 60_000)
  const guess = local - regionOffset(zone.region, local) * 60_000
  return new Date(local - regionOffset(zone.region, guess) * 60_000)
}

function fraction(digits: string | undefined): number {
  return Number((digits ?? '0').padEnd(3, '0').slice(0, 3))
}

function fullYear(digits: string): number {
  const year = Number(digits)
  if (digits.length > 2) return year
  return year + (year < 50 ? 2000 : 1900)
}

/** 24-hour clock from a 12-hour one; NaN when the hour does not fit the clock. */
function hour24(hour: number, meridiem: string | undefined): number {
  if (!meridiem) return hour
  if (hour < 1 || hour > 12) return Number.NaN
  return (hour % 12) + (meridiem.toLowerCase() === 'p' ? 12 : 0)
}

const ZONE_PART = String.raw`(?:\s*((?:GMT|UTC|UT)?\s*[+-]\d{1,2}(?::?\d{2})?|[A-Za-z]{1,5}))?`
const TIME_PART = String.raw`(?:,?\s+(?:at\s+)?(\d{1,2}):(\d{2})(?::(\d{2})(?:\.(\d+))?)?(?:\s*([AaPp])\.?[Mm]\.?)?)?`
const MONTH_NAME = String.raw`([A-Za-z]{3,9})\.?`

// Day first (RFC 822: "Sun, 15 Nov 2026 09:30:00 GMT") and month first ("November 15, 2026 4:30 AM EST",
// "Sun Nov 15 2026 10:30:00 GMT+0100"); the weekday, if any, is not checked (publishers get it wrong).
const RFC822 = new RegExp(
  String.raw`^(?:[A-Za-z]{3,9}\.?(?:,\s*|\s+))??(?:(\d{1,2})[\s-]+${MONTH_NAME},?[\s-]+(\d{4}|\d{2})|${MONTH_NAME}\s+(\d{1,2})(?:st|nd|rd|th)?,?\s+(\d{4}|\d{2}))` +
    TIME_PART +
    ZONE_PART +
    '$',
)

function parseRfc822(text: string): Date | undefined {
  const m = RFC822.exec(text)
  if (!m) return undefined
  const monthName = (m[2] ?? m[4] ?? '').toLowerCase()
  const month = MONTHS.indexOf(monthName.slice(0, 3)) + 1
  if (!month || !MONTHS_FULL.some((full) => full.startsWith(monthName))) return undefined
  const fields: Fields = {
    year: fullYear(m[3] ?? m[6] ?? ''),
    month,
    day: Number(m[1] ?? m[5]),
    hour: hour24(Number(m[7] ?? 0), m[11]),
    minute: Number(m[8] ?? 0),
    second: Number(m[9] ?? 0),
    ms: fraction(m[10]),
  }
  return toInstant(fields, parseZone(m[12]))
}

// Extended form with optional parts (W3CDTF: "2026", "2026-11", "2026-11-15T10:30+01:00") and a space for
// the T; the basic form ("20261115T093000Z") in full only.
const ISO_EXTENDED =
  /^(\d{4})(?:-(\d{2})(?:-(\d{2})(?:[T\s](\d{2}):(\d{2})(?::(\d{2})(?:[.,](\d+))?)?\s*(Z|[+-]\d{2}(?::?\d{2})?|UTC|GMT)?)?)?)?$/i
const ISO_BASIC = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})?(?:[.,](\d+))?(Z|[+-]\d{2}(?::?\d{2})?)?$/i

function parseIso(text: string): Date | undefined {
  const m = ISO_EXTENDED.exec(text) ?? ISO_BASIC.exec(text)
  if (!m) return undefined
  const fields: Fields = {
    year: Number(m[1]),
    month: Number(m[2] ?? 1),
    day: Number(m[3] ?? 1),
    hour: Number(m[4] ?? 0),
    minute: Number(m[5] ?? 0),
    second: Number(m[6] ?? 0),
    ms: fraction(m[7]),
  }
  return toInstant(fields, parseZone(m[8]))
}

/**
 * A date in RFC 822 or ISO 8601 form as publishers write them; anything else, an impossible date or an
 * unknown zone name is undefined. A date without a zone is read as UTC.
 */
export function parseFeedDate(value: string | undefined): Date | undefined {
  // A trailing comment names the zone in words: "+0000 (UTC)", "GMT+0100 (Central European Standard Time)".
  const text = value
    ?.replace(/\s+/g, ' ')
    .replace(/\s*\([^()]*\)\s*$/, '')
    .trim()
  // The longest real form is well under 100 characters; a longer value is not a date and is not searched.
  if (!text || text.length > 200) return undefined
  return parseIso(text) ?? parseRfc822(text)
}
