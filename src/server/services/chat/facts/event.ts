import { countryNameFromIso2 } from '#shared/domain/countries'
import { eventTypeLabel, regionName } from '#shared/domain/event-format'
import { tierLabel } from '#shared/domain/tiers'
import { joinList } from '#server/ai/local/plain-text'
import { dateIn, eachLanguage, type Translations } from './match-translations'
import { type SeriesFactInput, seriesText, sidesOf } from './series'
import { dateText, dateTimeText, gameName } from './words'

// Facts about an event (a PandaScore serie: "Longship Masters Autumn 2026", its stages are tournaments): when it
// runs and its first match, who won it (its grand final), and its knockout bracket round by round (see words.ts).

interface EventFactInput {
  name: string
  game: string
  tier: string
  beginAt: Date | null
  endAt: Date | null
}

const valid = (date: Date | null) => (date && !Number.isNaN(date.getTime()) ? date : null)

/** "Longship Masters Winter 2026 is a Tier 1 Counter-Strike 2 event that starts on … and runs until …." */
export function eventDatesText(event: EventFactInput, now: Date): string {
  const tier = tierLabel(event.tier)
  const what = `${event.name} is a ${tier ? `${tier.replace('TIER', 'Tier')} ` : ''}${gameName(event.game)} event`
  const begin = valid(event.beginAt)
  const end = valid(event.endAt)
  if (begin && end) {
    if (begin > now) return `${what} that starts on ${dateText(begin)} and runs until ${dateText(end)}.`
    if (end < now) return `${what} that ran from ${dateText(begin)} to ${dateText(end)}.`
    return `${what} under way since ${dateText(begin)}, running until ${dateText(end)}.`
  }
  if (begin) return `${what} that ${begin > now ? 'starts' : 'started'} on ${dateText(begin)}.`
  return `${what} whose dates are not announced yet.`
}

/** Where and for what a stage is played, as PandaScore gives it. */
interface StageSettingInput {
  stageName: string | null
  prizepool: string | null
  eventType: string | null
  region: string | null
  country: string | null
}

/** "a LAN in Sweden (Western Europe)", "online in Asia", "online & LAN"; empty when nothing is known. */
function placeText(stage: StageSettingInput): string {
  const label = eventTypeLabel(stage.eventType)
  const format = label === 'LAN' ? 'a LAN' : (label?.toLowerCase() ?? '')
  const country = countryNameFromIso2(stage.country)
  const region = regionName(stage.region)
  const the = country && /^(United|Netherlands|Philippines|Czech)/.test(country) ? 'the ' : ''
  const where = country ? `in ${the}${country}${region ? ` (${region})` : ''}` : region ? `in ${region}` : ''
  return [format, where].filter(Boolean).join(' ')
}

/**
 * The event page's facts line in a sentence: "Longship Masters Autumn 2026 has a prize pool of 250,000 United States
 * Dollar; its Group Stage is online in Western Europe and its Playoffs a LAN in Sweden (Western Europe)." The prize
 * pool is the last stage's that gives one (as the page shows it); undefined when no stage says anything.
 */
export function eventSettingText(
  eventName: string,
  stages: readonly StageSettingInput[],
): string | undefined {
  const prize = stages.findLast((s) => s.prizepool?.trim())?.prizepool?.trim()
  const places = stages
    .map((s) => ({ stage: s.stageName?.trim() || 'stage', place: placeText(s) }))
    .filter((p) => p.place)
  const distinct = new Set(places.map((p) => p.place))
  const single = distinct.size === 1 ? places[0]!.place : undefined
  const perStage = joinList(
    places.map((p, i) => (i === 0 ? `its ${p.stage} is ${p.place}` : `its ${p.stage} ${p.place}`)),
  )
  if (!prize) {
    if (single) return `${eventName} is ${single}.`
    return places.length ? `In ${eventName}, ${perStage}.` : undefined
  }
  const setting = single ? `; it is ${single}` : places.length ? `; ${perStage}` : ''
  return `${eventName} has a prize pool of ${prize}${setting}.`
}

/** "The first match of Longship Masters Winter 2026 is Cobalt Tide vs TBD on December 1, 2026 at 15:00 UTC." */
export function firstMatchText(eventName: string, match: SeriesFactInput, now: Date): string {
  const [a, b] = sidesOf(match)
  if (!match.startsAt)
    return `The first match of ${eventName} is ${a.name} vs ${b.name}, at a time still to be announced.`
  const played = match.startsAt <= now
  return `${played ? `${eventName} opened with` : `The first match of ${eventName} is`} ${a.name} vs ${b.name} on ${dateTimeText(match.startsAt)}.`
}

