import { GAME_SLUGS, type GameSlug } from '#shared/domain/games'
import { asksRoleOfPlayer, asksStatLeader, placeClaimed, roleAsked, statAsked } from './asks'
import { normalizeText } from './words'

// What a chat question asks (see question.ts): the games it names and its intents, by whole-word phrases.

export type ChatIntent =
  | 'not-stored'
  | 'roster'
  | 'next-match'
  | 'results'
  | 'form'
  | 'team-profile'
  | 'player'
  | 'player-stats'
  | 'top-teams'
  | 'tournament'
  | 'news'
  | 'live'
  | 'versus'
  | 'winner'
  | 'event-dates'
  | 'event-setting'
  | 'bracket'
  | 'head-to-head'
  | 'stat-leader'
  | 'role'
  | 'standings'
  | 'which-tournaments'
  | 'prediction'

// Whole-word aliases of the four games (spec §3 registry, §9 detection vocabulary). "league" alone is not LoL:
// leagues of every game carry the word.
const GAME_PATTERNS: Readonly<Record<GameSlug, RegExp>> = {
  // "CS per minute" is LoL's creep score, not Counter-Strike.
  cs2: /(?<![\p{L}\p{N}])(cs ?2|cs:?go|counter[- ]?strike(?: ?2)?|cs(?! ?(per|\/) ?min))(?![\p{L}\p{N}])/u,
  // "Who's number one in league": "league" right after "in", "at" or "play", naming no league of its own, is LoL.
  lol: /(?<![\p{L}\p{N}])(lol|league of legends|(?<=\b(in|at|play|plays|playing) )league(?! of)(?=\s*[?!.]*$))(?![\p{L}\p{N}])/u,
  dota2: /(?<![\p{L}\p{N}])(dota ?2?|the international)(?![\p{L}\p{N}])/u,
  valorant: /(?<![\p{L}\p{N}])(valorant|valo|vct)(?![\p{L}\p{N}])/u,
}

/** The games a question names, in the registry's order. */
export function detectGames(text: string): GameSlug[] {
  const lower = normalizeText(text)
  return GAME_SLUGS.filter((game) => GAME_PATTERNS[game].test(lower))
}

