import { buildBracket } from '#shared/domain/bracket'
import { paths } from '#shared/paths'
import {
  type ChatTeamRow,
  type ChatTournamentRow,
  findTournamentCandidates,
} from '#server/storage/chat-search'
import {
  type ChatSide,
  listEventSettings,
  listEventsById,
  listMatchesBetween,
  listMatchMaps,
  searchEvents,
  searchMatches,
} from '#server/storage/chat-matches'
import { listEventStages } from '#server/storage/event-reads'
import { listMatchSection, listStageMatches } from '#server/storage/match-reads'
import type { MatchListRow, MatchSummaryRow } from '#server/storage/match-summaries'
import {
  bracketText,
  eventDatesText,
  eventSettingText,
  eventWinnerText,
  eventWinnerTranslations,
  finishedEventText,
  firstMatchText,
  gameEventsText,
  noBracketText,
  notInRoundText,
} from './facts/event'
import {
  liveCountText,
  liveMatchText,
  mapsPlayedText,
  nextScheduledText,
  noLiveMatchText,
  type SeriesFactInput,
  seriesOfSummary,
  seriesText,
  seriesTranslations,
  claimVerdictText,
  claimVerdictTranslations,
  noWinnerText,
  noScheduleText,
  noWinnerTranslations,
  notQuiteTexts,
  scheduleCountText,
  scheduledMatchText,
  sidesOf,
  teamNotLiveText,
} from './facts/series'
import { tierRank } from '#shared/domain/tiers'
import { toMatchSummary } from '../matches'
import { listEventSummaries } from '../events'
import { listHeadToHead, listTournamentStandings } from '#server/storage/chat-entities'
import { headToHeadText, standingsText } from './facts/insights'
import { earlierEdition } from './intent/conversation'
import type { EventFocus } from './intent/plan'
import { timeAsked } from './intent/asks'
import { editionOf, sameEdition } from './intent/names'
import { normalizeText, wordsOf } from './intent/words'
import { fact, type LookupEnv, type LookupOf, teamUrl } from './lookup-env'
import type { RetrievedFact } from './types'

// The look-ups of matches and events (issue #14 item 7): what is live, the meeting of two teams, an event's
// winner, dates and bracket, and matches and events found by the words of a free question. Each fact cites the
// match or event page (paths.match, paths.event).

const LIVE_SHOWN = 5
/** Running matches read to find a named team's: more than are ever live at once. */
const LIVE_SCAN = 100
const MEETINGS = 20
const SEARCH_HITS = 2
/** Tournaments of a league read to find its edition before another. */
const EDITIONS_READ = 25

const sideOf = (team: ChatTeamRow): ChatSide => ({ pandascoreId: team.pandascoreId, name: team.name })

function plays(match: SeriesFactInput, team: ChatTeamRow): boolean {
  return sidesOf(match).some((s) =>
    team.pandascoreId !== null ? s.pandascoreId === team.pandascoreId : s.name === team.name,
  )
}

/** "Who is playing right now?": the running matches with their scores, else "none" and the next match. */
export async function liveFacts(lookup: LookupOf<'live'>, env: LookupEnv): Promise<RetrievedFact[]> {
  const w = lookup.weight
  const { game, teams } = lookup
  // The matches page's own reads: its Live now section, and its Upcoming one for the next match.
  const running = await listMatchSection(env.db, {
    section: 'live',
    game,
    limit: teams.length ? LIVE_SCAN : LIVE_SHOWN,
  })
  const live = running
    .map((row) => seriesOfRow(row))
    .filter((m) => !teams.length || teams.some((t) => plays(m, t)))
  const listPage = env.url(paths.matches(game))
  const facts = live
    .slice(0, LIVE_SHOWN)
    .map((m, i) => fact('match', liveMatchText(m), env.url(m.path), w * (0.98 - i * 0.02), listPage))
  if (live.length > 1 && !teams.length)
    facts.unshift(fact('match', liveCountText(live.length, game), listPage, w))
  if (live.length) return facts
  if (teams.length) {
    return [fact('match', teamNotLiveText(teams.map((t) => t.name)), teamUrl(env, teams[0]!), w)]
  }
  const upcoming = await listMatchSection(env.db, { section: 'upcoming', game, from: env.now, limit: 5 })
  const next = upcoming.map((row) => seriesOfRow(row)).find((m) => m.status === 'not_started')
  return [
    fact('match', noLiveMatchText(game), listPage, w),
    ...(next ? [fact('match', nextScheduledText(next), env.url(next.path), w * 0.95)] : []),
  ]
}

