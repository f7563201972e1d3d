import type { GameSlug } from '#shared/domain/games'
import { asksMapsPlayed, asksRecord, placeAsked, statAsked } from './asks'
import { type ChatIntent, roundAsked } from './intents'
import { type ParsedQuestion, parseQuestion, searchKeywords } from './question'
import { normalizeText } from './words'

// Follow-ups (issue #17 item 1, decision 040): a question that names nobody ("who's their jungler?", "and in LoL?",
// "what about last year?") is read with the subject of the conversation's previous turns, found by the same name
// resolution as any question (../retrieval.ts). The planner then sees an ordinary question: these functions only
// fill in what the new question leaves out. Pure.

/** What earlier turns were about: the names they were found to name, and what the last question asked. */
export interface ConversationSubject<Team, Player, Tournament> {
  teams: Team[]
  players: Player[]
  tournaments: Tournament[]
  intents: ChatIntent[]
  games: GameSlug[]
  /**
   * The last question's text (lowercase, no game named): what it asked beyond its intents (the stat, the role, the
   * round), read again by a follow-up that asks nothing of its own ("same question for Dota", "and in LoL?").
   */
  text?: string
  /** The subject of the answer to a turn that named only a tournament ("who won X?" → "Cobalt Tide won …"). */
  answered?: { teams: Team[]; players: Player[] }
}

export interface Recognised<Team, Player, Tournament> {
  teams: Team[]
  players: Player[]
  tournaments: Tournament[]
}

/**
 * Words that point back at an earlier turn: pronouns and elliptic openings ("and …", "what about …"), in the
 * chat's five languages.
 */
const REFERS_BACK = new RegExp(
  [
    String.raw`\b(they|them|their|theirs|he|him|his|she|her|hers|it|its|that team|this team|those guys|same team|the team|that player|this player|that event|this event|that tournament)\b`,
    String.raw`^(and|also|so|then|what about|how about|and what about|what of)\b|\bsame (question|thing|for)\b`,
    String.raw`\b(what|how) about\b`,
    // "The Dota ones", "the CS2 one", "that one": a pro-form for what the turn before named.
    String.raw`\b(the|that|this|those|these) (\w+ )?ones?\b`,
    // "How big was the prize pool there?": the place talked about; "is there", "there is" ask if something exists.
    String.raw`(?<!\b(is|are|was|were|be|been|will|any|anything|anyone|anybody)\s)\bthere\b(?!\s?(is|are|was|were|'s|s)\b)`,
    String.raw`\b(ellos|ellas|ella|su|sus|ese equipo|este equipo|eles|elas|ele|ela|seu|sua|seus|suas|deles|dele|dela|esse time|ils|elles|il|elle|lui|leur|leurs|cette equipe|er|sie|ihr|ihre|ihren|ihrem|ihm|sein|seine|seinen|dieses team)\b`,
    String.raw`^(y|e|et|und|y en|e no|et en|und in|y que tal|e quanto|et pour|und was ist mit)\b`,
  ].join('|'),
)

/** Whether a question points back at an earlier turn's subject. */
export function refersBack(question: string): boolean {
  return REFERS_BACK.test(normalizeText(question).replace(/^[¿¡\s]+/, ''))
}

/** "They", "their", "them" (and their es/pt/fr/de forms): after a question about a player, his team. */
const PLURAL =
  /\b(they|them|their|theirs|ellos|ellas|eles|elas|deles|ils|elles|leur|leurs|sie|ihr|ihre|ihren)\b/

/** "His team", "her side", "su equipo", "sein Team": the team of the player talked about. */
const HIS_TEAM =
  /\b(his|her|their) (team|side|squad|club|org)\b|\b(su|seu|sua) (equipo|time|equipe)\b|\b(son|sa) equipe\b|\bsein(em|en)? team\b/

/** Whether a follow-up points at a team with a plural pronoun ("who do they play next?") or "his team". */
export function pointsAtTeam(question: string): boolean {
  const text = normalizeText(question)
  return PLURAL.test(text) || HIS_TEAM.test(text)
}