/** The final's winner and loser when it was played to a result (and agrees with the event's recorded winner). */
function finalResult(
  final: { match: SeriesFactInput; known: boolean } | undefined,
  winnerName: string | undefined,
) {
  const last = final?.match
  if (last?.status !== 'finished' || last.draw) return undefined
  const [a, b] = sidesOf(last)
  const winner = [a, b].find((s) => s.pandascoreId !== null && s.pandascoreId === last.winnerPandascoreId)
  if (!winner || (winnerName && winnerName !== winner.name)) return undefined
  return { last, winner, loser: winner === a ? b : a }
}

/**
 * Who won the event, from its final: "Cobalt Tide won Longship Masters Autumn 2026, beating Aurora Vanguard 3-1 in
 * the grand final on November 7, 2026." A final still to be played says who is in it (TBD for a side not decided
 * yet) and when. Without a match known to be the final (no round names, no bracket links), the event's last match
 * is named as what it is.
 */
export function eventWinnerText(
  eventName: string,
  final: { match: SeriesFactInput; known: boolean } | undefined,
  winnerName: string | undefined,
): string {
  const which = final?.known ? 'the grand final' : 'its last match'
  const last = final?.match
  const result = finalResult(final, winnerName)
  if (result) {
    const { winner, loser } = result
    const how = result.last.forfeit
      ? ' by forfeit'
      : winner.score !== null && loser.score !== null
        ? ` ${winner.score}-${loser.score}`
        : ''
    const day = result.last.startsAt ? ` on ${dateText(result.last.startsAt)}` : ''
    return `${winner.name} won ${eventName}, beating ${loser.name}${how} in ${which}${day}.`
  }
  if (winnerName) return `${winnerName} won ${eventName}.`
  if (last && last.status !== 'finished' && last.status !== 'canceled') {
    const [a, b] = sidesOf(last)
    if (last.status === 'running') return `${eventName} has no winner yet: ${seriesText(last)}`
    const when = last.startsAt ? ` on ${dateTimeText(last.startsAt)}` : ' at a time still to be announced'
    const upcoming = final?.known ? 'its grand final' : 'its last match'
    return `${eventName} has no winner yet: ${upcoming}, ${a.name} vs ${b.name}, is scheduled${when}.`
  }
  return `${eventName} has no winner recorded.`
}

/** One bracket match in a round's list: "Cobalt Tide beat Aurora Vanguard 2-0", "Cobalt Tide vs TBD (December 5)". */
function bracketItem(match: SeriesFactInput): string {
  const [a, b] = sidesOf(match)
  if (match.status === 'finished') {
    const winner = [a, b].find((s) => s.pandascoreId !== null && s.pandascoreId === match.winnerPandascoreId)
    if (!winner) return `${a.name} vs ${b.name} (no winner recorded)`
    const loser = winner === a ? b : a
    if (match.forfeit) return `${winner.name} beat ${loser.name} by forfeit`
    const score = winner.score !== null && loser.score !== null ? ` ${winner.score}-${loser.score}` : ''
    return `${winner.name} beat ${loser.name}${score}`
  }
  if (match.status === 'running') return `${a.name} ${a.score ?? 0}-${b.score ?? 0} ${b.name}, live`
  if (match.status === 'canceled') return `${a.name} vs ${b.name} (canceled)`
  return `${a.name} vs ${b.name}${match.startsAt ? ` (${dateText(match.startsAt)})` : ''}`
}

/**
 * The knockout stage round by round: "The bracket of Longship Masters Autumn 2026 (Playoffs): Semifinal: Cobalt
 * Tide beat Aurora Vanguard 2-0, …; Grand final: Cobalt Tide vs TBD (November 7, 2026). 1 slot is still TBD."
 */
export function bracketText(
  eventName: string,
  stageName: string | null,
  rounds: readonly { round: string; matches: readonly SeriesFactInput[] }[],
): string {
  const stage = stageName?.trim() ? ` (${stageName.trim()})` : ''
  const parts = rounds.map((r) => `${r.round ? `${r.round}: ` : ''}${r.matches.map(bracketItem).join(', ')}`)
  const tbd = rounds
    .flatMap((r) => r.matches)
    .filter((m) => m.status !== 'finished' && m.status !== 'canceled')
    .flatMap((m) => sidesOf(m))
    .filter((s) => s.pandascoreId === null).length
  const open = tbd ? ` ${tbd === 1 ? '1 slot is' : `${tbd} slots are`} still TBD.` : ''
  return `The bracket of ${eventName}${stage}: ${parts.join('; ')}.${open}`
}