/** Matches and events said by a game-level answer (a day's schedule, the events of a timing). */
const SCHEDULE_SHOWN = 6
const EVENTS_SHOWN = 4
/** The rank of showmatches and events of no known tier: after every graded one. */
const UNGRADED = tierRank(undefined)

/** The span a schedule question asks about: the rest of today, tomorrow, or the next seven days (UTC days). */
function scheduleSpan(day: LookupOf<'schedule'>['day'], now: Date): { from: Date; to: Date } {
  const midnight = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1))
  if (day === 'today') return { from: now, to: midnight }
  if (day === 'tomorrow') return { from: midnight, to: new Date(midnight.getTime() + 86_400_000) }
  return { from: now, to: new Date(now.getTime() + 7 * 86_400_000) }
}

/**
 * "Which CS2 matches are on today?": the matches page's own reads for that span, live ones first, then the better
 * tier before the lesser and earlier before later; each cites its page, the count the game's matches page. With
 * none, says so and gives the next one.
 */
export async function scheduleFacts(lookup: LookupOf<'schedule'>, env: LookupEnv): Promise<RetrievedFact[]> {
  const w = lookup.weight
  const { game, day } = lookup
  const { from, to } = scheduleSpan(day, env.now)
  const [running, upcoming] = await Promise.all([
    day === 'tomorrow' ? [] : listMatchSection(env.db, { section: 'live', game, limit: LIVE_SCAN }),
    listMatchSection(env.db, { section: 'upcoming', game, from, to, limit: 100 }),
  ])
  const rows = [...running, ...upcoming]
    .map((row) => seriesOfRow(row))
    .filter((m, i, all) => all.findIndex((o) => o.path === m.path) === i)
  const live = rows.filter((m) => m.status === 'running').length
  const listPage = env.url(paths.matches(game))
  if (!rows.length) {
    const after = await listMatchSection(env.db, { section: 'upcoming', game, from: to, limit: 5 })
    const next = after.map((row) => seriesOfRow(row)).find((m) => m.status === 'not_started')
    return [
      fact('match', noScheduleText(game, day), listPage, w),
      ...(next ? [fact('match', nextScheduledText(next), env.url(next.path), w * 0.95)] : []),
    ]
  }
  const shown = [...rows]
    .sort(
      (a, b) =>
        Number(b.status === 'running') - Number(a.status === 'running') ||
        tierRank(a.tier) - tierRank(b.tier) ||
        (a.startsAt?.getTime() ?? 0) - (b.startsAt?.getTime() ?? 0),
    )
    .slice(0, SCHEDULE_SHOWN)
  return [
    fact('match', scheduleCountText(rows.length, live, game, day), listPage, w),
    ...shown.map((match, i) =>
      fact(
        'match',
        match.status === 'running' ? liveMatchText(match) : scheduledMatchText(match),
        env.url(match.path),
        w * (0.98 - i * 0.02),
        listPage,
      ),
    ),
  ]
}

/**
 * "Which tournaments are coming up?", "latest CS2 tournament results": the events list's own read of that timing,
 * tier 1 first (a finished one: the latest first, events of no known tier after), each citing its event page after
 * a sentence naming them that cites the game's events page.
 */
