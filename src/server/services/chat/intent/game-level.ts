import type { ParsedQuestion } from './question'

// Questions about a game, or about every game, that name no team, player or event: the ones a fan asks first, and
// the ones the home page suggests. What is on today, tomorrow or this week; which events are coming up, under way or
// just finished (with their winners); which teams are in the best form; the players' ranking. planLookups asks these
// only when the question names nothing the site holds.

export type ScheduleDay = 'today' | 'tomorrow' | 'week'
export type EventTiming = 'upcoming' | 'ongoing' | 'past'

const DAYS: readonly (readonly [RegExp, ScheduleDay])[] = [
  [/\b(tomorrow|tmrw|tmr|tomoz)\b/, 'tomorrow'],
  [/\b(this week(end)?|next (few|couple of|7|seven) days|(the )?coming days|rest of the week)\b/, 'week'],
  [/\b(today|tonight|tonite|this (evening|afternoon|morning)|later today)\b/, 'today'],
]
/** Words of matches being played: "matches", "games", "who plays", "what's on", "schedule". */
const OF_MATCHES =
  /\b(match(es)?|games?|series|fixtures?|schedule[ds]?|play(s|ing)?|on|scheduled|lineup of games|slate)\b/

/**
 * "Which CS2 matches are on today?", "what's on tonight", "any dota games tomorrow", "valorant schedule this week":
 * the day asked, when the question asks what is played then (not a result: "who won today" is not a schedule).
 */
export function scheduleDayAsked(parsed: ParsedQuestion): ScheduleDay | undefined {
  const day = DAYS.find(([pattern]) => pattern.test(parsed.text))?.[1]
  if (!day || !OF_MATCHES.test(parsed.text)) return undefined
  if (parsed.intents.includes('results') && !parsed.intents.includes('next-match')) return undefined
  return day
}

/** Words naming events: tournaments, leagues, LANs… ("a Major" is a kind of event the site may not hold: not here). */
const OF_EVENTS =
  /\b(tournaments?|events?|leagues?|competitions?|comps|championships?|lans?|cups?|invitationals?|circuits?)\b/
const UPCOMING =
  /\b(coming( up)?|upcoming|next|soon|start(s|ing)?|(to|should|worth|must) (i )?watch(ing)?|ahead|later this (month|year)|future)\b/
const ONGOING =
  /\b(going on|ongoing|on (right )?now|happening( now)?|running|under ?way|currently|at the moment|right now|in progress|this week)\b/
const PAST =
  /\b(latest|last|recent(ly)?|just (finished|ended|wrapped)|results?|who won|won|winners?|champions?|finished|ended|concluded)\b/

/**
 * "Which tournaments are coming up?", "what CS2 events are on right now?", "latest LoL tournament results", "who won
 * the last Dota 2 event?": the events of that timing. Undefined when the question names no event word or no time
 * ("what Dota 2 tournaments do you cover" is the game's list of tournaments).
 */
export function eventTimingAsked(parsed: ParsedQuestion): EventTiming | undefined {
  // "League of Legends" names a game, not a league.
  const text = parsed.text.replace(/\bleague of legends\b/g, 'lol')
  if (!OF_EVENTS.test(text)) return undefined
  if (UPCOMING.test(text)) return 'upcoming'
  if (ONGOING.test(text)) return 'ongoing'
  if (PAST.test(text)) return 'past'
  return undefined
}

/** "Which LoL teams are in the best form?", "who's the hottest team in CS2 right now", "in-form Dota teams". */
export function asksFormRanking(parsed: ParsedQuestion): boolean {
  return /\b((best|top|good|great|hot|hottest|strongest|red[- ]hot) form|in[- ]form|on fire|hottest|on a (roll|streak|run)|winning streak)\b/.test(
    parsed.text,
  )
}

/** "Valorant player rankings", "best CS2 players", "top dota players": the players' ranking, not the teams'. */
export function asksPlayerRanking(parsed: ParsedQuestion): boolean {
  return (
    /\bplayers?\b/.test(parsed.text) &&
    /\b(rank(ing|ings|ed)?|best|top|greatest|strongest|highest[- ]rated|mvps?)\b/.test(parsed.text) &&
    !/\bteams?\b/.test(parsed.text)
  )
}

/** "Latest transfers", "biggest roster moves this week", "who signed who in LoL lately": the roster changes we saw. */
export function asksTransfers(parsed: ParsedQuestion): boolean {
  return /\b(transfers?|roster (moves?|changes?|news|shuffles?)|player moves|signings?|who (signed|moved|joined|left|got signed|came in)|(new|recent|latest) (signings?|additions|pickups|moves))\b/.test(
    parsed.text,
  )
}
