import { paths } from '#shared/paths'
import type { ChatTeamRow } from '#server/storage/chat-search'
import {
  type ChatMatchRow,
  type ChatSide,
  getNextScheduledMatch,
  listEventMatches,
  listEventsById,
  listMatchesBetween,
  listRunningMatches,
  searchEvents,
  searchMatches,
} from '#server/storage/chat-matches'
import {
  bracketRounds,
  bracketText,
  eventDatesText,
  eventWinnerText,
  finalOf,
  firstMatchText,
  noBracketText,
} from './facts/event'
import {
  liveCountText,
  liveMatchText,
  nextScheduledText,
  noLiveMatchText,
  seriesText,
  sidesOf,
  teamNotLiveText,
} from './facts/series'
import { fact, type LookupEnv, type LookupOf, teamUrl } from './lookup-env'
import type { RetrievedFact } from './types'

// The look-ups of matches and events (issue #14 item 7): what is live, the meeting of two teams, an event's
// winner, dates and bracket, and matches and events found by the words of a free question. Each fact cites the
// match or event page (paths.match, paths.event).

const LIVE_SHOWN = 5
/** Running matches read to find a named team's: more than are ever live at once. */
const LIVE_SCAN = 100
const MEETINGS = 20
/** An event's matches: a big event has a few hundred. */
const EVENT_MATCHES = 500
const SEARCH_HITS = 2

const pageOf = (env: LookupEnv, m: Pick<ChatMatchRow, 'game' | 'slug'>) =>
  env.url(paths.match(m.game, m.slug))
const sideOf = (team: ChatTeamRow): ChatSide => ({ pandascoreId: team.pandascoreId, name: team.name })

function plays(match: ChatMatchRow, team: ChatTeamRow): boolean {
  return sidesOf(match).some((s) =>
    team.pandascoreId !== null ? s.pandascoreId === team.pandascoreId : s.name === team.name,
  )
}

/** "Who is playing right now?": the running matches with their scores, else "none" and the next match. */
export async function liveFacts(lookup: LookupOf<'live'>, env: LookupEnv): Promise<RetrievedFact[]> {
  const w = lookup.weight
  const { game, teams } = lookup
  const running = await listRunningMatches(env.db, { game, limit: teams.length ? LIVE_SCAN : LIVE_SHOWN })
  const live = teams.length ? running.filter((m) => teams.some((t) => plays(m, t))) : running
  const listPage = env.url(paths.matches(game))
  const facts = live
    .slice(0, LIVE_SHOWN)
    .map((m, i) => fact('match', liveMatchText(m), pageOf(env, m), w * (0.98 - i * 0.02), listPage))
  if (live.length > 1 && !teams.length)
    facts.unshift(fact('match', liveCountText(live.length, game), listPage, w))
  if (live.length) return facts
  if (teams.length) {
    return [fact('match', teamNotLiveText(teams.map((t) => t.name)), teamUrl(env, teams[0]!), w)]
  }
  const next = await getNextScheduledMatch(env.db, { game, from: env.now })
  return [
    fact('match', noLiveMatchText(game), listPage, w),
    ...(next ? [fact('match', nextScheduledText(next), pageOf(env, next), w * 0.95)] : []),
  ]
}

/** "What's the score of X vs Y?": their live match, else the latest (the next one for "when"), from matches. */
export async function meetingFacts(lookup: LookupOf<'meeting'>, env: LookupEnv): Promise<RetrievedFact[]> {
  const w = lookup.weight
  const { team, opponent } = lookup
  const rows = await listMatchesBetween(env.db, { a: sideOf(team), b: sideOf(opponent), limit: MEETINGS })
  const running = rows.find((m) => m.status === 'running')
  const finished = rows.find((m) => m.status === 'finished')
  // Newest first: the soonest upcoming meeting is the last of them.
  const upcoming = rows.filter((m) => m.status === 'not_started' && (m.startsAt ?? env.now) >= env.now).at(-1)
  const main =
    lookup.focus === 'next'
      ? (running ?? upcoming ?? finished ?? rows[0])
      : (running ?? finished ?? upcoming ?? rows[0])
  if (!main) return []
  const first = sideOf(team)
  const facts = [fact('match', seriesText(main, first), pageOf(env, main), w, teamUrl(env, team))]
  if (upcoming && main !== upcoming) {
    facts.push(
      fact('match', `Their next meeting: ${seriesText(upcoming, first)}`, pageOf(env, upcoming), w * 0.7),
    )
  }
  return facts
}

