// ---------------------------------------------------------------------------------------------------------
// Dates: RFC 822 (RSS) and ISO 8601 / RFC 3339 (Atom, dc:date); either may turn up in either format.

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec']

// RFC 822 zone names; military letters and unknown names count as UTC, as RFC 1123 advises.
const ZONES: Readonly<Record<string, number>> = {
  UT: 0,
  UTC: 0,
  GMT: 0,
  Z: 0,
  EST: -300,
  EDT: -240,
  CST: -360,
  CDT: -300,
  MST: -420,
  MDT: -360,
  PST: -480,
  PDT: -420,
  CET: 60,
  CEST: 120,
  BST: 60,
}

function utcDate(
  year: number,
  month: number,
  day: number,
  hour: number,
  minute: number,
  second: number,
  ms: number,
  offsetMinutes: number,
): Date | undefined {
  if (month < 1 || month > 12 || day < 1 || hour > 23 || minute > 59 || second > 60) return undefined
  const local = new Date(Date.UTC(year, month - 1, day, hour, minute, Math.min(second, 59), ms))
  if (local.getUTCDate() !== day) return undefined
  return new Date(local.getTime() - offsetMinutes * 60_000)
}

function zoneOffset(zone: string | undefined): number {
  if (!zone) return 0
  const numeric = /^([+-])(\d{2}):?(\d{2})?$/.exec(zone)
  if (numeric) {
    const minutes = Number(numeric[2]) * 60 + Number(numeric[3] ?? 0)
    return numeric[1] === '-' ? -minutes : minutes
  }
  return ZONES[zone.toUpperCase()] ?? 0
}

const RFC822 =
  /^(?:[A-Za-z]{3,9},?\s+)?(\d{1,2})\s+([A-Za-z]{3})[A-Za-z]*\.?\s+(\d{2}|\d{4})\s+(\d{1,2}):(\d{2})(?::(\d{2}))?\s*([+-]\d{2}:?\d{2}|[A-Za-z]{1,5})?$/
const ISO8601 =
  /^(\d{4})-(\d{2})-(\d{2})(?:[T\s](\d{2}):(\d{2})(?::(\d{2})(?:[.,](\d+))?)?\s*(Z|[+-]\d{2}(?::?\d{2})?)?)?$/i

/** A date in RFC 822 or ISO 8601 form; anything else (or an impossible date) is undefined. Zoneless means UTC. */
export function parseFeedDate(value: string | undefined): Date | undefined {
  const text = value?.trim().replace(/\s+/g, ' ')
  if (!text) return undefined
  const rfc = RFC822.exec(text)
  if (rfc) {
    const month = MONTHS.indexOf((rfc[2] ?? '').toLowerCase()) + 1
    let year = Number(rfc[3])
    if (year < 100) year += year < 50 ? 2000 : 1900
    return utcDate(
      year,
      month,
      Number(rfc[1]),
      Number(rfc[4]),
      Number(rfc[5]),
      Number(rfc[6] ?? 0),
      0,
      zoneOffset(rfc[7]),
    )
  }
  const iso = ISO8601.exec(text)
  if (iso) {
    const ms = Number((iso[7] ?? '0').padEnd(3, '0').slice(0, 3))
    return utcDate(
      Number(iso[1]),
      Number(iso[2]),
      Number(iso[3]),
      Number(iso[4] ?? 0),
      Number(iso[5] ?? 0),
      Number(iso[6] ?? 0),
      ms,
      zoneOffset(iso[8] === 'z' ? 'Z' : iso[8]),
    )
  }
  return undefined
}