/** Facts the site does not store (no column holds them), as the question may name them. */
const NOT_STORED: readonly { pattern: RegExp; topic: string }[] = [
  { pattern: /\bcoach(es|ing staff)?\b/, topic: 'coach' },
  { pattern: /\b(manager|general manager|gm)\b/, topic: 'manager' },
  { pattern: /\b(owners?|owns|owned by|ownership)\b/, topic: 'owner' },
  { pattern: /\bsponsor(s|ed|ship)?\b/, topic: 'sponsor' },
  { pattern: /\b(salar(y|ies)|paid|wages?|contract value|buyout|transfer fee|fee)\b/, topic: 'salary' },
  { pattern: /\b(prize money|prize pool|earnings|earned|net worth|budget)\b/, topic: 'prize money' },
  { pattern: /\b(founded|formed|established|creation)\b/, topic: 'founding' },
  { pattern: /\b(map pool|best maps?|favou?rite maps?|map picks?)\b/, topic: 'map pool' },
  { pattern: /\b(how old|age|birthday|born)\b/, topic: 'age' },
  { pattern: /\b(twitter|instagram|twitch|youtube|social media|stream(s|ing)?)\b/, topic: 'social media' },
  {
    pattern:
      /\b(mouse|mice|mousepad|keyboard|headset|monitor|dpi|sens|sensitivity|crosshair|peripherals|gear|settings|config|cfg|keybinds?|binds|fov|resolution|graphics)\b/,
    topic: 'equipment',
  },
  { pattern: /\b(how tall|height|how much does \w+ weigh|weight)\b/, topic: 'height and weight' },
  {
    pattern:
      /\b(most played|(champion|hero|agent) pool|signature (champion|hero|agent)|favou?rite (champion|champ|hero|agent|character|pick|weapon|gun)s?|(which|what) (champion|champ|hero|agent)(s|es)? (does|do|did|is|are|has|have))\b/,
    topic: 'most played picks',
  },
  { pattern: /\b(tickets?|ticket prices?|admission)\b/, topic: 'tickets' },
  // A player's life off the server: who they date, marry, live with.
  {
    pattern:
      /\b(girlfriend|boyfriend|gf|bf|dating|dates|married|marry|wife|husband|partner's|relationship status|in a relationship)\b/,
    topic: 'personal life',
  },
  // How many were there in person: no page counts a crowd.
  {
    pattern:
      /\b(crowd|attendance|attendees|in attendance|sold[- ]out|live audience|spectators in|people (were )?(in|at) the (arena|venue|stadium|hall))\b/,
    topic: 'attendance',
  },
]
const NOT_STORED_PATTERN = new RegExp(NOT_STORED.map(({ pattern }) => pattern.source).join('|'))

/** What a "not-stored" question asks about ("coach"), or undefined. */
export function notStoredTopic(text: string): string | undefined {
  const lower = normalizeText(text)
  return NOT_STORED.find(({ pattern }) => pattern.test(lower))?.topic
}

/** Whether the question asks for a team's last win or last loss rather than its last match. */
export function resultWanted(text: string): 'win' | 'loss' | undefined {
  const lower = normalizeText(text)
  if (
    /\blast (loss|lost|defeat)|\b(last|previous|recent) time .*\b(lost|lose)\b|\bwhen did .*\b(lose|lost)\b|\blast lose\b/.test(
      lower,
    )
  )
    return 'loss'
  if (
    /\blast (win|victory|won)|\b(last|previous|recent) time .*\b(won|win)\b|\bwhen did .*\b(win|won)\b/.test(
      lower,
    )
  )
    return 'win'
  return undefined
}

/** Each intent and the phrases that name it; a question may have several. */
const INTENT_RULES: readonly { intent: ChatIntent; pattern: RegExp }[] = [
  {
    // Things the site does not store about a team or player: said so, rather than answered with something else.
    intent: 'not-stored',
    pattern: NOT_STORED_PATTERN,
  },
  {
    intent: 'roster',
    pattern:
      /\b(who ?(plays|play|is playing|are playing|is|are|'s|s|'re) (\w+ )?(for|on|in|with|at)|roster|line ?-?ups?|squad|players|members? of)\b/,
  },
  {
    intent: 'next-match',
    pattern:
      /\b(next|upcoming|soon|schedule[ds]?|fixtures?|calendar|play(ing)? (again|today|tomorrow|this week)|when(?: do| does| is| are| will|'s|s)\b.*\b(play|playing|face|facing|match|game|series|vs|versus|against|meet|meets))\b/,
  },
  {
    intent: 'results',
    pattern:
      /\b(how did|last (match|game|series|result|outing|win|loss|victory|defeat|opponent)e?s?|last (lol|cs2?|dota ?2?|valorant|official|competitive|pro) (match|game|series)(es)?|what did .* do in|last (\d+|few|couple of|two|three|four|five|ten) (matches|games|results|series)|(play|played|faced) last|who did .*\b(play|face)|recent (results?|matches|games)|results?|scores?|did .*\b(win|lose|beat)|beat|won|lost|previous (match|game))\b/,
  },
  {
    intent: 'form',
    pattern:
      /\b(form|doing|performing|performance|win ?rate|streak|record|in shape|how good|how strong|any good|momentum|how often\b.*\bwins?|how many (games|matches|series)\b.*\b(won|win|lost)\b.*\b(recently|lately|of late)|(good|bad|looking|playing) (lately|recently|these days|of late))\b/,
  },
  {
    intent: 'top-teams',
    pattern:
      /\b((best|top|strongest|leading|highest[- ]rated|number one)\b.*\bteams?|teams?\b.*\b(best|top|strongest|ranked|rankings?)|rankings?|(which|what) (\w+ ){0,2}teams|list (of )?(the )?(\w+ )?teams)\b/,
  },
  {
    intent: 'team-profile',
    pattern:
      /\b(where (is|are|do|does)|based|from where|located|location|country|countries|tier|what game|which game|region|home)\b/,
  },
  {
    intent: 'player-stats',
    pattern: /\b(stats|statistics|rating|kda|adr|acs|headshot|gpm|xpm|kills|numbers)\b/,
  },
  {
    intent: 'player',
    pattern:
      /\b(who is|who's|who are|tell me about|what about|player|role|position|real name|what team|which team|plays for)\b/,
  },
  {
    intent: 'tournament',
    pattern:
      /\b(tournaments?|events?|main event|playoffs?|group stage|regular season|cup|masters|invitational|championship|league|series|split|circuit|open)\b/,
  },
  {
    intent: 'news',
    pattern:
      /\b(news|latest|headlines?|articles?|stor(y|ies)|happen(ed|ing)?|updates?|(read|heard|hear|seen) (anything|something|much|about)|write-?ups?|coverage|what's new|anything new|reports?|announce(d|ments?)?|transfers?|rumou?rs?|sign(ed|s|ing)?|releas(e|ed|es)|join(ed|s)?|benched|extend(ed|s)?|extension|on loan|loaned|pick(ed)? up|acquired?|changed?|changes|patch(es)?|nerf(s|ed)?|buff(s|ed)?)\b/,
  },
  // Matches and events (issue #14): live now, a meeting of two teams, an event's winner, dates and bracket.
  {
    intent: 'live',
    // "Is anyone playing CS2 right now?", "who's on rn", "matches on now", "anything live": playing or on, with a
    // word of now close after. "How good are they right now" is form, and "who's playing for X now" a roster.
    pattern:
      /\b(live|in progress|being played|under ?way|currently (playing|on)|(playing|going on|on)( (?!for\b)[\w'-]+){0,3} (right now|now|rn|atm|at the moment|currently))\b/,
  },
  { intent: 'versus', pattern: /\b(vs|versus|v)\b/ },
  {
    intent: 'winner',
    pattern: /\b(who won|winners?|champions?|who (took|lifted|claimed|takes|wins)|won the|titles?|trophy)\b/,
  },
  {
    intent: 'event-dates',
    pattern:
      /\b(when (does|do|is|will|did|was)\b.*\b(start|starts|begin|begins|kick off|end|ends|finish|take place|happen)|when is|when's|whens|start date|dates?|how long)\b/,
  },
  {
    // Where and for what an event is played: its prize pool, online or LAN, region and country.
    intent: 'event-setting',
    pattern:
      /\b(prize ?pools?|prize money|lan|offline|online|in person|venue|where|held|region|country|location)\b/,
  },
  // Issue #17 item 3: every meeting of two teams, the table of a stage, the tournaments a team plays.
  {
    intent: 'head-to-head',
    pattern:
      /\b(h2h|head[- ]?(to|2)[- ]?head|record( like| look like| looks like)? (between|against|vs|versus|with)|(ever|never)( (actually|really|even|once|yet))? (beat|beaten|won against|lost to|defeated)|how (often|many times)\b.*\b(beat|beaten|won|lost|defeated|played|met|faced)|upper hand|who'?s ahead|who is ahead|all[- ]time|history (between|against|with|of)|past meetings|previous meetings|(series|match|meeting|rivalry) history|histor(ic|ical|ically|y)|(has|have|holds?|hold|got|gets) the edge|edge (between|when|in)|(even|close|lopsided|one-sided) (match-?ups?|rivalry)|rivalry|when they (meet|met|play|played|face|faced)|against each other|how (have|did|do) (those|these|their|the) (games|matches|series|meetings) (gone|go|went|usually go)|usually (wins?|beats?|comes? out on top|takes? it)|(won|wins?|take|took|takes) (the )?(more|most)( of)?( (their|the|these|those))? ?(meetings|games|matches|series|clashes)?|their (meetings|clashes|matchups)|lopsided|one-sided|over the years|(done|fared|gone|performed) (against|vs|versus))\b/,
  },
  {
    intent: 'standings',
    pattern:
      /\b(standings?|tables?|top of|bottom of|first place|last place|(who|which team)('?s| is| are)( \w+)? (top|first|second|third|fourth|fifth|\d+(st|nd|rd|th)|bottom|last)|(who|which team) (tops|heads)|(what|which) spot|leads?|leader|leading|rank(s|ed|ing)?|placed?|position|where (do|does|did|are|is)\b.*\b(rank|stand|sit|finish|place)|finish(ed)? (first|last|top|bottom)|how many (wins|losses|points)|topped|came (first|last))\b/,
  },
  {
    // Issue #17 item 4: a result not yet played is not guessed.
    intent: 'prediction',
    pattern:
      /\b(who (will|would|'ll|is going to|s going to|is gonna|s gonna|are you picking|do you pick|do you think will) (win|beat|take|top ?frag)|who (wins|takes|lifts|claims|grabs|bags)|gonna (win|beat|lose|take|top ?frag)|(gonna|going to|will|'ll) be (the )?(best|mvp|top|star)|predict(ion|ions|ed)?|odds|chances?|favou?rites?|favs?|will \w+( \w+){0,3} (win|beat|lose|upset)|going to (win|beat|lose|upset)|pick (a|the) winner|your (pick|call|tip)|forecast|call(ing)? it|(you|ya) reckon|who (do )?(you|ya) (got|have|like|back|fancy))\b|\b(gonna|going to|should|will|'ll)( \w+){0,3} (smash|crush|stomp|destroy|sweep|dominate|upset|handle|take care of)\b|\bwho(?:'?s| is) winning\b(?!.*\b(now|live|rn|currently|atm|at the moment)\b)|\b(can|could) (?!(you|i|we|u|anyone|someone|somebody|they|he|she)\b)\w+( \w+){0,3} (upset|beat|win|go through|advance|knock (off|out)|eliminate|dethrone|turn (it|things) around)\b|\bwho (goes|will go|gets|will get|makes it|will make it|advances|will advance|progresses) through\b|\bwho (advances|progresses)\b|\b(lock|sure thing)\W*$/,
  },
  {
    intent: 'which-tournaments',
    pattern:
      /\b(tournaments|events|leagues|competitions|comps)\b|\b(which|what) (tournament|event|league|competition)\b/,
  },
  {
    intent: 'bracket',
    pattern: /\b(brackets?|knockouts?|who advanced|who is through|quarter-?finals?|semi-?finals?|semis?)\b/,
  },
]

/** Words of how a meeting goes: who wins it, takes it, is picked for it, gets revenge, how many maps. */
const OUTCOME_WORDS =
  /\b(win|winning|beat|beats|take|takes|taking|pick|picks|got|gets|revenge|upsets?|chances?|lock|locks|maps|favou?r\w*|fancy|edge|sweeps?|or|bet|betting|money)\b/
/** A time ahead: with a word of the outcome or the score, a meeting's result asked before it is played. */
const AHEAD = /\b(gonna|going to|will|'ll|next time|tonight|tomorrow|upcoming|do you think|d'you think)\b/
const OUTCOME_OR_SCORE = new RegExp(`${OUTCOME_WORDS.source}|\\b(score|result|scoreline|who)\\b`)
const PAST = /\b(did|didn't|won|lost|beaten|was|were|had|yesterday|ago|last)\b/
/** Words of a result already played or of the schedule: the question is about a fact, not a guess. */
const PAST_OR_SCHEDULE =
  /\b(did|didn't|won|lost|beaten|was|were|had|has|have|score|scores|result|results|last|previous|yesterday|ago|when|time|where|day|long|start|starts|live|now|ever|never|history|record|h2h|head to head|finals?|semis?|semi-?finals?|quarter-?finals?|\d+ ?- ?\d+)\b/

/**
 * A question about how a meeting of the two teams it names will go, in any words (decision 040 round 10): an
 * outcome word ("ur pick?", "who u got", "gonna get revenge on B", "easy A win?", "how many maps do A take", "A or
 * B in the X game?") and no word of a result already played or of the schedule. The planner reads it as a
 * prediction when two teams are named, so no list of prediction phrasings has to hold every wording.
 */
export function asksOutcomeAhead(text: string): boolean {
  const lower = normalizeText(text)
  // "What's the score gonna be in A vs B?": a time ahead makes the score a guess too.
  if (AHEAD.test(lower) && !/\bwhen\b/.test(lower)) return OUTCOME_OR_SCORE.test(lower) && !PAST.test(lower)
  return OUTCOME_WORDS.test(lower) && !PAST_OR_SCHEDULE.test(lower)
}

/** The intents a question names, in INTENT_RULES order. */
export function detectIntents(text: string): ChatIntent[] {
  const lower = normalizeText(text)
  const intents = INTENT_RULES.filter(({ pattern }) => pattern.test(lower)).map(({ intent }) => intent)
  // A stat named in any of its spellings ("headshots", "k/d", "xp per minute", "opening kills"), a win rate or "how
  // good is …" asks for the statistics of the player named (and is a ranking when asksStatLeader says so).
  if (
    !intents.includes('player-stats') &&
    (statAsked(text) !== undefined ||
      /\b(win ?rate|win (percentage|%)|how (good|well)|farming|how often\b.*\bwins?)\b/.test(lower))
  )
    intents.push('player-stats')
  if (asksStatLeader(text)) intents.push('stat-leader')
  if (roleAsked(text) || asksRoleOfPlayer(text)) intents.push('role')
  // "Which team is on the best run right now?": a ranking as it stands now, not the matches being played.
  if (intents.includes('live') && RANKING_NOW.test(lower) && !SAYS_LIVE.test(lower))
    return intents.filter((intent) => intent !== 'live')
  return intents
}

/** Words of a ranking: the best, the top, the one on the best run or in the best form. */
const RANKING_NOW =
  /\b(best|top|strongest|hottest|number one|most in form|best form|on (a|the) (\w+ )?(run|streak|roll))\b/
/** Words that say a match is being played, in every language, beside those of "now" (language.ts reads them too). */
export const SAYS_LIVE = /\b(live|in progress|being played|under ?way|en vivo|en directo|ao vivo|en direct)\b/

/** A round or stage a question names, and how a match's name or stage ("Semifinal 1: CT vs SC") spells it. */
export interface MatchRound {
  label: string
  pattern: RegExp
}

// The most specific first: "lower bracket final" before "final", "semifinal" is not "final".
const ROUNDS: readonly { asked: RegExp; round: MatchRound }[] = [
  {
    asked: /\b(lower|losers?'?)( bracket)? finals?\b/,
    round: { label: 'lower bracket final', pattern: /\blower bracket final\b/ },
  },
  {
    asked: /\b(upper|winners?'?)( bracket)? finals?\b/,
    round: { label: 'upper bracket final', pattern: /\bupper bracket final\b/ },
  },
  {
    asked: /\b(3rd|third) place|\bbronze\b/,
    round: { label: 'third place', pattern: /\b(3rd|third) place\b/ },
  },
  {
    asked: /\bsemi[- ]?finals?\b|\bsemis?\b/,
    round: { label: 'semifinal', pattern: /\bsemi[- ]?finals?\b/ },
  },
  {
    asked: /\bquarter[- ]?finals?\b|\bquarters\b/,
    round: { label: 'quarterfinal', pattern: /\bquarter[- ]?finals?\b/ },
  },
  {
    asked: /\b(grand )?finals?\b/,
    round: { label: 'grand final', pattern: /\bgrand finals?\b|^finals?\b/ },
  },
  { asked: /\bgroups?( stage)?\b/, round: { label: 'group stage', pattern: /\bgroups?\b/ } },
  { asked: /\bplay-?offs?\b/, round: { label: 'playoffs', pattern: /\bplay-?offs?\b/ } },
]

/** Which of a round's matches the question names: "the first semi" is the first (0), "the second one" the second. */
export function nthAsked(text: string): number | undefined {
  const lower = normalizeText(text)
  const ordinals = [/\b(first|1st|opening)\b/, /\b(second|2nd)\b/, /\b(third|3rd)\b/, /\b(fourth|4th)\b/]
  const i = ordinals.findIndex((pattern) => pattern.test(lower))
  return i >= 0 ? i : undefined
}

/** The round or stage a question names ("in the autumn semis", "grand final of …"), or undefined. */
export function roundAsked(text: string): MatchRound | undefined {
  const lower = normalizeText(text)
  return ROUNDS.find(({ asked }) => asked.test(lower))?.round
}

/** An outcome a question names of a meeting: a forfeit, a draw ("tied", "ended 1-1"), a postponed or canceled match. */
export type MatchOutcome = 'forfeit' | 'draw' | 'postponed' | 'canceled'

const OUTCOMES: readonly { outcome: MatchOutcome; asked: RegExp }[] = [
  { outcome: 'forfeit', asked: /\b(forfeit\w*|walk-?over|no-?show)\b/ },
  { outcome: 'postponed', asked: /\b(postponed?|delayed|rescheduled|put off)\b/ },
  { outcome: 'canceled', asked: /\b(cancel+ed|called off)\b/ },
  { outcome: 'draw', asked: /\b(draw|drew|drawn|tied|tie)\b|\b(\d+)\s*[-:]\s*\2\b/ },
]

/** The outcome of a match the question names ("that forfeit", "the postponed match", "the one that ended 1-1"). */
export function outcomeAsked(text: string): MatchOutcome | undefined {
  const lower = text.toLowerCase()
  return OUTCOMES.find(({ asked }) => asked.test(lower))?.outcome
}

/**
 * A result the question claims of the first team it names, to be confirmed or corrected (issue #17 item 4): "did A
 * beat B?", "A beat B 3-0, right?", "confirm A lost to B", "A 2-0'd B in the semis didn't they". The score is the
 * first team's first ("lost 0-2" → [0, 2]).
 */
export interface ResultClaim {
  won: boolean
  score?: [number, number]
}

const CLAIMS_WIN =
  /\b(beat|beats|beaten|beating|defeat(s|ed|ing)?|won (against|over|vs|versus)|win (against|over|vs|versus)|swept|sweep|(got|get) past|knock(ed)? out|eliminated?|\d+ ?- ?\d+'?d)\b|\b(take|took|win|won)\b.*\b(against|vs|versus|over)\b|\b\d+ ?[-:] ?\d+ (win |victory |sweep )?over\b/
const CLAIMS_LOSS =
  /\b(lose|lost|losing|fall|fell)( [\w']+){0,5} (to|against|vs|versus)\b|\b(beaten|defeated|swept|eliminated|knocked out) by\b|\b\d+ ?[-:] ?\d+ (loss|defeat) (to|against|vs|versus)\b/
/** A yes/no shape: "did …", "confirm …", "is it true …", or a tag at the end ("…, right?", "… didn't they"). */
const YES_NO =
  /^([^:?]+: )?(did|didn't|do|does|was|wasn't|were|is|isn't|has|hasn't|have|had|confirm|so|is it true|am i right)\b|\b(right|yes|correct|true|yeah|no|confirm|didn'?t (they|he|she|it|we)|did they not|wasn'?t (it|he|she)|weren'?t they|isn'?t (it|that( so)?)|haven'?t they|hasn'?t (he|she|it)|huh|eh|non|nao|ne|verdad|cierto|vrai|oder|nicht wahr)\s*[?!.]*$/

/**
 * A result taken for granted rather than asked: "why did A beat B …", "how come A lost to B", "how did A beat B in
 * the semi": judged as a claim is, the verdict first.
 */
const TAKEN_FOR_GRANTED = /^(why|how come|how did|how were|how was|what made)\b/

/**
 * A clause that states a fact before asking something else, whatever verb the fact has: "since A beat B in the
 * final, …", "after A won X, …", "now that A came 3rd", "given A's 2-0 over B", "i heard A beat B", "congrats to A
 * for winning X". The fact is a claim, judged first.
 */
const PREMISE_WORDS =
  'since|after|now that|given( that)?|considering( that)?|seeing (as|that)|as|because|cause|cuz|with|once'
const HEARD_WORDS =
  'i heard|i read|heard that|apparently|i saw|i know|congrats to|congratulations to|shout ?out to|props to|well done'
const PREMISE_CLAUSE = new RegExp(
  String.raw`(^|[,;:]\s*|\b(and|so|but)\s+)(${PREMISE_WORDS})\s+\S|\b(${HEARD_WORDS})\b`,
)
const OPENS_WITH_PREMISE = new RegExp(String.raw`^(${PREMISE_WORDS}|${HEARD_WORDS})\s+\S`)

/**
 * Whether a question opens by stating something before it asks ("since A beat B in the final, who …", "after A won
 * X, when …", "i heard A came 3rd, …"): the statement is a part of its own, a claim judged first (parts.ts).
 */
export function opensWithPremise(text: string): boolean {
  return OPENS_WITH_PREMISE.test(normalizeText(text).replace(/^[¿¡\s]+/, ''))
}

/** A score won or lost over someone, said of the first team ("A's 2-0 over B", "A's 1-2 loss to B"). */
const SCORE_OVER = /\b\d+ ?[-:] ?\d+ (win |victory |sweep |loss |defeat )?(over|against|vs|versus|to)\b/

/** YES_NO over a question without the English cues a question in another language ends with (language.ts). */
function isYesOrNo(lower: string): boolean {
  return YES_NO.test(lower.replace(/\s*\([^()]*\)\s*$/, ''))
}

/** Whether a question asks for a yes or a no ("did …", "is …", "…, right?", "… didn't they"). */
export function asksYesOrNo(text: string): boolean {
  return isYesOrNo(normalizeText(text).replace(/^[¿¡\s]+/, ''))
}

/**
 * A place in a table the question claims of its team ("A topped the group, yes?", "A came 3rd in X, right?", "since
 * A were runner-up at X, …"), to be confirmed or corrected: first, last or a place by its number.
 */
export type PlaceClaim = 'first' | 'last' | number

export function placeClaim(text: string): PlaceClaim | undefined {
  const lower = normalizeText(text).replace(/^[¿¡\s]+/, '')
  // In Spanish, Portuguese, French and German a statement with a question mark asks yes or no ("o A ficou em
  // terceiro?", "wurde A Zweiter?"): the place it states is read from the English cue language.ts adds.
  const statedElsewhere = /\(([^()]*, )?came (second|third)(, [^()]*)?\)\s*$/.test(lower)
  if (!isYesOrNo(lower) && !PREMISE_CLAUSE.test(lower) && !statedElsewhere) return undefined
  const place = placeClaimed(lower)
  if (place !== undefined) return place === 1 ? 'first' : place
  if (
    /\b(topped|top of|tops? (the|their|its|that) (group|table|standings|league)|finish(ed)? (first|top)|came (out )?(first|top)|first place|won the (group|table|standings))\b/.test(
      lower,
    )
  )
    return 'first'
  if (/\b(bottom of|finish(ed)? (last|bottom)|came last|last place|bottomed)\b/.test(lower)) return 'last'
  return undefined
}

/** Words that say a team won an event: "won X", "on their way to winning X", "the X champs", "their title". */
const EVENT_WIN =
  /\b(won|wins|winning|took|lifted|clinched|champs?|champions?|title|trophy|crowned)\b|\b(did|does|do) \w+( \w+){0,3} win\b/
/** The win of a game, map, match, series, group or table, or "won against B": not an event's. */
const NOT_AN_EVENT_WIN =
  /\b(won|wins|winning|took)( (the|a|an|their|its|his|her|one|two|three|\d+|every|all|both|most|more))? (games?|maps?|match(es)?|series|rounds?|groups?|table|standings|regular season|opening|first|second|last|pistol)\b|\b(won|wins|winning) (against|over|vs|versus|by|it|them)\b/
/** A question asking who won, rather than saying who did. */
const ASKS_WINNER =
  /\bwho (won|wins|took|takes|lifted|claimed)\b|\b(which|what) (\w+ )?(team|side|squad|one)s? (won|wins|took|takes|lifted|claimed)\b|\bwinners?\b/

/**
 * "Confirm A won the X playoffs", "A took the X title, right?": a claim that the team named won the event named.
 * A win taken for granted is one too (decision 040 round 9): "why did A win X so easily", "A won X, who did they beat
 * in the final", "since A are the X champs", "how many maps did A drop on their way to winning X".
 */
export function eventWinClaim(text: string): boolean {
  const lower = normalizeText(text).replace(/^[¿¡\s]+/, '')
  if (isYesOrNo(lower) && /\b(won|win|wins|took|take|lifted|champions?|title)\b/.test(lower)) return true
  return EVENT_WIN.test(lower) && !NOT_AN_EVENT_WIN.test(lower) && !ASKS_WINNER.test(lower)
}

/**
 * "A beat B in the X final" (the first team named won it), "A lost to B in the grand final" (the second): a claim
 * about who won an event's final.
 */
export function finalWinClaim(text: string): 'first' | 'second' | undefined {
  const lower = normalizeText(text)
  if (roundAsked(lower)?.label !== 'grand final') return undefined
  // "Who beat them in the final?" asks who did; it claims nothing.
  if (/\bwho (beat|beats|defeated|swept|knocked|eliminated|did \w+ (beat|lose to))\b/.test(lower))
    return undefined
  if (CLAIMS_LOSS.test(lower)) return 'second'
  return CLAIMS_WIN.test(lower) ? 'first' : undefined
}

export function resultClaim(text: string): ResultClaim | undefined {
  const lower = normalizeText(text).replace(/^[¿¡\s]+/, '')
  if (
    !isYesOrNo(lower) &&
    !TAKEN_FOR_GRANTED.test(lower) &&
    !PREMISE_CLAUSE.test(lower) &&
    !SCORE_OVER.test(lower)
  )
    return undefined
  // "Do you think A beats B next time?", "is A going to beat B?": a meeting ahead, not a result to judge.
  if (AHEAD.test(lower) && !PAST.test(lower)) return undefined
  const lost = CLAIMS_LOSS.test(lower)
  if (!lost && !CLAIMS_WIN.test(lower)) return undefined
  const scored = lower.match(/\b(\d+) ?[-:] ?(\d+)(?!\d)/)
  const high = scored ? Math.max(Number(scored[1]), Number(scored[2])) : undefined
  const low = scored ? Math.min(Number(scored[1]), Number(scored[2])) : undefined
  const score: [number, number] | undefined =
    high === undefined || low === undefined || high === low ? undefined : lost ? [low, high] : [high, low]
  return { won: !lost, ...(score ? { score } : {}) }
}