/** The event of a tournament named: its winner, its dates and first match, its bracket, or an overview. */
export async function eventFacts(lookup: LookupOf<'event'>, env: LookupEnv): Promise<RetrievedFact[]> {
  const w = lookup.weight
  const { eventId } = lookup.tournament
  if (!eventId) return []
  const [[event], matches] = await Promise.all([
    listEventsById(env.db, [eventId]),
    listEventMatches(env.db, { eventId, limit: EVENT_MATCHES }),
  ])
  if (!event) return []
  const url = env.url(paths.event(event.game, event.slug))
  // The tournament's own fact gives its dates: the event's are said only when its stages span other days.
  const stage = lookup.tournament
  const saidByStage =
    lookup.focus === 'overview' ||
    (sameDay(event.beginAt, stage.beginAt) && sameDay(event.endAt, stage.endAt))
  const dates = () => [
    ...(saidByStage ? [] : [fact('event', eventDatesText(event, env.now), url, w)]),
    ...(matches[0] ? [fact('event', firstMatchText(event.name, matches[0], env.now), url, w * 0.9)] : []),
  ]
  const winner = (weight: number) => {
    const bracket = matches.filter((m) => m.hasBracket)
    const named = finalOf(bracket.length ? bracket : matches)
    const last = named ?? (bracket.length ? bracket : matches).at(-1)
    // The event's winner, else the winner its last knockout stage names.
    const winnerId = event.winnerPandascoreId ?? bracket.at(-1)?.stageWinnerPandascoreId ?? null
    const winnerName = matches
      .flatMap((m) => sidesOf(m))
      .find((s) => s.pandascoreId !== null && s.pandascoreId === winnerId)?.name
    const final = last ? { match: last, known: named !== undefined } : undefined
    const finalPage = last ? pageOf(env, last) : undefined
    return [fact('event', eventWinnerText(event.name, final, winnerName), url, weight, finalPage)]
  }
  switch (lookup.focus) {
    case 'dates':
      return dates()
    case 'winner':
      return winner(w)
    case 'bracket':
      return bracketFacts(event.name, url, matches, w)
    default: {
      const decided =
        event.winnerPandascoreId !== null ||
        matches.some((m) => m.hasBracket && m.stageWinnerPandascoreId !== null)
      return [...dates(), ...(decided ? winner(w * 0.85) : [])]
    }
  }
}

function sameDay(a: Date | null, b: Date | null): boolean {
  return a?.toISOString().slice(0, 10) === b?.toISOString().slice(0, 10)
}

/** One fact per knockout stage, the latest first. */
function bracketFacts(eventName: string, url: string, matches: readonly ChatMatchRow[], w: number) {
  const stages = new Map<string, ChatMatchRow[]>()
  for (const m of matches.filter((m) => m.hasBracket)) {
    const stage = m.stageName ?? ''
    stages.set(stage, [...(stages.get(stage) ?? []), m])
  }
  if (!stages.size) return [fact('event', noBracketText(eventName), url, w)]
  return [...stages]
    .reverse()
    .map(([stage, list], i) =>
      fact('event', bracketText(eventName, stage || null, bracketRounds(list)), url, w * (1 - i * 0.2)),
    )
}

/** Events and matches whose names hold every keyword of a free question. */
export async function matchSearchFacts(lookup: LookupOf<'search'>, env: LookupEnv): Promise<RetrievedFact[]> {
  const w = lookup.weight
  const { keywords, game } = lookup
  const [events, matches] = await Promise.all([
    searchEvents(env.db, { words: keywords, limit: SEARCH_HITS }),
    searchMatches(env.db, { words: keywords, limit: SEARCH_HITS }),
  ])
  const inGame = <T extends { game: string }>(rows: T[]) =>
    game ? rows.filter((r) => r.game === game) : rows
  return [
    ...inGame(events).map((e, i) =>
      fact('event', eventDatesText(e, env.now), env.url(paths.event(e.game, e.slug)), w * (0.75 - i * 0.1)),
    ),
    ...inGame(matches).map((m, i) => fact('match', seriesText(m), pageOf(env, m), w * (0.7 - i * 0.1))),
  ]
}