/** "Longship Masters Autumn 2026 has no knockout bracket in our data." */
export function noBracketText(eventName: string): string {
  return `${eventName} has no knockout bracket in our data.`
}

/** "Aurora Vanguard did not play in the grand final of Longship Masters Autumn 2026." */
export function notInRoundText(teamName: string, roundLabel: string, eventName: string): string {
  return `${teamName} did not play in the ${roundLabel} of ${eventName}.`
}

/**
 * eventWinnerText's sentence in the chat's other languages when the event has a winner (names, score and date the
 * data's; the date written the language's way); undefined before it is decided, so that sentence stays English.
 */
export function eventWinnerTranslations(
  eventName: string,
  final: { match: SeriesFactInput; known: boolean } | undefined,
  winnerName: string | undefined,
): Translations | undefined {
  const result = finalResult(final, winnerName)
  if (result) {
    const { last, winner, loser } = result
    const score = winner.score !== null && loser.score !== null ? `${winner.score}-${loser.score}` : ''
    const known = final?.known ?? false
    const day = last.startsAt
    const on = (word: string, language: Parameters<typeof dateIn>[0]) =>
      day ? ` ${word} ${dateIn(language, day)}` : ''
    const w = winner.name
    const l = loser.name
    return eachLanguage((language) => {
      switch (language) {
        case 'es':
          return `${w} ganó ${eventName}, tras vencer a ${l}${last.forfeit ? ' por incomparecencia' : score ? ` ${score}` : ''} en ${known ? 'la gran final' : 'su último partido'}${on('el', language)}.`
        case 'pt':
          return `${w} venceu ${eventName}, derrotando ${l}${last.forfeit ? ' por W.O.' : score ? ` por ${score}` : ''} ${known ? 'na grande final' : 'em sua última partida'}${on('em', language)}.`
        case 'fr':
          return `${w} a remporté ${eventName} en battant ${l}${last.forfeit ? ' par forfait' : score ? ` ${score}` : ''} ${known ? 'en grande finale' : 'lors de son dernier match'}${on('le', language)}.`
        case 'de':
          return `${w} hat ${eventName} gewonnen, ${last.forfeit ? 'kampflos ' : score ? `${score} ` : ''}gegen ${l} ${known ? 'im großen Finale' : 'im letzten Spiel'}${on('am', language)}.`
      }
    })
  }
  if (!winnerName) return undefined
  return {
    es: `${winnerName} ganó ${eventName}.`,
    pt: `${winnerName} venceu ${eventName}.`,
    fr: `${winnerName} a remporté ${eventName}.`,
    de: `${winnerName} hat ${eventName} gewonnen.`,
  }
}

/** An event of a game's events list, as the chat tells it: its name, game, tier, dates and winner. */
export interface ListedEventInput extends EventFactInput {
  winnerName: string | null
}

const TIMING_WORDS = { upcoming: 'coming up', ongoing: 'under way', past: 'finished most recently' } as const

/** "Coming up in Counter-Strike 2: Longship Masters Winter 2026 and …." / "No Dota 2 event is under way right now." */
export function gameEventsText(
  game: string | undefined,
  timing: keyof typeof TIMING_WORDS,
  names: readonly string[],
): string {
  const scene = game ? `${gameName(game)} ` : ''
  if (!names.length) {
    return timing === 'ongoing'
      ? `No ${scene}event is under way right now.`
      : timing === 'upcoming'
        ? `No ${scene}event is announced yet.`
        : `No ${scene}event has finished yet.`
  }
  const where = game ? ` in ${gameName(game)}` : ''
  if (timing === 'past') return `The ${scene}events that finished most recently: ${joinList([...names])}.`
  return `${timing === 'upcoming' ? 'Coming up' : 'Under way'}${where}: ${joinList([...names])}.`
}

/** "Longship Masters Autumn 2026 (Counter-Strike 2) ended on November 20, 2026: Cobalt Tide won it." */
export function finishedEventText(event: ListedEventInput): string {
  const end = valid(event.endAt)
  const ended = end ? ` ended on ${dateText(end)}` : ' has ended'
  const winner = event.winnerName ? `: ${event.winnerName} won it` : ', with no winner recorded yet'
  return `${event.name} (${gameName(event.game)})${ended}${winner}.`
}