/** "Those two", "both teams", "each other": the two teams the conversation named last, together. */
const PAIR =
  /\b(those|these) (two|2)\b|\bthe (two|2) of them\b|\bboth (teams|sides|of (them|those|these))\b|\beach other\b/

/** Whether a follow-up points at two teams named before ("what's the head to head between those two?"). */
export function pointsAtPair(question: string): boolean {
  return PAIR.test(normalizeText(question))
}

/** "When do they meet?", "where do they face off": a meeting with no one named on the other side. */
const MEET = /\b(meet|meets|meeting|face off|clash|square off|go head to head)\b/

/**
 * "Who won the last one?", "when's the next one", "what about the previous game?": one meeting of the conversation's
 * two teams, named by a pro-form ("their last match" is the team's own, said with "their").
 */
const ONE_MEETING_OF_THEM =
  /\b(the|that) (last|latest|previous|next|upcoming|most recent) (one|game|match|meeting|series|encounter)\b/

/**
 * Whether a follow-up asks about two teams together, so that naming one (or none) leaves the other to the
 * conversation: "those two", a head-to-head ("what's their h2h vs them?", "have they ever beaten them?"), how their
 * meetings usually go, or when they meet.
 */
export function asksOfPair(parsed: ParsedQuestion): boolean {
  const text = normalizeText(parsed.question)
  return (
    pointsAtPair(parsed.question) ||
    ONE_MEETING_OF_THEM.test(text) ||
    parsed.intents.includes('head-to-head') ||
    asksRecord(parsed.text) ||
    (pointsAtTeam(parsed.question) && MEET.test(text))
  )
}

/** "He", "his", "that player" (and their es/pt/fr/de forms): the player of the previous turn or its answer. */
const PERSONAL =
  /\b(he|him|his|she|her|hers|(that|this|the) player|ella|ele|ela|dele|dela|elle|lui|ihm|sein|seine)\b/

/** Whether a follow-up points at a player with a singular pronoun ("what's his KDA?"). */
export function pointsAtPerson(question: string): boolean {
  const text = normalizeText(question)
  return PERSONAL.test(text.replace(HIS_TEAM, ''))
}

/**
 * A statistic asked that only a player has ("GPM?", "what's the KDA?"), not who leads it; a win rate is a team's
 * too ("what's the team's win rate?").
 */
function asksOfPlayer(parsed: ParsedQuestion): boolean {
  const { intents } = parsed
  return (
    statAsked(parsed.text) !== undefined &&
    !/\bteams?\b/.test(parsed.text) &&
    !intents.includes('stat-leader') &&
    !intents.includes('role')
  )
}

/** Whether a question's names leave it without a subject of its own. */
function namesNothing<T, P, E>(found: Recognised<T, P, E>): boolean {
  return !found.teams.length && !found.players.length && !found.tournaments.length
}

/**
 * Whether a question needs the conversation's subject: it names nobody, and either points back at an earlier
 * turn or has nothing of its own to look for ("roster?"). A question about a whole game ("latest CS2 news", "best
 * Dota teams") or with its own search words ("what changed in patch 7.42?") stands alone.
 */
export function needsSubject<T, P, E>(parsed: ParsedQuestion, found: Recognised<T, P, E>): boolean {
  if (!namesNothing(found)) return false
  if (refersBack(parsed.question) || pointsAtPair(parsed.question)) return true
  if (parsed.games.length) return false
  if (parsed.intents.includes('top-teams') || parsed.intents.includes('live')) return false
  // "What's the head to head like?", "who won last time?", "how are they doing?": asked of no one, these ask of the
  // names talked about.
  if (parsed.intents.some((intent) => ASKED_OF_A_NAME.has(intent))) return true
  // "Who plays in the second semi?", "and the final?": a round of the event talked about.
  if (roundAsked(parsed.text)) return true
  // "What maps?", "which map did they close it out on?": the maps of the match talked about.
  if (asksMapsPlayed(parsed.text)) return true
  // "Who's second?", "who came third?", "and the worst?": a place of the table or ranking talked about.
  if (placeAsked(parsed.text) !== undefined) return true
  // A fragment with no question of its own ("overall?", "at home?") qualifies the last question.
  return searchKeywords(parsed).length === 0 || isFragment(parsed.question)
}

