import { dateTimeFormat } from '#shared/domain/date-formats'
import { matchOutcomeLabel, sideLabel } from '#shared/domain/match-format'
import type { MatchSide, MatchSummary } from '#shared/schemas/matches'

// The words the matches, match and event pages put on a match (issue #14): plain functions over the API's data.

/** A side's name, or "TBD" while PandaScore has not decided it. */
export function sideName(side: Pick<MatchSide, 'name' | 'pandascoreId'>): string {
  return side.pandascoreId === null ? 'TBD' : sideLabel(side)
}

export type MatchMarkTone = 'live' | 'neutral' | 'warning'

/** What a row says beside the score: Live, W/O (a forfeit), Draw, Canceled, Postponed, Rescheduled; or nothing. */
export function matchMark(
  match: Pick<MatchSummary, 'status' | 'forfeit' | 'draw' | 'rescheduled'>,
): { label: string; tone: MatchMarkTone; result: boolean } | null {
  if (match.status === 'running') return { label: 'Live', tone: 'live', result: false }
  if (match.status === 'canceled') return { label: 'Canceled', tone: 'warning', result: false }
  if (match.status === 'postponed') return { label: 'Postponed', tone: 'warning', result: false }
  // A forfeit or a draw gives the result away: spoiler-free mode hides these marks with the score.
  const outcome = matchOutcomeLabel(match)
  if (outcome) return { label: outcome, tone: 'neutral', result: true }
  if (match.rescheduled && match.status === 'not_started')
    return { label: 'Rescheduled', tone: 'warning', result: false }
  return null
}

/** Whether the page has a score to show (live or finished), which spoiler-free mode hides. */
export function hasScore(match: Pick<MatchSummary, 'status' | 'teams'>): boolean {
  return (
    (match.status === 'running' || match.status === 'finished') &&
    match.teams[0].score !== null &&
    match.teams[1].score !== null
  )
}

/** "2–1": the series score, or null before the match starts. */
export function seriesScore(match: Pick<MatchSummary, 'status' | 'teams'>): string | null {
  return hasScore(match) ? `${match.teams[0].score}–${match.teams[1].score}` : null
}

/** A game's length "34:05", or "1:02:10" past the hour; null when unknown. */
export function gameLength(seconds: number | null): string | null {
  if (seconds === null || seconds < 0) return null
  const hours = Math.floor(seconds / 3600)
  const minutes = Math.floor((seconds % 3600) / 60)
  const secs = String(Math.floor(seconds % 60)).padStart(2, '0')
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${secs}` : `${minutes}:${secs}`
}

// An event's region and format in words: one set of labels with the chat (src/shared/domain/event-format.ts).
export { eventTypeLabel, regionName } from '#shared/domain/event-format'

const languageNames = new Intl.DisplayNames(['en'], { type: 'language' })

/** A stream's language in English ("fr" → "French"); the code when it is not a known language. */
export function languageName(code: string): string {
  try {
    return languageNames.of(code) ?? code
  } catch {
    return code
  }
}

/** The calendar day of an instant in a time zone, "2026-11-25", for grouping upcoming matches by day. */
export function dayKey(iso: string, timeZone: string): string {
  const date = new Date(iso)
  if (Number.isNaN(date.getTime())) return ''
  return dateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(date)
}

/** "Wednesday, Nov 25" in a time zone. */
export function dayHeading(iso: string, timeZone: string): string {
  const date = new Date(iso)
  if (Number.isNaN(date.getTime())) return 'Date to be announced'
  return dateTimeFormat('en-US', {
    timeZone,
    weekday: 'long',
    month: 'short',
    day: 'numeric',
  }).format(date)
}

export interface MatchDay<T> {
  key: string
  heading: string
  matches: T[]
}

/** Matches (already in time order) grouped by calendar day in the reader's time zone; undated ones last. */
export function groupByDay<T extends Pick<MatchSummary, 'startsAt'>>(
  matches: readonly T[],
  timeZone: string,
): MatchDay<T>[] {
  const days = new Map<string, MatchDay<T>>()
  for (const match of matches) {
    const key = match.startsAt ? dayKey(match.startsAt, timeZone) : ''
    let day = days.get(key)
    if (!day) {
      day = {
        key,
        heading: match.startsAt ? dayHeading(match.startsAt, timeZone) : 'Date to be announced',
        matches: [],
      }
      days.set(key, day)
    }
    day.matches.push(match)
  }
  return [...days.values()].sort((a, b) =>
    a.key === '' ? 1 : b.key === '' ? -1 : a.key.localeCompare(b.key),
  )
}
