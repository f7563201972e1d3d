import { keywordPattern } from '#shared/domain/text-match'
import { collapseLines, GAP } from './plain-text'

// §9 entity extraction of the in-browser fallback summary: teams, players, tournaments, skins and ranking criteria
// named in plain text. Plain-text heuristics, documented rule by rule; each list is in order of first appearance,
// without repeats (ignoring case), and cut to its §9 limit. Names are substrings of the source.

/** §9 extraction limits. */
const EXTRACTION_LIMITS = {
  teams: 5,
  players: 3,
  tournaments: 2,
  skins: 6,
  rankingCriteria: 4,
} as const
/** §9: players are 2-16 characters each. */
const PLAYER_NAME_MIN_LENGTH = 2
const PLAYER_NAME_MAX_LENGTH = 16

export interface StoryEntities {
  teams: string[]
  players: string[]
  tournaments: string[]
  skins: string[]
  rankingCriteria: string[]
}

// A capitalised word: "Northwind", "Seo-yeon", "AWPer", "CS2", "Björn". Full stops are left out, so a
// word at the end of a sentence does not carry its period.
const CAP_WORD = "\\p{Lu}[\\p{L}\\p{N}'’&-]*"
// One to four capitalised words, not starting inside a word.
const NAME = `(?<![\\p{L}\\p{N}'’-])${CAP_WORD}(?:${GAP}${CAP_WORD}){0,3}`
// "A", "A, B", "A and B", "A, B and C".
const NAME_LIST = `${NAME}(?:(?:,${GAP}|,?${GAP}and${GAP})${NAME})*`

// Words that start a capitalised run at a sentence start without being part of the name
// ("The Wolves", "Underdogs Moonwake Collective", "Top seeds ...").
const LEADING_WORDS = new Set(
  (
    'the a an this that these those their his her its our your my top former veteran underdogs favourites ' +
    'favorites hosts rivals defending new reigning'
  ).split(' '),
)

// Words that make a capitalised run a game, an event or a date rather than a team.
const GAME_WORDS = new Set(
  (
    'cs2 cs cs:go csgo counter-strike lol league legends dota dota2 valorant apex overwatch ow2 vct lck lpl lec ' +
    'lcs lta msi iem esl blast pgl algs owcs dpc'
  ).split(' '),
)
const TOURNAMENT_WORDS = [
  'Major',
  'Masters',
  'Championship',
  'Championships',
  'League',
  'Cup',
  'Open',
  'Invitational',
  'Challengers',
  'Gauntlet',
  'Series',
  'Finals',
  'Premier',
  'Classic',
  'Showdown',
  'Trophy',
] as const
const TOURNAMENT_WORD_SET = new Set(TOURNAMENT_WORDS.map((w) => w.toLowerCase()))
const CALENDAR_WORDS = new Set(
  (
    'monday tuesday wednesday thursday friday saturday sunday january february march april may june july ' +
    'august september october november december'
  ).split(' '),
)

function words(name: string): string[] {
  return name.split(/\s+/).filter(Boolean)
}