export async function gameEventFacts(
  lookup: LookupOf<'game-events'>,
  env: LookupEnv,
): Promise<RetrievedFact[]> {
  const w = lookup.weight
  const { game, timing } = lookup
  const listed = await listEventSummaries(
    { db: env.db, now: () => env.now },
    { ...(game ? { game } : {}), status: timing, limit: 50 },
  )
  // The list's own order within each rank (sort is stable).
  const ungraded = (tier: string) => Number(tierRank(tier) === UNGRADED)
  const events = [...listed[timing]]
    .sort((a, b) =>
      timing === 'past' ? ungraded(a.tier) - ungraded(b.tier) : tierRank(a.tier) - tierRank(b.tier),
    )
    .slice(0, EVENTS_SHOWN)
  const listPage = game ? env.url(paths.events(game)) : undefined
  const pageOf = (event: (typeof events)[number]) => env.url(event.path)
  const date = (text: string | null) => (text ? new Date(text) : null)
  const heading = gameEventsText(
    game,
    timing,
    events.map((e) => e.name),
  )
  const first = events[0]
  if (!first) return listPage ? [fact('tournament', heading, listPage, w)] : []
  return [
    fact('tournament', heading, listPage ?? pageOf(first), w),
    ...events.map((event, i) => {
      const input = {
        name: event.name,
        game: event.game,
        tier: event.tier,
        beginAt: date(event.beginAt),
        endAt: date(event.endAt),
        winnerName: event.winner?.name ?? null,
      }
      const text = timing === 'past' ? finishedEventText(input) : eventDatesText(input, env.now)
      return fact('tournament', text, pageOf(event), w * (0.98 - i * 0.02), listPage)
    }),
  ]
}

/** A row of the matches page's reads as a fact's input, with its page and its tournament's tier. */
function seriesOfRow(row: MatchListRow) {
  const summary = toMatchSummary(row)
  return {
    ...seriesOfSummary(summary),
    path: summary.path,
    eventPath: summary.tournament?.eventPath,
    tier: summary.tournament?.tier,
  }
}

/** "What's the score of X vs Y?": their live match, else the latest (the next one for "when"), from matches. */
export async function meetingFacts(lookup: LookupOf<'meeting'>, env: LookupEnv): Promise<RetrievedFact[]> {
  const w = lookup.weight
  const { team } = lookup
  const asked = await meetingsAsked(lookup, env)
  // "The best-of-five": a meeting of that format, when the two teams have one among those asked about.
  const ofFormat = lookup.bestOf ? asked.filter((row) => row.numberOfGames === lookup.bestOf) : []
  const rows = (ofFormat.length ? ofFormat : asked).map((row) => seriesOfRow(row))
  // "In september", "last week": the meeting of those days, whatever became of it (played, drawn, postponed, called
  // off), of those asked about, else of all the pair's meetings.
  const then = lookup.when ? await meetingThen(lookup, lookup.when, rows, env) : undefined
  const running = rows.find((m) => m.status === 'running')
  const finished = rows.find((m) => m.status === 'finished')
  // Newest first: the soonest upcoming meeting is the last of them.
  const upcoming = rows.filter((m) => m.status === 'not_started' && (m.startsAt ?? env.now) >= env.now).at(-1)
  const main =
    then ||
    (lookup.outcome && (await meetingWithOutcome(lookup, rows, env))) ||
    (lookup.focus === 'next'
      ? (running ?? upcoming ?? finished ?? rows[0])
      : (running ?? finished ?? upcoming ?? rows[0]))
  if (!main) return []
  const first = sideOf(team)
  const text = lookup.claim
    ? claimVerdictText(main, first, lookup.claim)
    : lookup.asksWinner && main.status === 'finished' && main.draw
      ? noWinnerText(main, first)
      : // "Who won …?": the winner is the subject ("B beat A 2-1"), not the side named first.
        seriesText(main, lookup.asksWinner ? undefined : first)
  // A meeting in a round of a bracket ("the X semis") is also on the event page, whose bracket shows the round.
  const translations = lookup.claim
    ? claimVerdictTranslations(main, first, lookup.claim)
    : lookup.asksWinner && main.status === 'finished' && main.draw
      ? noWinnerTranslations(main, first)
      : seriesTranslations(main, lookup.asksWinner ? undefined : first)
  const alsoOn = (lookup.round || main.round) && main.eventPath ? env.url(main.eventPath) : teamUrl(env, team)
  const facts: RetrievedFact[] = [{ ...fact('match', text, env.url(main.path), w, alsoOn), translations }]
  if (upcoming && main !== upcoming) {
    const next = seriesTranslations(upcoming, first)
    facts.push({
      ...fact('match', `Their next meeting: ${seriesText(upcoming, first)}`, env.url(upcoming.path), w * 0.7),
      translations: {
        es: `Su próximo enfrentamiento: ${next.es}`,
        pt: `O próximo confronto: ${next.pt}`,
        fr: `Leur prochaine rencontre : ${next.fr}`,
        de: `Ihr nächstes Duell: ${next.de}`,
      },
    })
  }
  // "How did A vs B go in the winter main event?" of a meeting not played yet: what they have done against each
  // other is what there is to say (the next meeting's page shows that record).
  if (main.status === 'not_started') {
    const pair = { teamId: team.id, opponentTeamId: lookup.opponent.id }
    const meetings = await listHeadToHead(env.db, { ...pair, limit: RECORD_MEETINGS })
    if (meetings.length) {
      const text = headToHeadText(team.name, lookup.opponent.name, meetings)
      facts.push(fact('recent-matches', text, teamUrl(env, team), w * 0.9, env.url(main.path)))
    }
  }
  return facts
}