/** Intents only a team, player or pair can answer. */
const ASKED_OF_A_NAME = new Set<ChatIntent>([
  'head-to-head',
  'versus',
  'roster',
  'next-match',
  'results',
  'form',
  'role',
  'player-stats',
  'which-tournaments',
  'prediction',
])

/** A reply of one or two words with no question word: "overall?", "overall though?", "en casa?". */
function isFragment(question: string): boolean {
  const words = normalizeText(question)
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w && !FILLERS.has(w))
  return words.length > 0 && words.length <= 2 && !words.some((w) => QUESTION_WORDS.has(w))
}

const FILLERS = new Set('though then so ok okay please entonces alors dann entao'.split(' '))
const QUESTION_WORDS = new Set('who what when where why how which whose latest news'.split(' '))

/**
 * The question read with the conversation's subject: its teams, players and tournaments when it names none (a
 * team or player of another game than the one it names is left behind: "and in LoL?" after a CS2 team asks the
 * same of LoL), and the last question's intents and games when it has none of its own.
 */
export function withSubject<Team, Player, Tournament>(
  parsed: ParsedQuestion,
  subject: ConversationSubject<Team, Player, Tournament>,
  gameOf: { team: (team: Team) => string | null; player: (player: Player) => string | null },
): { parsed: ParsedQuestion; found: Recognised<Team, Player, Tournament> } {
  // "Who's second?", "and the worst?": a place of the table or the game's ranking talked about, whoever holds it; the
  // team talked about only says which game.
  const place = placeAsked(parsed.text) !== undefined && !pointsAtTeam(parsed.question)
  const gamesOfTeams = subject.teams.map((t) => gameOf.team(t)).filter((g): g is GameSlug => g !== null)
  const games =
    parsed.games.length || !place ? parsed.games : subject.games.length ? subject.games : gamesOfTeams
  const sameGame = (game: string | null) =>
    !games.length || (game !== null && games.includes(game as GameSlug))
  // "GPM?", "what's the KDA?" after an answer that named a player: a statistic only a player has is his.
  const personal = pointsAtPerson(parsed.question) || (!pointsAtTeam(parsed.question) && asksOfPlayer(parsed))
  // "They"/"their" after a question about a tournament are the team its answer was about.
  const plural = pointsAtTeam(parsed.question)
  const answered =
    plural && !subject.teams.length && subject.answered?.teams.length ? subject.answered : undefined
  // "His" after a question about a team whose answer named a player ("who's X's carry?") is that player.
  const named = personal && !subject.players.length ? subject.answered?.players : undefined
  const players = (answered?.players ?? named ?? subject.players).filter((p) => sameGame(gameOf.player(p)))
  // "he"/"his" is the player of the previous turn; otherwise its team comes first.
  const teams =
    personal && players.length
      ? []
      : (answered?.teams ?? subject.teams).filter((t) => sameGame(gameOf.team(t)))
  const carried: Recognised<Team, Player, Tournament> = {
    teams: place ? [] : teams,
    players: teams.length || place ? [] : players,
    tournaments: parsed.games.length ? [] : subject.tournaments,
  }
  // "What about …", "who's second?" read as questions about a player; as a follow-up they ask the last question
  // again.
  const own =
    /^(what|how) about\b/.test(normalizeText(parsed.question)) || place
      ? parsed.intents.filter((intent) => intent !== 'player')
      : parsed.intents
  // "And in the CS2 one?" after "what changed in the Valorant patch?": nothing named on either side, so what the
  // last question searched for ("changed", "patch") is searched for again, in the game the follow-up names.
  const searchedAgain =
    !own.length && subject.text && namesNothing(carried)
      ? [...new Set([...parseQuestion(subject.text).keywords, ...parsed.keywords])].filter(
          (w) => !PRO_FORMS.has(w),
        )
      : undefined
  return {
    parsed: {
      ...parsed,
      intents: own.length ? own : subject.intents,
      games: games.length ? games : subject.games,
      text: own.length || !subject.text ? parsed.text : `${parsed.text} ${subject.text}`,
      ...(searchedAgain ? { keywords: searchedAgain } : {}),
    },
    found: carried,
  }
}