/** Leading filler words dropped, a possessive "'s" and stray hyphens removed. */
function tidyName(raw: string): string {
  const parts = words(raw.replace(/['’]s$/u, '').replace(/-+$/, ''))
  while (parts.length > 0 && LEADING_WORDS.has((parts[0] ?? '').toLowerCase())) parts.shift()
  return parts.join(' ')
}

function pushUnique(list: string[], name: string, limit: number): void {
  if (list.length >= limit) return
  const key = name.toLowerCase()
  // "Wolves" after "Northwind Wolves" (or the other way round) is the same team named twice.
  const padded = ` ${key} `
  if (
    list.some(
      (kept) => ` ${kept.toLowerCase()} `.includes(padded) || padded.includes(` ${kept.toLowerCase()} `),
    )
  )
    return
  list.push(name)
}

interface Found {
  index: number
  name: string
}

function byPosition(found: Found[]): Found[] {
  return [...found].sort((a, b) => a.index - b.index)
}

// Players.
// Rule 1: a quoted handle between a first and a last name, the usual esports form: Mateo "sparrow" Quintana
// → sparrow. Rule 2: a capitalised name (one or two words) right after a playing role: "mid laner Lumi",
// "analyst"-style staff roles are left out, and a name followed by a quoted handle is rule 1's.
const QUOTED_HANDLE = new RegExp(
  `(\\p{Lu}[\\p{L}'’-]+(?:${GAP}\\p{Lu}[\\p{L}'’-]+)?)${GAP}["“]([^"“”\\s]+)["”]${GAP}(\\p{Lu}[\\p{L}'’-]+(?:${GAP}\\p{Lu}[\\p{L}'’-]+)?)`,
  'gu',
)
// A role may open the sentence ("Mid laner Lumi ..."), so its first letter may be a capital.
const PLAYER_ROLES = (
  'mid laner|top laner|jungler|support|carry|offlaner|AWPer|rifler|entry fragger|duelist|initiator|controller|' +
  'sentinel|in-game leader|IGL|captain|star|player'
)
  .split('|')
  .map((role) => `[${role.charAt(0).toUpperCase()}${role.charAt(0)}]${role.slice(1)}`)
  .join('|')
const ROLE_NAME = new RegExp(
  `(?<![\\p{L}])(?:${PLAYER_ROLES})${GAP}(\\p{Lu}[\\p{L}'’-]+)(${GAP}\\p{Lu}[\\p{L}'’-]+)?(${GAP}["“])?`,
  'gu',
)

interface PlayerScan {
  players: string[]
  /** First and last names of players, so a player's surname is not taken for a team. */
  nameWords: Set<string>
}

function scanPlayers(text: string): PlayerScan {
  const found: Found[] = []
  const nameWords = new Set<string>()
  for (const m of text.matchAll(QUOTED_HANDLE)) {
    for (const w of words(`${m[1]} ${m[3]}`)) nameWords.add(w.toLowerCase())
    found.push({ index: m.index, name: m[2] ?? '' })
  }
  for (const m of text.matchAll(ROLE_NAME)) {
    if (m[3]) continue
    const name = `${m[1]}${m[2] ?? ''}`
    for (const w of words(name)) nameWords.add(w.toLowerCase())
    found.push({ index: m.index, name })
  }
  const players: string[] = []
  for (const { name } of byPosition(found)) {
    if (name.length < PLAYER_NAME_MIN_LENGTH || name.length > PLAYER_NAME_MAX_LENGTH) continue
    if (GAME_WORDS.has(name.toLowerCase())) continue
    pushUnique(players, name, EXTRACTION_LIMITS.players)
  }
  return { players, nameWords }
}

/** §9: players mentioned, at most 3, each 2-16 characters (handles such as "sparrow", or role + name). */
export function extractPlayers(text: string): string[] {
  return scanPlayers(collapseLines(text)).players
}

// Tournaments: one to three capitalised words followed by an event word ("Frostline Masters", "Meridian
// Cup", "Harbor City Open", "ESL Pro League"), never "League of Legends"; plus "The International" and
// "Worlds", which name themselves. A lone event word ("the Major") is not a name.
const TOURNAMENT_NAME = new RegExp(
  `(?<![\\p{L}\\p{N}'’-])((?:${CAP_WORD}${GAP}){1,3}(?:${TOURNAMENT_WORDS.join('|')}))(?![\\p{L}\\p{N}])(?!${GAP}of${GAP}Legends)`,
  'gu',
)
const SELF_NAMED_EVENTS = /(?<![\p{L}])(The International|Worlds)(?![\p{L}])/gu

/** §9: tournaments mentioned, at most 2. */
export function extractTournaments(text: string): string[] {
  const clean = collapseLines(text)
  const found: Found[] = []
  for (const m of clean.matchAll(TOURNAMENT_NAME)) {
    const parts = words(tidyName(m[1] ?? ''))
    while (parts.length > 0 && GAME_WORDS.has((parts[0] ?? '').toLowerCase())) parts.shift()
    if (parts.length >= 2) found.push({ index: m.index, name: parts.join(' ') })
  }
  for (const m of clean.matchAll(SELF_NAMED_EVENTS)) found.push({ index: m.index, name: m[1] ?? '' })
  const tournaments: string[] = []
  for (const { name } of byPosition(found)) pushUnique(tournaments, name, EXTRACTION_LIMITS.tournaments)
  return tournaments
}

// Teams: a capitalised run (or a list of them) in a team's grammatical place.
// Rule 1, subject: before a result or roster verb, "Solar Flare beat ...", "Nightjar release ...",
// "Ninefold have signed ..." (a plural "have" is how news copy speaks of a team; "has" is left out because
// it usually follows a person). Rule 2, object: after "vs", a result verb, "over", "against", "from",
// "join(s)", "leaves", "face(s)", "meet(s)", "crush(es)", "eliminate(s)" or "between": "... win over Nightjar",
// "... from Saltmarsh Esports".
// A run is not a team when it holds a game, event or calendar word, or only a player's own names.
const SUBJECT_VERBS =
  'win|wins|won|beat|beats|defeat|defeats|defeated|edge|edges|stun|stuns|shock|shocks|sweep|sweeps|swept|crush|crushes|' +
  'eliminate|eliminates|eliminated|locks\\s+in|sign|signs|bench|benches|release|releases|hire|hires|extend|extends|promote|promotes|launch|' +
  'launches|clinch|clinches|qualify|qualifies|qualified|advance|advances|advanced|face|faces|meet|meets|' +
  'vs\\.?|v\\.?|versus|have'
const OBJECT_TRIGGERS =
  'vs\\.?|v\\.?|versus|beat|beats|beating|defeat|defeats|defeated|edge|edges|stun|stuns|sweep|sweeps|crush|crushes|' +
  'crushed|eliminate|eliminates|eliminated|over|' +
  'against|from|join|joins|joined|leaves|face|faces|meet|meets|between|' +
  // The winner of a result told in the passive: "Crimson Lanterns swept by Jade Meridian".
  '(?:swept|beaten|defeated|edged|stunned|shocked|crushed|eliminated|upset)\\s+by'
const TEAM_SUBJECT = new RegExp(`(${NAME_LIST})${GAP}(?:${SUBJECT_VERBS})(?![\\p{L}\\p{N}])`, 'gu')
const TEAM_OBJECT = new RegExp(`(?<![\\p{L}])(?:${OBJECT_TRIGGERS})${GAP}(${NAME_LIST})`, 'gu')
const LIST_SEPARATOR = /,[^\S\n]+|,?[^\S\n]+and[^\S\n]+/

function isTeamName(name: string, playerWords: ReadonlySet<string>): boolean {
  const parts = words(name).map((w) => w.toLowerCase())
  if (parts.length === 0) return false
  if (parts.some((w) => GAME_WORDS.has(w) || TOURNAMENT_WORD_SET.has(w) || CALENDAR_WORDS.has(w)))
    return false
  return !parts.every((w) => playerWords.has(w))
}

// A headline in title case ("Ember Hollow Crushes Stormglass 2-0 In Skyforge") puts its verb, and the small words
// after the names, inside the capitalised run, where neither rule sees them. Such a word right after a capitalised
// word is read in lower case (same length, so every index stays the text's). Not "From": in title case it is as often
// followed by a place or a common noun ("Retires From Professional Play") as by a team. The adverbs of phrasal verbs
// ("Edge Out", "Steps Down") are small words too, so what follows them is not read as the beaten side.
const TITLE_CASE_SMALL_WORDS = [
  'in',
  'at',
  'on',
  'of',
  'to',
  'for',
  'with',
  'after',
  'before',
  'the',
  'and',
  'vs',
  'out',
  'down',
  'up',
  'off',
  'away',
]
const CAPITALISED_VERBS = [
  ...SUBJECT_VERBS.split('|'),
  ...OBJECT_TRIGGERS.split('|').filter((word) => word !== 'from'),
  ...TITLE_CASE_SMALL_WORDS,
]
  .filter((word) => /^[a-z]+$/.test(word))
  .map((word) => word[0]!.toUpperCase() + word.slice(1))
const HEADLINE_VERB = new RegExp(
  `(?<=${CAP_WORD}${GAP})(?:${[...new Set(CAPITALISED_VERBS)].join('|')})(?![\\p{L}\\p{N}])`,
  'gu',
)

function scanTeams(text: string, playerWords: ReadonlySet<string>): string[] {
  const found: Found[] = []
  const read = text.replace(HEADLINE_VERB, (word) => word.toLowerCase())
  for (const pattern of [TEAM_SUBJECT, TEAM_OBJECT]) {
    for (const m of read.matchAll(pattern)) {
      const list = m[1] ?? ''
      const offset = m.index + m[0].indexOf(list)
      let cursor = 0
      for (const raw of list.split(LIST_SEPARATOR)) {
        const at = list.indexOf(raw, cursor)
        cursor = at + raw.length
        const name = tidyName(raw)
        if (isTeamName(name, playerWords)) found.push({ index: offset + at, name })
      }
    }
  }
  const teams: string[] = []
  for (const { name } of byPosition(found)) pushUnique(teams, name, EXTRACTION_LIMITS.teams)
  return teams
}

/** §9: teams mentioned, at most 5. */
export function extractTeams(text: string): string[] {
  const clean = collapseLines(text)
  return scanTeams(clean, scanPlayers(clean).nameWords)
}

// Skin names: a capitalised run right before "skin(s)", "bundle", "collection" or "finish"
// ("Dragonfire Vandal skin"), or a quoted name before "skin" ("the "Neon Tide" skin").
const SKIN_NAME = new RegExp(
  `((?:${CAP_WORD}${GAP}){1,4})(?:skins?|bundles?|collections?|finish)(?![\\p{L}])|["“]([^"“”]{2,40})["”]${GAP}skins?(?![\\p{L}])`,
  'gu',
)

/** §9: skin names, at most 6. */
export function extractSkinNames(text: string): string[] {
  const skins: string[] = []
  for (const m of collapseLines(text).matchAll(SKIN_NAME)) {
    const name = m[2] ? m[2].trim() : tidyName((m[1] ?? '').trim())
    if (name && !GAME_WORDS.has(name.toLowerCase())) pushUnique(skins, name, EXTRACTION_LIMITS.skins)
  }
  return skins
}

// Ranking criteria: the qualities cosmetic rankings are judged on, named in the text.
const RANKING_CRITERIA: readonly { name: string; pattern: RegExp }[] = [
  { name: 'price', pattern: keywordPattern(['price[sd]?', 'cost(?:s)?']) },
  { name: 'value', pattern: keywordPattern(['value']) },
  { name: 'rarity', pattern: keywordPattern(['rarity', 'rare']) },
  { name: 'popularity', pattern: keywordPattern(['popularity', 'popular']) },
  { name: 'design', pattern: keywordPattern(['designs?']) },
  { name: 'animations', pattern: keywordPattern(['animations?']) },
  { name: 'visual effects', pattern: keywordPattern(['visual\\s+effects', 'vfx', 'effects']) },
  { name: 'sound', pattern: keywordPattern(['sounds?', 'audio']) },
  { name: 'colours', pattern: keywordPattern(['colou?rs?', 'colou?rways?']) },
  { name: 'detail', pattern: keywordPattern(['details?', 'detailing']) },
]

/** §9: ranking criteria named in the text, at most 4, in order of first appearance. */
export function extractRankingCriteria(text: string): string[] {
  return RANKING_CRITERIA.map(({ name, pattern }) => ({ name, index: text.search(pattern) }))
    .filter(({ index }) => index >= 0)
    .sort((a, b) => a.index - b.index)
    .slice(0, EXTRACTION_LIMITS.rankingCriteria)
    .map(({ name }) => name)
}

/** §9 extraction with its limits: teams ≤ 5, players ≤ 3, tournaments ≤ 2, skins ≤ 6, ranking criteria ≤ 4. */
export function extractEntities(text: string): StoryEntities {
  const clean = collapseLines(text)
  const { players, nameWords } = scanPlayers(clean)
  return {
    teams: scanTeams(clean, nameWords),
    players,
    tournaments: extractTournaments(clean),
    skins: extractSkinNames(clean),
    rankingCriteria: extractRankingCriteria(clean),
  }
}