/** Finished meetings read for a record beside a meeting not played yet. */
const RECORD_MEETINGS = 100

type MeetingSeries = ReturnType<typeof seriesOfRow>

/** The newest meeting in the days the question names (asks.ts timeAsked, as of the look-up's now). */
async function meetingThen(
  lookup: LookupOf<'meeting'>,
  text: string,
  rows: readonly MeetingSeries[],
  env: LookupEnv,
): Promise<MeetingSeries | undefined> {
  const window = timeAsked(text, env.now)
  if (!window) return undefined
  const within = (m: MeetingSeries) =>
    Boolean(m.startsAt && m.startsAt >= window.from && m.startsAt < window.to)
  const found = rows.find(within)
  if (found) return found
  const sides = { a: sideOf(lookup.team), b: sideOf(lookup.opponent) }
  const all = await listMatchesBetween(env.db, { ...sides, limit: MEETINGS })
  return all.map((row) => seriesOfRow(row)).find(within)
}

/** The newest meeting that had the outcome asked (a forfeit, draw, postponement), in the event named or any. */
async function meetingWithOutcome(
  lookup: LookupOf<'meeting'>,
  rows: readonly MeetingSeries[],
  env: LookupEnv,
): Promise<MeetingSeries | undefined> {
  const had = (m: MeetingSeries) =>
    lookup.outcome === 'forfeit'
      ? m.forfeit
      : lookup.outcome === 'draw'
        ? m.status === 'finished' && m.draw
        : m.status === lookup.outcome
  const found = rows.find(had)
  if (found) return found
  const sides = { a: sideOf(lookup.team), b: sideOf(lookup.opponent) }
  const all = await listMatchesBetween(env.db, { ...sides, limit: MEETINGS })
  return all.map((row) => seriesOfRow(row)).find(had)
}

/**
 * The meetings of two teams a question asks about: those in the first event named that has any (in the round or
 * stage named, when it has one: "the Longship Autumn semis"); else those of the round named; else all of them.
 */
async function meetingsAsked(lookup: LookupOf<'meeting'>, env: LookupEnv): Promise<MatchSummaryRow[]> {
  const sides = { a: sideOf(lookup.team), b: sideOf(lookup.opponent) }
  const eventIds = [...new Set(lookup.tournaments.flatMap((t) => (t.eventId ? [t.eventId] : [])))]
  const { round } = lookup
  const inRound = (row: MatchSummaryRow) =>
    !round || round.pattern.test(normalizeText(`${row.name} ${row.tournament?.stageName ?? ''}`))
  if (eventIds.length) {
    const inEvents = await listMatchesBetween(env.db, { ...sides, eventIds, limit: MEETINGS })
    const byEvent = eventIds.map((id) => inEvents.filter((row) => row.eventId === id))
    const found = byEvent.find((rows) => rows.some(inRound))?.filter(inRound) ?? byEvent.find((r) => r.length)
    if (found?.length) return found
  }
  const all = await listMatchesBetween(env.db, { ...sides, limit: MEETINGS })
  const ofRound = all.filter(inRound)
  const pool = ofRound.length ? ofRound : all
  // "The winter semi" with no league named: the meetings of an event of that edition, when they have one.
  const edition = lookup.edition?.length ? new Set(lookup.edition) : undefined
  const ofEdition = edition
    ? pool.filter((row) => {
        const words = wordsOf(`${row.event?.name ?? ''} ${row.tournament?.name ?? ''}`)
        return editionOf(words).size > 0 && sameEdition(edition, words)
      })
    : []
  return ofEdition.length ? ofEdition : pool
}