/** Words standing for what an earlier turn named ("the CS2 one"): nothing to search for. */
const PRO_FORMS = new Set(['one', 'ones'])

/** The question's text without the games it names: what a follow-up about another game asks again. */
export function withoutGames(text: string): string {
  return text.replace(GAME_NAMES, ' ').replace(/\s+/g, ' ').trim()
}

const GAME_NAMES =
  /(?<![\p{L}\p{N}])(cs ?2|cs:?go|counter[- ]?strike(?: ?2)?|lol|league of legends|dota ?2?|valorant|valo|vct)(?![\p{L}\p{N}])/gu

/**
 * The same stage of another game's league ("and in LoL?" after a question about a CS2 league's autumn group
 * stage): the tournament of that game whose name after its league's ("Autumn 2026: Group Stage") is the same, of
 * the same tier first.
 */
export function counterpartTournament<
  T extends { name: string; leagueName: string | null; game: string; tier: string },
>(of: T, candidates: readonly T[], game: string): T | undefined {
  const wanted = stageOf(of).toLowerCase()
  if (!wanted) return undefined
  const same = candidates.filter((t) => t.game === game && stageOf(t).toLowerCase() === wanted)
  return same.find((t) => t.tier === of.tier) ?? same[0]
}

/** A tournament's name after its league's: "Autumn 2026: Group Stage"; empty when it does not start with it. */
function stageOf(t: { name: string; leagueName: string | null }): string {
  const league = t.leagueName?.trim() ?? ''
  return league && t.name.toLowerCase().startsWith(league.toLowerCase())
    ? t.name.slice(league.length).trim()
    : ''
}

/** The words of a tournament's name after its league's ("autumn 2026 group stage"), to find its counterparts by. */
export function stageWords(t: { name: string; leagueName: string | null }): string[] {
  return stageOf(t)
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w.length >= 3)
}

/** An elliptic opening that swaps the subject: "and Polar Static's?", "what about Cobalt Tide?", "¿y Vantorr?". */
const SWAPS_SUBJECT =
  /^(and|and what about|what about|how about|same (question|thing) for|y|y que tal|e|e quanto a|et|et pour|und|und was ist mit)\b/

/**
 * Whether a question names someone new and asks nothing of them, after an elliptic opening: it asks the last
 * question again about them ("what's Kestrel Nine's record in that league?" → "and Polar Static's?").
 */
export function asksLastQuestion<T, P, E>(parsed: ParsedQuestion, found: Recognised<T, P, E>): boolean {
  if (namesNothing(found)) return false
  if (!SWAPS_SUBJECT.test(normalizeText(parsed.question).replace(/^[¿¡\s]+/, ''))) return false
  // "And vs B?" swaps the opponent, not the team (withConversationOpponent).
  if (swapsOpponent(parsed.question)) return false
  // "What about A vs B?": the versus only joins the names; "what about" reads as a player question; "and of the X
  // playoffs" names a tournament, which is all its "tournament" intent says.
  const named = (intent: ChatIntent) => intent === 'tournament' && found.tournaments.length > 0
  return !parsed.intents.filter((intent) => intent !== 'player' && intent !== 'versus' && !named(intent))
    .length
}

/**
 * The new names with the last question's intents and games, and its tournaments when the question names none and
 * they are of the new names' game.
 */
