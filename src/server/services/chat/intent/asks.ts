import type { GameSlug } from '#shared/domain/games'
import { normalizeText } from './words'

// What a question asks beyond a team's card (issue #17 item 3), as plain functions over its text: the role it
// names ("who is X's jungler"), the stat it ranks players by ("highest GPM", "top fragger"). intents.ts names the
// intents; these say which role or stat.

/** A role as a question names it: the roster roles that hold it (LoL and Dota 2 data) and the words articles use. */
export interface RoleAsked {
  /** How the answer names the role: "jungler", "in-game leader". */
  label: string
  /** The stored roster roles (players.role) that are this role; none when rosters never store it (IGL, AWPer). */
  rosterRoles: string[]
  /** Phrases an article uses for it, for the search when the roster has no roles. */
  articleTerms: string[]
}

// The most specific first: "soft support" before "support", "mid laner" before "mid".
const ROLES: readonly { asked: RegExp; role: RoleAsked }[] = [
  {
    asked:
      /\b(igl|in[- ]?game lead(er)?|shot ?caller|shotcalling|captain|who (calls|is calling|does the calling))\b/,
    role: {
      label: 'in-game leader',
      rosterRoles: [],
      articleTerms: ['in-game leader', 'IGL', 'shotcaller', 'shotcalling', 'captain'],
    },
  },
  {
    asked: /\b(awp(er)?s?|sniper)\b/,
    role: { label: 'AWPer', rosterRoles: [], articleTerms: ['AWPer', 'AWP', 'sniper'] },
  },
  {
    asked: /\b(soft (support|supp?)|pos(ition)? ?4|position four)\b/,
    role: { label: 'soft support', rosterRoles: ['soft support'], articleTerms: ['soft support'] },
  },
  {
    asked: /\b(hard (support|supp?)|pos(ition)? ?5|position five)\b/,
    role: { label: 'hard support', rosterRoles: ['hard support'], articleTerms: ['hard support'] },
  },
  {
    asked: /\b(offlane(r|rs)?|pos(ition)? ?3)\b/,
    role: { label: 'offlaner', rosterRoles: ['offlane'], articleTerms: ['offlaner', 'offlane'] },
  },
  {
    asked: /\b(jungl(e|er|ers|es|ing)|jgl?|jng)\b/,
    role: { label: 'jungler', rosterRoles: ['jun'], articleTerms: ['jungler'] },
  },
  {
    asked: /\b(adc|ad carry|bot ?lan(e|er)|marksman)\b/,
    role: { label: 'bot laner', rosterRoles: ['adc'], articleTerms: ['bot laner', 'ADC'] },
  },
  {
    asked: /\b(top ?lan(e|er|ers)|toplaner)\b/,
    role: { label: 'top laner', rosterRoles: ['top'], articleTerms: ['top laner'] },
  },
  {
    asked: /\b(mid ?lan(e|er|ers)|midlaner|mids? for|mid|pos(ition)? ?2)\b/,
    role: { label: 'mid laner', rosterRoles: ['mid'], articleTerms: ['mid laner'] },
  },
  {
    asked: /\b(carry|pos(ition)? ?1|safe ?lane(r)?)\b/,
    role: { label: 'carry', rosterRoles: ['carry', 'adc'], articleTerms: ['carry'] },
  },
  {
    asked: /\b(supports?|supps?)\b/,
    role: {
      label: 'support',
      rosterRoles: ['sup', 'soft support', 'hard support'],
      articleTerms: ['support'],
    },
  },
  {
    // Words that are also parts of names ("Saffron Sentinels"): a role only after "the", "their", "'s", "new".
    asked:
      /(?<=\b(the|their|his|her|its|new|'s|s|a|an|as) )(duelist|controller|initiator|sentinel|entry ?fragger|entry|lurker|rifler|anchor)\b/,
    role: { label: '', rosterRoles: [], articleTerms: [] },
  },
]

/** The role a question names, or undefined. A Valorant or CS2 role word is kept as written ("duelist"). */
export function roleAsked(text: string): RoleAsked | undefined {
  const lower = normalizeText(text)
  for (const { asked, role } of ROLES) {
    const found = lower.match(asked)?.[0]
    if (!found) continue
    if (role.label) return role
    const word = found
    return { label: word, rosterRoles: [], articleTerms: [word] }
  }
  return undefined
}

/** Whether the question asks which role someone plays ("what role does X play", "what position"). */
export function asksRoleOfPlayer(text: string): boolean {
  return /\b(what|which) (role|position)\b|\brole (does|is)\b|\bplays? (as|what)\b/.test(normalizeText(text))
}

/** A statistic a question ranks players by. */
export interface StatAsked {
  /** player_stats.stat_type. */
  statType: string
  /** The games that record it; the first is taken when the question names none. */
  games: GameSlug[]
  /** Lowest first is best (none of the stored stats today). */
  lowerIsBetter?: boolean
}

const STATS: readonly { asked: RegExp; stat: StatAsked }[] = [
  {
    asked: /\b(headshots?|hs ?%?|hs percent(age)?)\b/,
    stat: { statType: 'headshot_percentage', games: ['cs2'] },
  },
  { asked: /\badr\b|average damage|damage (per|a|each) round/, stat: { statType: 'adr', games: ['cs2'] } },
  {
    asked: /\bfirst kills?\b|\bfk ?pr\b|\bopening kills?\b/,
    stat: { statType: 'first_kills_per_round', games: ['valorant'] },
  },
  { asked: /\b(kpr|kills per round)\b/, stat: { statType: 'kills_per_round', games: ['cs2'] } },
  { asked: /\bacs\b|average combat score/, stat: { statType: 'acs', games: ['valorant'] } },
  {
    asked: /\bk ?\/ ?d\b|\bkd( ratio)?\b|kill[- ]death/,
    stat: { statType: 'kd_ratio', games: ['valorant'] },
  },
  { asked: /\bkill participation\b|\bkp\b/, stat: { statType: 'kill_participation', games: ['lol'] } },
  {
    asked: /\bcs ?(per|\/) ?min(ute)?\b|\bcspm\b|creep score/,
    stat: { statType: 'cs_per_minute', games: ['lol'] },
  },
  { asked: /\bgpm\b|gold per min(ute)?/, stat: { statType: 'gpm', games: ['dota2'] } },
  { asked: /\bxpm\b|(xp|experience) per min(ute)?/, stat: { statType: 'xpm', games: ['dota2'] } },
  { asked: /\bkda\b/, stat: { statType: 'kda', games: ['lol', 'dota2'] } },
  { asked: /\brating\b|\brated\b/, stat: { statType: 'rating', games: ['cs2'] } },
]

/**
 * The stat of another game that measures the same thing (farming: LoL's CS per minute, Dota 2's GPM; per-round
 * kills; damage), for "same question for Dota" after a stat that game does not record.
 */
export const COUNTERPART_STAT: Readonly<Record<string, Partial<Record<GameSlug, string>>>> = {
  cs_per_minute: { dota2: 'gpm' },
  gpm: { lol: 'cs_per_minute' },
  xpm: { lol: 'cs_per_minute' },
  kills_per_round: { valorant: 'kd_ratio' },
  kd_ratio: { cs2: 'kills_per_round' },
  adr: { valorant: 'acs' },
  acs: { cs2: 'adr' },
}

/** The stat that says who is "best" in each game when the question names none: the game's headline stat. */
export const HEADLINE_STAT: Readonly<Record<GameSlug, string>> = {
  cs2: 'rating',
  lol: 'kda',
  dota2: 'kda',
  valorant: 'acs',
}

/** The stat a question names, or undefined ("top fragger" and "best player" name none: the game's headline one). */
export function statAsked(text: string): StatAsked | undefined {
  const lower = normalizeText(text)
  return STATS.find(({ asked }) => asked.test(lower))?.stat
}

/** Whether the question asks who leads players (by a stat, or "best player", "top fragger", "MVP"). */
export function asksStatLeader(text: string): boolean {
  const lower = normalizeText(text)
  const ranking =
    /\b(best|top|highest|most|leader|leaders|leads|leading|lead|number one|strongest|star|mvp|who has the)\b/.test(
      lower,
    )
  if (
    /\b(top ?fragg?ers?|top ?frag(s|ging)?|best players?|best rated players?|star players?|mvp)\b/.test(lower)
  )
    return true
  // "The highest-rated teams", "which team has the best rating" ask for teams, not players; "who on that team gets
  // the most first kills" asks for one of a team's players.
  if (
    /\bteams\b|\b(which|what|best|top|strongest|highest[- ]rated|number one|leading)( \w+)? team\b/.test(
      lower,
    ) &&
    !/\bplayers?\b/.test(lower)
  )
    return false
  return ranking && statAsked(text) !== undefined
}

/** The games that record a stat type. */
export function statGames(statType: string): GameSlug[] {
  return STATS.find(({ stat }) => stat.statType === statType)?.stat.games ?? []
}

const ORDINALS: Readonly<Record<string, number>> = {
  first: 1,
  second: 2,
  third: 3,
  fourth: 4,
  fifth: 5,
  sixth: 6,
  seventh: 7,
  eighth: 8,
  ninth: 9,
  tenth: 10,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
}
const PLACE = String.raw`(first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|\d{1,2}(?:st|nd|rd|th))`
const NUMBER = String.raw`(?:number|no\.?|#) ?(one|two|three|four|five|six|seven|eight|nine|ten|\d{1,2})`
const SUPERLATIVE = 'best|top|strongest|greatest|highest[- ]?(?:ranked|rated|placed)|leading|dominant'
// "Last" is a place, not "last time", "last match", "last season": those are when.
const BOTTOM =
  'lowest[- ]?(?:ranked|rated|placed)?|worst(?: ranked| rated)?|weakest|bottom(?: ranked)?|last(?! (?:time|matches|match|games|game|meeting|meetings|series|week|weekend|month|year|season|night|round|map|maps|result|results|outing|split|edition|encounter)\\b)(?: ranked| place)?'

function placeNumber(word: string): number | undefined {
  const n = ORDINALS[word] ?? Number.parseInt(word, 10)
  return Number.isInteger(n) && n > 0 ? n : undefined
}

/**
 * The place of a game's team ranking a question asks for: 1 for "best", "top", "number one", "strongest"; 2 for
 * "second best", "ranked 2nd", "#2"; 'last' for "lowest ranked", "worst", "bottom". Undefined when it asks for
 * several teams ("the best teams") and names no place, or for no place at all.
 */
export function rankAsked(text: string): number | 'last' | undefined {
  const lower = normalizeText(text)
  const nth =
    new RegExp(String.raw`\b${PLACE} (?:${SUPERLATIVE}|place|placed|ranked)\b`).exec(lower) ??
    new RegExp(String.raw`\b(?:ranked|rank|place[ds]?|sits?|at) ${PLACE}\b`).exec(lower) ??
    // "who's 4th in CS2", "which team is third in the Dota ranking": a place said of who, in a game or ranking.
    new RegExp(
      String.raw`\b(?:who|which \w+|what \w+)(?:'?s| is| are)(?: \w+)? ${PLACE} (?:in|of|on)\b`,
    ).exec(lower) ??
    new RegExp(String.raw`(?:^|\s)${NUMBER}\b`).exec(lower)
  if (nth?.[1]) return placeNumber(nth[1])
  // "Who won the last one?", "the score of the last one": a meeting's result, not the last place.
  if (/\b(won|win|beat|lost|score)\b.*\bthe last one\b/.test(lower)) return undefined
  if (new RegExp(String.raw`\b(?:${BOTTOM})\b`).test(lower)) return 'last'
  if (/\bteams\b/.test(lower)) return undefined
  return new RegExp(String.raw`\b(?:${SUPERLATIVE})\b`).test(lower) ? 1 : undefined
}

/** Whether a question asks where a named team stands in its game's ranking ("where do A rank", "A's ranking"). */
export function asksTeamRank(text: string): boolean {
  return /\b(rank|ranked|ranking|rankings|rated (?:higher|lower))\b/.test(normalizeText(text))
}

/**
 * The team beside a named one in the ranking that a question asks for: "who's right above A", "the team ahead of
 * A", "just behind A", "one spot below A", "ranked higher than A" (the place before A's: -1; after it: 1).
 */
export function neighbourAsked(text: string): -1 | 1 | undefined {
  const lower = normalizeText(text)
  if (/\b(above|ahead of|higher than|in front of)\b/.test(lower)) return -1
  if (/\b(below|behind|under|lower than|beneath)\b/.test(lower)) return 1
  return undefined
}

const BEST_OF_WORDS: Record<string, number> = { one: 1, two: 2, three: 3, five: 5, seven: 7 }

/**
 * The series length a question names ("the best-of-five", "their BO3"), so the meeting of that format is the one
 * judged: a question about "the BO5" is not answered with a BO3 of the same teams (decision 040, round 6).
 */
export function bestOfAsked(text: string): number | undefined {
  const found = /\b(?:best[- ]of[- ](one|two|three|five|seven|[1-7])|bo ?([1-7]))\b/.exec(normalizeText(text))
  const word = found?.[1] ?? found?.[2]
  if (!word) return undefined
  return BEST_OF_WORDS[word] ?? Number(word)
}

/**
 * Whether a question about two teams asks how their meetings go in general rather than about one of them: a word
 * of habit or of a running count ("usually", "who leads", "who's ahead", "more often", "how do A do against B"),
 * with no word that picks one meeting ("last", "next", "when", "score", a round). Read beside the head-to-head
 * phrases of intents.ts, so "A vs B, who leads the series" and "how do A usually do against B" read the record.
 */
export function asksRecord(text: string): boolean {
  const lower = normalizeText(text)
  if (picksOneMeeting(lower)) return false
  return RECORD_WORDS.test(lower)
}

/** Whether a question picks one meeting of two teams: the last, the next, its score, a round. */
export function picksOneMeeting(text: string): boolean {
  return ONE_MEETING.test(normalizeText(text))
}

/**
 * Whether a question about two teams asks for their last meeting in words of meeting, not of a result ("when did A
 * and B last meet", "last time A faced B", "their most recent game vs B").
 */
export function asksLastMeeting(text: string): boolean {
  const lower = normalizeText(text)
  return LAST.test(lower) && MEETING_WORDS.test(lower) && !/\b(next|upcoming)\b/.test(lower)
}

const LAST = /\b(last|latest|most recent|most recently|previous)\b/
const MEETING_WORDS =
  /\b(meet|meets|met|meeting|play|plays|played|face|faces|faced|clash|clashed|game|match|series|time)\b/

const RECORD_WORDS =
  /\b(usually|generally|typically|normally|tend to|in general|leads?|leading|ahead|more often|(won|win|wins) more|the better of|better record|overall|do (against|vs|versus|with)|fare|match ?up)\b/
const ONE_MEETING =
  /\b(last|latest|next|upcoming|when|today|tonight|tomorrow|yesterday|score|final|finals|semis?|semi-?finals?|quarter-?finals?|live|right now)\b/

const FINISHED = new RegExp(
  String.raw`\b(?:came|come|comes|finished|finish|finishes|ended|end(?:ed)? up|placed|is|are|was|were|s|'s)(?: in)? (?:the )?${PLACE}\b`,
)

/**
 * The place a question asks who holds, in a table or a ranking ("who's second?", "who came third?", "who finished
 * last?", "the worst?"): rankAsked's places and a place someone finished or is in. Undefined when it names none.
 */
export function placeAsked(text: string): number | 'last' | undefined {
  const lower = normalizeText(text)
  const finished = FINISHED.exec(lower)?.[1]
  if (finished) return placeNumber(finished)
  if (/\b(?:came|finished|ended|is|are|was|s) (?:dead )?last\b/.test(lower)) return 'last'
  // "Who topped the group stage?", "which team won the table": the first place of a table, whoever holds it.
  if (TOPPED_A_TABLE.test(lower)) return 1
  return rankAsked(text)
}

const TOPPED_A_TABLE =
  /\b(?:who|which \w+)(?:'?s| is| are| was| were)? (?:topped|tops|(?:on )?top of|finished (?:top|first) (?:of|in)|won) (?:the |their |its |that )?(?:group|groups|table|standings|regular season|league stage)\b/

const CLAIMED_PLACE = new RegExp(
  String.raw`\b(?:came|come|comes|finished|finish|finishes|ended|end(?:ed)? up|placed|took|take|got|were|was|are|is|s|'s)(?: in)? (?:the )?${PLACE}(?: place| spot)?\b|\b${PLACE} place\b`,
)

/**
 * The place a question says a team holds or held ("A came 3rd", "finished second", "A were runner-up", "3rd place",
 * "the silver"): a number, whatever the verb. Undefined when it says none.
 */
export function placeClaimed(text: string): number | undefined {
  const lower = normalizeText(text)
  if (/\brunners?[- ]?up\b|\bsilver medal\b|\bsecond best\b.*\b(final|event|tournament)\b/.test(lower))
    return 2
  const claimed = CLAIMED_PLACE.exec(lower)
  const word = claimed?.[1] ?? claimed?.[2]
  return word ? placeNumber(word) : undefined
}

/**
 * Whether a question asks what a team competes in without the word "tournaments" ("where does A compete", "what are
 * they competing in", "what do they even play in"); a round named ("who do they play in the final") is not it.
 */
export function asksCompetitions(text: string): boolean {
  const lower = normalizeText(text)
  return (
    /\b(where|what|which)\b.*\b(compete|competes|competing|play in|plays in|playing in|entered|enter)\b/.test(
      lower,
    ) && !/\b(final|finals|semis?|semi-?finals?|quarter-?finals?|group|playoffs?|bracket)\b/.test(lower)
  )
}

/**
 * Whether a question asks which maps a match was played on ("what maps", "which map did they close it out on", "the
 * first map", "los mapas", "quelles cartes"); a team's map pool or favourite maps is not a match's (not stored), nor
 * "how many maps" a side takes (a count the series score holds, or a prediction).
 */
export function asksMapsPlayed(text: string): boolean {
  const lower = normalizeText(text)
  return (
    /\b(maps?|mapas?|cartes?|karten?)\b/.test(lower) &&
    !/\b(map pool|(best|favou?rite|strongest|worst|comfort) maps?|map picks?|how many maps?)\b/.test(lower)
  )
}

/** A time a question places a meeting at: a window of days (UTC), as of now. */
export interface TimeAsked {
  from: Date
  to: Date
}

const MONTHS: readonly RegExp[] = [
  /\bjan(uary)?\b/,
  /\bfeb(ruary)?\b/,
  /\bmar(ch)?\b(?! (on|to|in|into)\b)/,
  /\bapr(il)?\b/,
  /\bmay\b(?= \d|$|[?!.,])|\bin may\b/,
  /\bjune?\b/,
  /\bjuly?\b/,
  /\baug(ust)?\b/,
  /\bsept?(ember)?\b/,
  /\boct(ober)?\b/,
  /\bnov(ember)?\b/,
  /\bdec(ember)?\b/,
]
const DAY = 24 * 60 * 60 * 1000

const YESTERDAY = /\byesterday\b/
const RECENT_WEEK = /\b(last|past|this) (week|weekend)\b/

/** Whether the question places what it asks in time, whenever it is asked (timeAsked gives the days, as of now). */
export function namesATime(text: string): boolean {
  const lower = normalizeText(text)
  return YESTERDAY.test(lower) || RECENT_WEEK.test(lower) || MONTHS.some((pattern) => pattern.test(lower))
}

/**
 * When the question places what it asks ("in september", "on nov 22", "22 november", "last week", "last weekend",
 * "yesterday"): the days it means, the latest such days not after now. Undefined when it names no time.
 */
export function timeAsked(text: string, now: Date): TimeAsked | undefined {
  const lower = normalizeText(text)
  if (YESTERDAY.test(lower)) return { from: new Date(now.getTime() - 2 * DAY), to: now }
  if (RECENT_WEEK.test(lower)) return { from: new Date(now.getTime() - 10 * DAY), to: now }
  const month = MONTHS.findIndex((pattern) => pattern.test(lower))
  if (month < 0) return undefined
  const name = lower.match(MONTHS[month]!)?.[0] ?? ''
  const at = lower.indexOf(name)
  const day = Number(
    lower.slice(at + name.length).match(/^\s+(\d{1,2})(st|nd|rd|th)?\b/)?.[1] ??
      lower.slice(0, at).match(/\b(\d{1,2})(st|nd|rd|th)?\s+(of\s+)?$/)?.[1] ??
      0,
  )
  let year = now.getUTCFullYear()
  if (Date.UTC(year, month, day || 1) > now.getTime()) year -= 1
  if (day >= 1 && day <= 31) {
    const date = Date.UTC(year, month, day)
    return { from: new Date(date - DAY), to: new Date(date + 2 * DAY) }
  }
  return { from: new Date(Date.UTC(year, month, 1)), to: new Date(Date.UTC(year, month + 1, 1)) }
}