/** The event of a tournament named: its winner, its dates and first match, its bracket, or an overview. */
export async function eventFacts(lookup: LookupOf<'event'>, env: LookupEnv): Promise<RetrievedFact[]> {
  const { eventId } = lookup.tournament
  if (!eventId) return []
  const facts = await eventFactsOf(
    env,
    eventId,
    lookup.tournament,
    lookup.focus,
    lookup.weight,
    lookup.round,
    lookup.team,
  )
  // "Who takes the X winter title?" before it is decided: who won the edition before is the fact that matters.
  const undecided = lookup.focus === 'winner' && !facts.some((f) => WON.test(f.text))
  const before = undecided ? await lastEditionFacts(env, lookup.tournament, lookup.weight * 0.95) : []
  const claimed = lookup.claimedWinner
  if (!claimed) return [...facts, ...before]
  // "Confirm A won X": the verdict first, citing the final's page, then the event's. Not decided yet, the table as
  // it stands says who leads it.
  // A win claimed of an edition not begun yet ("A won the X final" when X's next edition is the one found) is a
  // claim about the edition before.
  const begin = lookup.tournament.beginAt
  if (undecided && before.length && begin && begin.getTime() > env.now.getTime()) {
    return before.map((f, i) => (i === 0 ? winnerVerdict(f, claimed.name, lookup.claimedScore) : f))
  }
  const table = undecided ? await leaderFacts(env, lookup.tournament, lookup.weight * 0.98) : []
  return [
    ...facts.map((f, i) => (i === 0 ? winnerVerdict(f, claimed.name, lookup.claimedScore) : f)),
    ...table,
    ...before,
  ]
}

/** The table of a stage as it stands, citing its event page; nothing when the stage has no table. */
async function leaderFacts(env: LookupEnv, t: ChatTournamentRow, w: number): Promise<RetrievedFact[]> {
  const rows = await listTournamentStandings(env.db, t.id)
  if (!rows.length || !t.eventSlug) return []
  return [fact('event', standingsText(t.name, rows), env.url(paths.event(t.game, t.eventSlug)), w)]
}

/** Who won the event a tournament is a stage of, or when it will be decided, citing the event's page. */
export async function eventWinnerFacts(
  env: LookupEnv,
  tournament: ChatTournamentRow,
  weight: number,
): Promise<RetrievedFact[]> {
  if (!tournament.eventId) return []
  const facts = await eventFactsOf(env, tournament.eventId, tournament, 'winner', weight)
  // Not decided, its final may still be "TBD vs TBD": the event's page alone, no match page naming no team.
  return facts.map((f) => (WON.test(f.text) ? f : fact(f.kind, f.text, f.url, f.score)))
}

/** An event's winner sentence says " won " (eventWinnerText); "has no winner yet" does not. */
const WON = / won /

/**
 * The winner of a tournament's previous edition (its league's latest earlier one, intent/conversation.ts
 * earlierEdition), citing that event's page: before an event is decided, the facts that matter (decision 040 round
 * 8). Nothing when the site holds no earlier edition or it has no winner.
 */
export async function lastEditionFacts(
  env: LookupEnv,
  tournament: ChatTournamentRow,
  weight: number,
): Promise<RetrievedFact[]> {
  const words = (tournament.leagueName ?? '').split(/[^\p{L}\p{N}]+/u).filter((w) => w.length >= 3)
  if (!words.length) return []
  const candidates = await findTournamentCandidates(env.db, {
    words,
    game: tournament.game,
    limit: EDITIONS_READ,
  })
  const before = earlierEdition(tournament, candidates, 'edition')
  if (!before?.eventId) return []
  const facts = await eventFactsOf(env, before.eventId, undefined, 'winner', weight)
  return facts.filter((f) => WON.test(f.text))
}