export function withLastQuestion<Team, Player, Tournament>(
  parsed: ParsedQuestion,
  found: Recognised<Team, Player, Tournament>,
  subject: ConversationSubject<Team, Player, Tournament>,
  gameOf: {
    team: (team: Team) => string | null
    player: (player: Player) => string | null
    tournament: (tournament: Tournament) => string | null
  },
): { parsed: ParsedQuestion; found: Recognised<Team, Player, Tournament> } {
  const game = found.teams[0]
    ? gameOf.team(found.teams[0])
    : found.players[0]
      ? gameOf.player(found.players[0])
      : null
  const tournaments = found.tournaments.length
    ? found.tournaments
    : subject.tournaments.filter((t) => game === null || gameOf.tournament(t) === game)
  return {
    parsed: {
      ...parsed,
      intents: subject.intents.length ? subject.intents : parsed.intents,
      games: parsed.games.length ? parsed.games : subject.games,
      // What the last question asked beyond its intents ("record", a stat, a role) is asked of the new name too.
      text: subject.text ? `${parsed.text} ${subject.text}` : parsed.text,
    },
    found: { ...found, tournaments },
  }
}

/** "What about last year?", "and the one before?": the earlier edition of the tournament talked about. */
const EARLIER =
  /\b(last year|(the )?year before|a year (ago|earlier|before)|previous (year|edition|season|one)|(the )?one before|edition before|earlier edition|before that)\b/

export function asksEarlierEdition(question: string): 'year' | 'edition' | undefined {
  const text = normalizeText(question)
  if (!EARLIER.test(text)) return undefined
  return /\byear\b/.test(text) ? 'year' : 'edition'
}

/**
 * The edition of a tournament's league before it (for "last year", of an earlier year): its same stage
 * ("Playoffs"), else its latest stage. Undefined when the site holds none.
 */
export function earlierEdition<
  T extends { name: string; leagueName: string | null; game: string; beginAt: Date | null },
>(of: T, candidates: readonly T[], asked: 'year' | 'edition'): T | undefined {
  const stage = (t: T) => t.name.split(':').slice(1).join(':').trim().toLowerCase()
  const begin = of.beginAt?.getTime()
  if (begin === undefined || !of.leagueName) return undefined
  const year = of.beginAt!.getUTCFullYear()
  const before = candidates
    .filter(
      (t) =>
        t.game === of.game &&
        t.leagueName === of.leagueName &&
        stage(t) !== '' &&
        t.beginAt !== null &&
        t.beginAt.getTime() < begin &&
        (asked === 'edition' || t.beginAt.getUTCFullYear() < year) &&
        // Another stage of the same edition ("Winter 2026: Group Stage" before its main event) is not an edition.
        t.name.split(':')[0]!.trim() !== of.name.split(':')[0]!.trim(),
    )
    .sort((a, b) => b.beginAt!.getTime() - a.beginAt!.getTime())
  // The same stage when that edition had one, else its latest stage.
  return before.find((t) => stage(t) === stage(of)) ?? before[0]
}

/**
 * "How did their Summit Rift final go?": a question that names a tournament and says "their" is about the team the
 * conversation is about (the team its last answer was about, after a question about a tournament), of the
 * tournament's game. Undefined when the question names a team of its own or has no plural pronoun.
 */
export function withConversationTeam<Team, Player, Tournament>(
  question: string,
  found: Recognised<Team, Player, Tournament>,
  subject: ConversationSubject<Team, Player, Tournament> | undefined,
  gameOf: { team: (team: Team) => string | null; tournament: (tournament: Tournament) => string | null },
): Recognised<Team, Player, Tournament> | undefined {
  if (!subject || !found.tournaments.length || found.teams.length || found.players.length) return undefined
  if (!pointsAtTeam(question)) return undefined
  const game = gameOf.tournament(found.tournaments[0]!)
  const teams = (subject.teams.length ? subject.teams : (subject.answered?.teams ?? [])).filter(
    (t) => game === null || gameOf.team(t) === game,
  )
  return teams.length ? { ...found, teams: teams.slice(0, 1) } : undefined
}

/**
 * "What's their record against B?", "when do they play B?": the team the conversation was about (the one its last
 * answer named, when the question named none) against the team the question names, of the same game.
 */
export function withConversationOpponent<Team, Player, Tournament>(
  question: string,
  found: Recognised<Team, Player, Tournament>,
  subject: ConversationSubject<Team, Player, Tournament> | undefined,
  gameOf: { team: (team: Team) => string | null; name: (team: Team) => string },
): Recognised<Team, Player, Tournament> | undefined {
  const [opponent] = found.teams
  if (!subject || !opponent || found.teams.length > 1 || found.players.length) return undefined
  if (!pointsAtTeam(question) && !swapsOpponent(question)) return undefined
  // "Against" before the team named: "B, when do they play next?" is about B alone.
  const text = normalizeText(question)
  const named = text.indexOf(gameOf.name(opponent).toLowerCase().split(' ')[0]!)
  const against = AGAINST.exec(text)
  if (!against || named < 0 || against.index > named) return undefined
  const game = gameOf.team(opponent)
  const team = (subject.teams.length ? subject.teams : (subject.answered?.teams ?? [])).find(
    (t) => t !== opponent && gameOf.team(t) === game,
  )
  return team ? { ...found, teams: [team, opponent] } : undefined
}

/** "And vs B?", "against B?": the last question asked again of the same team against another opponent. */
const OPENS_AGAINST =
  /^(and |what about |how about |y |e |et |und )?(vs|versus|v|against|contra|contre|gegen)\b/

export function swapsOpponent(question: string): boolean {
  return OPENS_AGAINST.test(normalizeText(question).replace(/^[¿¡\s]+/, ''))
}

/** Words that set the conversation's team against the one a question names. */
const AGAINST =
  /\b(against|vs|versus|v|beat|beaten|play|playing|face|facing|meet|meeting|met|h2h|head to head)\b/

/** A page address of ours in an answer: "/dota2/teams/baltic-forge", "/cs2/events/longship-masters-winter-2026-9400002". */
const PAGE_PATH =
  /(?:https?:\/\/[^\s/]+)?\/(?:cs2|lol|dota2|valorant)\/(?:teams|players|events|matches)\/([a-z0-9-]+)/gi

/**
 * An earlier answer with its page addresses read as the names they stand for ("(/dota2/teams/baltic-forge)" →
 * "(baltic forge)"): an answer written elsewhere may name its subject only by the address of its page.
 */
export function withPathsAsNames(text: string): string {
  return text.replace(PAGE_PATH, (_, slug: string) => slug.replace(/-\d+$/, '').split('-').join(' '))
}

/** "Which of them …", "which one …", "the second one": a pick among what the previous answer listed. */
const PICKS =
  /\b(which|who) (one|ones|of (them|those|these|the \w+))\b|\bwhich (team|player)s?\b.*\b(of|from|among) (them|those|these)\b|\bthe (first|second|third|fourth|fifth|last) one\b/

export function asksForPick(question: string): boolean {
  const text = normalizeText(question)
  // "Who won the last one?", "what was the score of the last game?": a meeting's result, not an item of a list.
  return PICKS.test(text) && !(ONE_MEETING_OF_THEM.test(text) && RESULT_OR_TIME.test(text))
}

const RESULT_OR_TIME = /\b(won|win|wins|winner|beat|lost|score|scoreline|result|when|date)\b/

const LEFT_TEAM =
  /\b(not|no longer|isn't|aren't|isnt|arent|never)\b.*\b(any ?more|on the (team|roster)|with (them|the team)|there)\b|\b(left|departed|gone|moved on|was released|were released)\b/
const STILL_THERE = /\bstill (on|with|at|in|plays?|playing)\b/
const ORDINALS = ['first', 'second', 'third', 'fourth', 'fifth']