/** The winner's sentence judged against the team the question says won ("Yes — …", "No — …"). */
function winnerVerdict(f: RetrievedFact, claimed: string, score?: [number, number]): RetrievedFact {
  const won = new RegExp(`^${claimed.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} won `).test(f.text)
  const decided = / won /.test(f.text)
  if (!decided) return f
  // "A beat B 2-0 in the final?" of a 3-0: the right winner, the wrong score.
  const final = FINAL_SCORE.exec(f.text)
  const was = final ? `${final[1]}-${final[2]}` : undefined
  const wrong = won && score && was && was !== `${score[0]}-${score[1]}`
  if (wrong) {
    const lead = notQuiteTexts(was, `${score[0]}-${score[1]}`)
    const translations = f.translations
      ? Object.fromEntries(
          Object.entries(f.translations).map(([l, t]) => [l, `${lead[l as keyof typeof lead]} ${t}`]),
        )
      : undefined
    const said = { ...f, text: `${lead.en} ${f.text}`, ...(translations ? { translations } : {}) }
    return said.seeAlso ? { ...said, kind: 'match', url: said.seeAlso, seeAlso: said.url } : said
  }
  const text = `${won ? 'Yes' : 'No'} — ${f.text}`
  const translations = f.translations && verdictTranslations(f.translations, won)
  const said = { ...f, text, ...(translations ? { translations } : {}) }
  // Citing the final's page, it is a match's sentence: ranking keeps it beside the meeting's own (retrieval.ts).
  return said.seeAlso ? { ...said, kind: 'match', url: said.seeAlso, seeAlso: said.url } : said
}

/** The final's score in an event's winner sentence: "A won X, beating B 3-0 in the grand final". */
const FINAL_SCORE = /, beating .+? (\d+)-(\d+) in the /

const VERDICT_WORDS = {
  es: ['Sí', 'No'],
  pt: ['Sim', 'Não'],
  fr: ['Oui', 'Non'],
  de: ['Ja', 'Nein'],
} as const

/** The winner's sentence in each language after the verdict's word there ("No —", "Não —", "Nein —"). */
function verdictTranslations(
  translations: NonNullable<RetrievedFact['translations']>,
  won: boolean,
): RetrievedFact['translations'] {
  const said: NonNullable<RetrievedFact['translations']> = {}
  for (const language of ['es', 'pt', 'fr', 'de'] as const) {
    const sentence = translations[language]
    if (sentence) said[language] = `${VERDICT_WORDS[language][won ? 0 : 1]} — ${sentence}`
  }
  return said
}