/**
 * The ones of a listed answer the question picks: by place ("the second one", "the last one"), by country ("which
 * one is from Latvia?"), or, of players listed for a team, by whether they are still on it ("which of them isn't on
 * the team any more?"). Empty when the question picks by nothing we can read.
 */
export function pickListed<T>(
  question: string,
  listed: readonly T[],
  read: { country: (item: T) => string | undefined; teamId: (item: T) => string | null | undefined },
  team: string | undefined,
): T[] {
  const text = normalizeText(question)
  const place = ORDINALS.findIndex((word) => new RegExp(`\\bthe ${word} one\\b`).test(text))
  if (place >= 0) return listed.slice(place, place + 1)
  if (/\bthe last one\b/.test(text)) return listed.slice(-1)
  const fromCountry = listed.filter((item) => {
    const country = read.country(item)
    return country !== undefined && new RegExp(`\\b${normalizeText(country)}\\b`).test(text)
  })
  if (fromCountry.length) return fromCountry
  if (team && LEFT_TEAM.test(text)) return listed.filter((item) => read.teamId(item) !== team)
  if (team && STILL_THERE.test(text)) return listed.filter((item) => read.teamId(item) === team)
  return []
}

/** The stages a follow-up may name of the edition talked about. */
const STAGES: readonly { label: string; pattern: RegExp }[] = [
  { label: 'group stage', pattern: /\bgroups?( stage)?\b/ },
  { label: 'playoffs', pattern: /\bplay-?offs?\b/ },
  { label: 'main event', pattern: /\bmain event\b/ },
  { label: 'regular season', pattern: /\bregular season\b/ },
]

/** The stage a question names ("who topped the group stage?"), or undefined. */
export function stageAsked(question: string): string | undefined {
  const text = normalizeText(question)
  return STAGES.find((s) => s.pattern.test(text))?.label
}

/**
 * Another stage of the same edition ("who topped the group stage?" after a question about "Monolith Invitational
 * Autumn 2026: Playoffs" is "… Autumn 2026: Group Stage"): the candidate whose name before its stage is the same and
 * whose stage is the one asked. Undefined when the tournament talked about is that stage already or the site holds
 * no such stage.
 */
export function otherStage<T extends { name: string; game: string }>(
  of: T,
  candidates: readonly T[],
  stage: string,
): T | undefined {
  const pattern = STAGES.find((s) => s.label === stage)?.pattern
  const [edition, ofStage = ''] = of.name.split(':')
  if (!pattern || pattern.test(normalizeText(ofStage))) return undefined
  return candidates.find((t) => {
    const [name, own = ''] = t.name.split(':')
    return t.game === of.game && name?.trim() === edition?.trim() && pattern.test(normalizeText(own))
  })
}

/** "That table", "this event", "the same league": the event an earlier answer was about. */
const THAT_EVENT =
  /\b(that|this|the same|those|these) (table|standings|event|tournament|league|cup|bracket|competition|stage)s?\b/

/** A stage decided by a table, and words asking a team's place in it. */
const TABLE = /\b(group|groups|table|standings|regular season|league stage|league phase|swiss)\b/
const PLACE_IN_TABLE =
  /\b(top|tops|topped|finish|finished|finishes|place|placed|end|ended|come|came|rank|ranked|where|position|spot|bottom|last|first|second|third|fourth|\d+(st|nd|rd|th))\b/

/**
 * Whether a follow-up asks a team's place in a table without naming its event ("did B at least top the group?",
 * "where did B end up in the table?"): the event the conversation was about is the one asked.
 */
export function asksPlaceInTable(question: string): boolean {
  const text = normalizeText(question)
  return TABLE.test(text) && PLACE_IN_TABLE.test(text)
}

/** Whether a follow-up points at the event an earlier answer named ("and where are they in that table?"). */
export function pointsAtEvent(question: string): boolean {
  return THAT_EVENT.test(normalizeText(question))
}