/** An event's facts; `stage` is the stage the question named, whose own fact already gives its dates. */
async function eventFactsOf(
  env: LookupEnv,
  eventId: string,
  stage: { beginAt: Date | null; endAt: Date | null } | undefined,
  focus: EventFocus,
  w: number,
  round?: LookupOf<'event'>['round'],
  team?: LookupOf<'event'>['team'],
): Promise<RetrievedFact[]> {
  const [[event], stages, settings] = await Promise.all([
    listEventsById(env.db, [eventId]),
    listEventStages(env.db, eventId),
    focus === 'dates' || focus === 'setting' || focus === 'overview'
      ? listEventSettings(env.db, eventId)
      : [],
  ])
  if (!event) return []
  // The event page's own reads: its stages' matches in time order, and each knockout stage's bracket.
  const rows = await listStageMatches(
    env.db,
    stages.map((s) => s.id),
  )
  const matches = rows.map(toMatchSummary)
  const brackets = stages
    .filter((stage) => stage.hasBracket)
    .map((stage) => ({
      stage,
      bracket: buildBracket(
        rows
          .filter((m) => m.tournamentId === stage.id)
          .map((m) => ({ match: toMatchSummary(m), previousMatches: m.previousMatches })),
      ),
    }))
  const url = env.url(paths.event(event.game, event.slug))
  // The tournament's own fact gives its dates: the event's are said only when its stages span other days.
  const saidByStage =
    focus === 'overview' ||
    (stage !== undefined && sameDay(event.beginAt, stage.beginAt) && sameDay(event.endAt, stage.endAt))
  const [first] = matches
  // Its prize pool, online or LAN, region and country, as the event page's facts line gives them.
  const setting = eventSettingText(event.name, settings)
  const dates = () => [
    ...(saidByStage ? [] : [fact('event', eventDatesText(event, env.now), url, w)]),
    // Asked for ("prize pool?", "is it a LAN?"), it leads; beside the dates it follows them; in an overview it
    // comes after the winner.
    ...(setting
      ? [fact('event', setting, url, w * (focus === 'setting' ? 1.01 : focus === 'dates' ? 0.95 : 0.8))]
      : []),
    ...(first
      ? [fact('event', firstMatchText(event.name, seriesOfSummary(first), env.now), url, w * 0.9)]
      : []),
  ]
  const grandFinal = brackets
    .at(-1)
    ?.bracket.final.concat(brackets.at(-1)!.bracket.upper)
    .find((r) => r.label === 'Grand final')?.matches[0]?.match
  const winner = (weight: number) => {
    const last = grandFinal ?? matches.at(-1)
    const winnerName = matches
      .flatMap((m) => m.teams)
      .find((t) => t.pandascoreId !== null && t.pandascoreId === event.winnerPandascoreId)?.name
    const final = last ? { match: seriesOfSummary(last), known: last === grandFinal } : undefined
    const text = eventWinnerText(event.name, final, winnerName ?? undefined)
    const translations = eventWinnerTranslations(event.name, final, winnerName ?? undefined)
    return [
      {
        ...fact('event', text, url, weight, last ? env.url(last.path) : undefined),
        ...(translations ? { translations } : {}),
      },
    ]
  }
  // "Who's in the first semi?": the round's matches (the nth when named), each citing its match page.
  const roundFacts = (): RetrievedFact[] => {
    if (!round) return []
    const ofRound = brackets
      .flatMap(({ bracket }) => [...bracket.upper, ...bracket.lower, ...bracket.final])
      .flatMap((r) => r.matches.map((m) => ({ label: r.label, match: m.match })))
      .filter(({ label, match }) => round.round.pattern.test(normalizeText(`${match.name} ${label}`)))
      .map(({ match }) => match)
    if (team) {
      // The team's match of the round, from its side; a played one before one still to come.
      const side = sideOf(team)
      const own = ofRound.filter((m) => m.teams.some((t) => t.name === team.name))
      // "How did A do in the X final?" when A did not play it: said, and who did (decision 040 round 9). Only
      // when every match of the round has its two teams: a round still "TBD vs TBD" may yet be A's.
      const settled = ofRound.every(
        (m) => m.teams.length === 2 && m.teams.every((t) => t.name && t.pandascoreId !== null),
      )
      if (!own.length && ofRound.length && settled) {
        return [
          fact('event', notInRoundText(team.name, round.round.label, event.name), url, w * 1.05),
          ...ofRound.map((m, i) =>
            seriesFact(seriesOfSummary(m), undefined, env.url(m.path), w * (1 - i * 0.05), url),
          ),
        ]
      }
      return own.map((m) =>
        seriesFact(
          seriesOfSummary(m),
          side,
          env.url(m.path),
          w * (m.status === 'finished' ? 1.05 : 0.95),
          url,
        ),
      )
    }
    const asked = round.nth === undefined ? ofRound : ofRound.slice(round.nth, round.nth + 1)
    return asked.map((m, i) =>
      seriesFact(seriesOfSummary(m), undefined, env.url(m.path), w * (1.05 - i * 0.05), url),
    )
  }
  // One fact per knockout stage, the latest first.
  const bracketFacts = (): RetrievedFact[] =>
    [...brackets].reverse().map(({ stage, bracket }, i) => {
      const rounds = [...bracket.upper, ...bracket.lower, ...bracket.final].map((r) => ({
        round: r.label,
        matches: r.matches.map((m) => seriesOfSummary(m.match)),
      }))
      return fact('event', bracketText(event.name, stage.stageName, rounds), url, w * (1 - i * 0.2))
    })
  switch (focus) {
    case 'dates':
    case 'setting':
      return dates()
    case 'winner':
      return winner(w)
    case 'bracket':
      if (!brackets.length) return [fact('event', noBracketText(event.name), url, w)]
      return team ? roundFacts() : [...roundFacts(), ...bracketFacts()]
    default: {
      const decided = event.winnerPandascoreId !== null || grandFinal?.status === 'finished'
      return [...dates(), ...(decided ? winner(w * 0.85) : [])]
    }
  }
}

function sameDay(a: Date | null, b: Date | null): boolean {
  return a?.toISOString().slice(0, 10) === b?.toISOString().slice(0, 10)
}

/** Events and matches whose names hold every keyword of a free question. */
export async function matchSearchFacts(lookup: LookupOf<'search'>, env: LookupEnv): Promise<RetrievedFact[]> {
  const w = lookup.weight
  const { keywords, game } = lookup
  const [events, matches] = await Promise.all([
    searchEvents(env.db, { words: keywords, limit: SEARCH_HITS }),
    searchMatches(env.db, { words: keywords, limit: SEARCH_HITS }),
  ])
  // "Skyline Masters Summer 2026" is not the Winter edition the search finds.
  const edition = new Set(lookup.edition)
  const inGame = <T extends { game: string; name: string }>(rows: T[], eventName = (r: T) => r.name) =>
    rows.filter((r) => (!game || r.game === game) && sameEdition(edition, wordsOf(eventName(r))))
  const [top] = inGame(events)
  // "Who won the Winter Clash?": the event found answers what was asked of it.
  const asked =
    top && lookup.eventFocus ? await eventFactsOf(env, top.id, undefined, lookup.eventFocus, w * 0.9) : []
  return [
    ...asked,
    ...inGame(events).map((e, i) =>
      fact('event', eventDatesText(e, env.now), env.url(paths.event(e.game, e.slug)), w * (0.75 - i * 0.1)),
    ),
    ...inGame(matches, (row) => row.event?.name ?? row.tournament?.name ?? '')
      .map((row) => seriesOfRow(row))
      .map((m, i) => seriesFact(m, undefined, env.url(m.path), w * (0.7 - i * 0.1))),
  ]
}

/** A match page's PandaScore id: the number its slug ends in. */
const MATCH_PAGE_ID = /\/matches\/[^/?#]*-(\d+)$/

/** How many of the answer's first facts citing a match page are asked for their maps. */
const MAPS_MATCHES_READ = 3

/**
 * "What maps?", "which map did they close it out on?", "the first map A won in the final": the maps of the match
 * the answer leads with, said in that match's sentence (so on its page) and that sentence first. The match is the
 * first one cited that has named maps, whatever the sentence citing it says of it: a meeting's result, an event's
 * final ("Kestrel Nine won X, beating B 3-2 in the grand final") or a team's results there. Facts without a match,
 * or matches with no named maps (Dota 2 and LoL have none, a match not played has none yet), stay as they are.
 */
export async function withMapsPlayed(facts: RetrievedFact[], env: LookupEnv): Promise<RetrievedFact[]> {
  let match: RetrievedFact | undefined
  let maps: Awaited<ReturnType<typeof listMatchMaps>> = []
  // A sentence whose match page is its second page ("X's final" citing the event, then the final) says the maps
  // citing the match page first: the maps are on it.
  const citesMatch = (f: RetrievedFact) => MATCH_PAGE_ID.test(f.url) || MATCH_PAGE_ID.test(f.seeAlso ?? '')
  let cited: RetrievedFact | undefined
  for (const candidate of facts.filter(citesMatch).slice(0, MAPS_MATCHES_READ)) {
    const page = MATCH_PAGE_ID.test(candidate.url) ? candidate.url : (candidate.seeAlso ?? '')
    const id = Number(MATCH_PAGE_ID.exec(page)?.[1])
    if (!Number.isSafeInteger(id)) continue
    maps = await listMatchMaps(env.db, id)
    if (maps.length) {
      cited = candidate
      match = page === candidate.url ? candidate : { ...candidate, url: page, seeAlso: candidate.url }
      break
    }
  }
  if (!match || !cited || !maps.length) return facts
  const said = mapsPlayedText(maps)
  const translations = match.translations
    ? Object.fromEntries(
        Object.entries(match.translations).map(([l, t]) => [
          l,
          `${t} ${said.translations[l as keyof typeof said.translations]}`,
        ]),
      )
    : undefined
  const top = Math.max(...facts.map((f) => f.score))
  const withMaps: RetrievedFact = {
    ...match,
    text: `${match.text} ${said.text}`,
    ...(translations ? { translations } : {}),
    score: Math.round((top + 0.01) * 1000) / 1000,
  }
  return [withMaps, ...facts.filter((f) => f !== cited)]
}

/** A match's sentence (seriesText), the side named first when given, with its sentence in every language. */
function seriesFact(
  series: Parameters<typeof seriesText>[0],
  first: Parameters<typeof seriesText>[1],
  url: string,
  weight: number,
  seeAlso?: string,
): RetrievedFact {
  return {
    ...fact('match', seriesText(series, first), url, weight, seeAlso),
    translations: seriesTranslations(series, first),
  }
}
