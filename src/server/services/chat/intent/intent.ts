import { GAME_SLUGS, type GameSlug } from '#shared/domain/games'
import { COMMON_WORDS } from '#server/ai/common-words'

// How the chat reads a question (issue 6 item 3), as plain functions over plain data: which games and intents it
// mentions, which words to look names up with, which of the looked-up teams, players and tournaments it really
// names, and which look-ups answer it. No I/O here; retrieval.ts runs the look-ups.
//
// The rules, in short:
// - Words are letters and digits; case, accents and possessives ("Nine's") do not matter.
// - A game is named by cs2 / cs / cs:go / counter-strike, lol / league of legends, dota / dota 2, valorant / vct.
// - An intent is named by the phrases in INTENT_RULES (e.g. "who plays for", "next match", "how did", "latest").
// - A team is named by its full name or slug (strong), its acronym (uppercase when the acronym is also an English
//   word, so "vow" is not Vistula Owls but "VOW" is), or one distinctive word of its name ("Wolves"): at least 4
//   letters, not an everyday word, no other team's, and not part of another name ("Kestrel Row" is not Kestrel
//   Nine: a capitalised neighbour that is not in the team's name vetoes it).
// - A player is named by the in-game name, or the real name (first and last), or a capitalised last name no other
//   candidate shares.
// - A tournament is named by its league's name ("Longship Masters") or one distinctive word of it; stage and
//   season words ("main event", "winter") choose among the league's tournaments, else the current one, else the
//   next, else the latest.
// - Words already taken by a stronger name are not reused for a weaker one.

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

export interface QuestionToken {
  /** As written. */
  raw: string
  /** Lowercase, accents folded: the form every comparison uses. */
  word: string
  /** Position among the tokens. */
  index: number
  /** Written with a capital first letter. */
  capitalized: boolean
}

export interface ParsedQuestion {
  question: string
  /** Lowercase, apostrophes unified, single spaces: what the intent and game rules read. */
  text: string
  tokens: QuestionToken[]
  games: GameSlug[]
  intents: ChatIntent[]
  /** Words to find candidate teams, players and tournaments with (no stop words, no game words). */
  lookupWords: string[]
  /** Words and numbers to search articles with when no name answers the question (no intent or game words). */
  keywords: string[]
}

// ---------------------------------------------------------------------------------------------------------
// Words.

/** Function words and the words of asking; never names, never worth searching for. */
const STOP_WORDS = new Set(
  `a about above after again against all also am an and any anything are as at be been before being below between
  both but by can could did do does doing done down during each else ever few for from further get gets got had has
  have having he her here hers him his how i if in into is it its itself just know let like me more most my no nor
  not now of off on once only or other our ours out over own please same she should so some something such tell
  than that the their theirs them then there these they this those through to too under until up us very was we
  were what whats when where which while who whom whos why will with would you your yours s t re ve ll d m im ill
  id yes ok okay hey hi hello thanks thank give show find look any anyone someone there's whats right currently
  bo5 site database chat`
    .split(/\s+/)
    .filter(Boolean),
)

/** Words that describe what is asked rather than what it is about: left out of article searches. */
const INTENT_WORDS = new Set(
  `roster rosters lineup lineups line squad squads players player play plays playing played next upcoming schedule
  scheduled fixture fixtures match matches game games series when result results score scores scored last recent
  recently form doing performing performance perform win wins won winning beat beaten lose loses lost losing loss
  losses record streak rate rates rating news latest headlines headline article articles story stories update
  updates happened happening happen new based location located country tier tiers where team teams role roles
  position positions real name names tournament tournaments event events member members who face facing faces
  against opponent opponents versus vs time date day days week today tomorrow yesterday going good bad best top
  strongest ranking rankings ranked rank stats statistics stat info information details about tell current current
  compete competing competes does`
    .split(/\s+/)
    .filter(Boolean),
)

/**
 * Short everyday words (and chat shorthand) that team acronyms and handles often spell: in lowercase they are
 * read as words, not names ("I vow to…" is not Vistula Owls, "VOW" is). COMMON_WORDS covers longer words.
 */
const SHORT_WORDS = new Set(
  `ace act add age ago aid aim air all and ant any ape apt arc are ark arm art ash ask ate awe axe bad bag ban bar
  bat bay bed bee beg bet bid big bin bit bog bow box boy bud bug bun bus but buy bye cab can cap car cat cow cry cub
  cue cup cut dad dam day den dew did die dig dim dip doe dog don dot dry due dug dye ear eat ebb egg ego elf elk
  elm end era eve eye fan far fat fax fed fee few fig fin fir fit fix fly foe fog for fox fry fun fur gag gap gas gel
  gem get gig gin god got gum gun gut guy gym had ham has hat hay hem hen her hey hid him hip his hit hog hop hot how
  hub hue hug hum hut ice icy ill imp ink inn ion its ivy jab jam jar jaw jet job jog joy jug keg key kid kin kit lab
  lad lag lap law lay led leg let lid lie lip lit log lot low mad man map mat may men met mid mix mob mom mop mud mug
  nag nap net new nil nip nod nor not now nun nut oak oar oat odd off oil old one opt orb ore our out owe owl own pad
  pal pan pat paw pay pea peg pen pet pie pig pin pit ply pod pop pot pro pub pun pup put rag ram ran rap rat raw ray
  red rib rid rig rim rip rob rod rot row rub rug run rut sad sag sat saw say sea see set sew she shy sin sip sir sit
  six ski sky sly sob sod son soy spa spy sub sum sun tab tag tan tap tar tax tea ten the tie tin tip toe ton too top
  toy try tub tug two urn use van vat vet via vie vow wag war was wax way web wed wet who why wig win wit woe wok won
  woo wow yak yam yen yes yet you zap zen zip zoo pls plz thx lol gg wp ez avg tbh imo btw omg idk`
    .split(/\s+/)
    .filter(Boolean),
)

/** Words a team name often carries that say nothing about which team it is. */
const GENERIC_NAME_WORDS = new Set(['team', 'gaming', 'esports', 'esport', 'club', 'academy', 'the', 'squad'])

/** Lowercase, accents folded ("Nyström" → "nystrom", "Kalniņš" → "kalnins"). */
export function foldWord(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .replace(/ø/gi, 'o')
    .replace(/æ/gi, 'ae')
    .replace(/ß/g, 'ss')
    .replace(/ł/gi, 'l')
    .replace(/ı/g, 'i')
    .toLowerCase()
}

/** The words of a text, folded: "Northwind-Wolves" → ["northwind", "wolves"]. */
export function wordsOf(text: string): string[] {
  return foldWord(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
}

/** The question's tokens; a possessive "'s" is dropped ("Nine's" → "Nine"). */
export function tokenize(question: string): QuestionToken[] {
  const cleaned = question.replace(/[’‘`´]/g, "'").replace(/(\p{L})'s?\b/gu, '$1')
  const tokens: QuestionToken[] = []
  for (const match of cleaned.matchAll(/[\p{L}\p{N}]+/gu)) {
    const raw = match[0]
    for (const word of wordsOf(raw)) {
      tokens.push({ raw, word, index: tokens.length, capitalized: /^\p{Lu}/u.test(raw) })
    }
  }
  return tokens
}

function isEverydayWord(word: string): boolean {
  return STOP_WORDS.has(word) || COMMON_WORDS.has(word) || INTENT_WORDS.has(word) || SHORT_WORDS.has(word)
}

// ---------------------------------------------------------------------------------------------------------
// Games.

// Whole-word aliases of the four games (spec §3 registry, §9 detection vocabulary). "league" alone is not LoL:
// leagues of every game carry the word.
const GAME_PATTERNS: Readonly<Record<GameSlug, RegExp>> = {
  cs2: /(?<![\p{L}\p{N}])(cs ?2|cs:?go|counter[- ]?strike(?: ?2)?|cs)(?![\p{L}\p{N}])/u,
  lol: /(?<![\p{L}\p{N}])(lol|league of legends)(?![\p{L}\p{N}])/u,
  dota2: /(?<![\p{L}\p{N}])(dota ?2?|the international)(?![\p{L}\p{N}])/u,
  valorant: /(?<![\p{L}\p{N}])(valorant|valo|vct)(?![\p{L}\p{N}])/u,
}

/** Words that only name a game: not searched for, since the game is a tag filter instead. */
const GAME_WORDS = new Set([
  'cs',
  'cs2',
  'csgo',
  'go',
  'counter',
  'strike',
  'lol',
  'legends',
  'dota',
  'dota2',
  'valorant',
  'valo',
  'vct',
  '2',
])

/** The games a question names, in the registry's order. */
export function detectGames(text: string): GameSlug[] {
  const lower = normalizeText(text)
  return GAME_SLUGS.filter((game) => GAME_PATTERNS[game].test(lower))
}

function normalizeText(question: string): string {
  return foldWord(question)
    .replace(/[’‘`´]/g, "'")
    .replace(/\s+/g, ' ')
    .trim()
}

// ---------------------------------------------------------------------------------------------------------
// Intents.

/** Facts the site does not store (no column holds them), as the question may name them. */
const NOT_STORED: readonly { pattern: RegExp; topic: string }[] = [
  { pattern: /\bcoach(es|ing staff)?\b/, topic: 'coach' },
  { pattern: /\b(manager|general manager|gm)\b/, topic: 'manager' },
  { pattern: /\b(owners?|owns|owned by|ownership)\b/, topic: 'owner' },
  { pattern: /\bsponsor(s|ed|ship)?\b/, topic: 'sponsor' },
  { pattern: /\b(salar(y|ies)|paid|wages?|contract value|buyout)\b/, topic: 'salary' },
  { pattern: /\b(prize money|prize pool|earnings|earned|net worth|budget)\b/, topic: 'prize money' },
  { pattern: /\b(founded|formed|established|creation)\b/, topic: 'founding' },
  { pattern: /\b(map pool|best maps?|favou?rite maps?|map picks?)\b/, topic: 'map pool' },
  { pattern: /\b(how old|age|birthday|born)\b/, topic: 'age' },
  { pattern: /\b(twitter|instagram|twitch|youtube|social media|stream(s|ing)?)\b/, topic: 'social media' },
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
export const INTENT_RULES: readonly { intent: ChatIntent; pattern: RegExp }[] = [
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
      /\b(how did|last (match|game|series|result|outing|win|loss|victory|defeat|opponent)e?s?|last (\d+|few|couple of|two|three|four|five|ten) (matches|games|results|series)|(play|played|faced) last|who did .*\b(play|face)|recent (results?|matches|games)|results?|scores?|did .*\b(win|lose|beat)|beat|won|lost|previous (match|game))\b/,
  },
  {
    intent: 'form',
    pattern:
      /\b(form|doing|performing|performance|win ?rate|streak|record|in shape|how good|how strong|momentum)\b/,
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
      /\b(news|latest|headlines?|articles?|stor(y|ies)|happen(ed|ing)?|updates?|what's new|anything new|reports?|announce(d|ments?)?|transfers?|rumou?rs?)\b/,
  },
]

/** The intents a question names, in INTENT_RULES order. */
export function detectIntents(text: string): ChatIntent[] {
  const lower = normalizeText(text)
  return INTENT_RULES.filter(({ pattern }) => pattern.test(lower)).map(({ intent }) => intent)
}

// ---------------------------------------------------------------------------------------------------------
// The parsed question.

export function parseQuestion(question: string): ParsedQuestion {
  const tokens = tokenize(question)
  const text = normalizeText(question)
  const games = detectGames(question)
  const intents = detectIntents(question)
  const unique = (words: string[]) => [...new Set(words)]
  // Both the folded and the written form: the database's 'simple' vectors keep accents ("kalniņš").
  const lookupWords = unique(
    tokens
      .flatMap((t) => [t.word, t.raw.toLowerCase()])
      .filter((w) => !STOP_WORDS.has(w) && !GAME_WORDS.has(w) && (w.length >= 2 || /\d/.test(w))),
  )
  const keywords = unique(
    tokens
      .map((t) => t.word)
      .filter(
        (w) =>
          !STOP_WORDS.has(w) &&
          !INTENT_WORDS.has(w) &&
          !GAME_WORDS.has(w) &&
          !GENERIC_NAME_WORDS.has(w) &&
          (w.length >= 3 || /^\d{2,}$/.test(w)),
      ),
  )
  // Version numbers ("patch 7.42") stay whole, as the english parser indexes them.
  const versions = [...new Set(question.match(/\b\d+\.\d+[a-z]?\b/gi) ?? [])]
  const versionParts = new Set(versions.flatMap((v) => v.toLowerCase().split('.')))
  // "league of legends": "league" and "of" are ordinary words, "legends" is taken by the game.
  return {
    question,
    text,
    tokens,
    games,
    intents,
    lookupWords,
    keywords: [
      ...versions,
      ...keywords.filter((w) => !versionParts.has(w) && !(games.includes('lol') && w === 'league')),
    ],
  }
}

/**
 * The strongest search keywords: the ones that are not everyday English words (names, numbers, rare words), or
 * all of them when every one is an everyday word.
 */
export function searchKeywords(parsed: ParsedQuestion): string[] {
  const rare = parsed.keywords.filter((w) => !COMMON_WORDS.has(w))
  return rare.length ? rare : parsed.keywords
}

/** "northwind-wolves"-style slugs of every run of 2 to 4 words, to find a team by a slug typed as such. */
export function slugCandidates(parsed: ParsedQuestion): string[] {
  const words = parsed.tokens.map((t) => t.word)
  const slugs: string[] = []
  for (let size = 2; size <= 4; size += 1) {
    for (let i = 0; i + size <= words.length; i += 1) slugs.push(words.slice(i, i + size).join('-'))
  }
  return slugs.slice(0, 60)
}

// ---------------------------------------------------------------------------------------------------------
// Names.

export type MatchVia = 'name' | 'slug' | 'acronym' | 'partial' | 'ign' | 'real-name' | 'last-name' | 'league'

export interface EntityMatch<T> {
  entity: T
  /** 1 for a full name, lower for weaker evidence. */
  score: number
  via: MatchVia
  /** Token positions the name covers. */
  positions: number[]
}

/** A word without a plural ending, so "Condor" finds "Andes Condors" and "Lantern" "Crimson Lanterns". */
export function stem(word: string): string {
  return word.length > 4 ? word.replace(/(?<=[^s])(es|s)$/, '') : word
}

/** Start positions of `words` as a run in the tokens (plural endings aside), skipping claimed positions. */
function findRun(tokens: readonly QuestionToken[], words: readonly string[], claimed: ReadonlySet<number>) {
  const starts: number[] = []
  if (!words.length) return starts
  const stems = words.map(stem)
  for (let i = 0; i + words.length <= tokens.length; i += 1) {
    let ok = true
    for (let j = 0; j < words.length; j += 1) {
      if (stem(tokens[i + j]!.word) !== stems[j] || claimed.has(i + j)) {
        ok = false
        break
      }
    }
    if (ok) starts.push(i)
  }
  return starts
}

const range = (start: number, length: number) => Array.from({ length }, (_, i) => start + i)

/** A distinctive word of a name: long enough, not an everyday word, not a generic part of team names. */
function isDistinctive(word: string): boolean {
  return word.length >= 4 && !isEverydayWord(word) && !GENERIC_NAME_WORDS.has(word) && !GAME_WORDS.has(word)
}

/**
 * Whether a lone name word at `index` stands for the name: no neighbour belongs to another name, and no
 * capitalised neighbour (not the question's first word, not a stop, game or asking word) is missing from it.
 */
function loneWordStands(
  tokens: readonly QuestionToken[],
  index: number,
  ownWords: ReadonlySet<string>,
  otherNameWords: ReadonlySet<string>,
): boolean {
  for (const neighbour of [tokens[index - 1], tokens[index + 1]]) {
    if (!neighbour || ownWords.has(neighbour.word)) continue
    if (otherNameWords.has(neighbour.word) && isDistinctive(neighbour.word)) return false
    // A capitalised neighbour is another part of a proper name ("Kestrel Row"), unless it is a function word,
    // a game or a word of asking ("Is Kestrel Valorant's best?").
    const plainWord =
      STOP_WORDS.has(neighbour.word) || GAME_WORDS.has(neighbour.word) || INTENT_WORDS.has(neighbour.word)
    if (neighbour.capitalized && neighbour.index > 0 && !plainWord) return false
  }
  return true
}

function best<T>(matches: EntityMatch<T>[], key: (entity: T) => string): EntityMatch<T>[] {
  const byKey = new Map<string, EntityMatch<T>>()
  for (const match of matches) {
    const k = key(match.entity)
    const seen = byKey.get(k)
    if (!seen || match.score > seen.score) byKey.set(k, match)
  }
  // Strongest first; among equals, the one named first.
  return [...byKey.values()].sort(
    (a, b) => b.score - a.score || (a.positions[0] ?? 0) - (b.positions[0] ?? 0),
  )
}

export interface TeamLike {
  id: string
  name: string
  slug: string
  acronym: string | null
}

/** The candidate teams the question names, strongest first (see the rules at the top). */
export function matchTeams<T extends TeamLike>(
  parsed: ParsedQuestion,
  candidates: readonly T[],
  claimed: ReadonlySet<number> = new Set(),
): EntityMatch<T>[] {
  const { tokens } = parsed
  const matches: EntityMatch<T>[] = []
  const nameWords = new Map(candidates.map((team) => [team.id, wordsOf(team.name)]))
  for (const team of candidates) {
    const words = nameWords.get(team.id)!
    for (const start of findRun(tokens, words, claimed)) {
      matches.push({ entity: team, score: 1, via: 'name', positions: range(start, words.length) })
    }
    const slugWords = team.slug.split('-').filter(Boolean)
    if (slugWords.join(' ') !== words.join(' ')) {
      for (const start of findRun(tokens, slugWords, claimed)) {
        matches.push({ entity: team, score: 0.95, via: 'slug', positions: range(start, slugWords.length) })
      }
    }
    const acronym = team.acronym?.trim()
    if (acronym && acronym.length >= 2) {
      const folded = wordsOf(acronym)
      for (const start of findRun(tokens, folded, claimed)) {
        const raw = tokens.slice(start, start + folded.length).map((t) => t.raw)
        // An acronym that is also a word ("VOW", "HEM") counts only in capitals.
        const everyday = folded.length === 1 && isEverydayWord(folded[0]!)
        if (everyday && raw.join('') !== raw.join('').toUpperCase()) continue
        matches.push({ entity: team, score: 0.9, via: 'acronym', positions: range(start, folded.length) })
      }
    }
  }
  // A lone distinctive word, when no stronger match took it.
  const strong = new Set(matches.flatMap((m) => m.positions))
  const wordOwners = new Map<string, Set<string>>()
  for (const team of candidates) {
    for (const word of nameWords.get(team.id)!) {
      if (!wordOwners.has(word)) wordOwners.set(word, new Set())
      wordOwners.get(word)!.add(team.id)
    }
  }
  for (const team of candidates) {
    const own = new Set(nameWords.get(team.id)!)
    const others = new Set(candidates.filter((t) => t.id !== team.id).flatMap((t) => nameWords.get(t.id)!))
    for (const word of own) {
      if (!isDistinctive(word) || wordOwners.get(word)!.size > 1) continue
      for (const token of tokens) {
        if (stem(token.word) !== stem(word) || claimed.has(token.index) || strong.has(token.index)) continue
        if (!loneWordStands(tokens, token.index, own, others)) continue
        matches.push({ entity: team, score: 0.7, via: 'partial', positions: [token.index] })
      }
    }
  }
  return best(matches, (team) => team.id)
}

export interface PlayerLike {
  id: string
  name: string
  firstName: string | null
  lastName: string | null
}

/** The candidate players the question names, strongest first (see the rules at the top). */
export function matchPlayers<P extends PlayerLike>(
  parsed: ParsedQuestion,
  candidates: readonly P[],
  claimed: ReadonlySet<number> = new Set(),
): EntityMatch<P>[] {
  const { tokens } = parsed
  const matches: EntityMatch<P>[] = []
  const lastNameCount = new Map<string, number>()
  for (const player of candidates) {
    const last = wordsOf(player.lastName ?? '').join(' ')
    if (last) lastNameCount.set(last, (lastNameCount.get(last) ?? 0) + 1)
  }
  for (const player of candidates) {
    const ign = wordsOf(player.name)
    for (const start of findRun(tokens, ign, claimed)) {
      const raw = tokens[start]!
      // An in-game name that is also an everyday word ("Ace") counts only when written with a capital.
      if (ign.length === 1 && isEverydayWord(ign[0]!) && !raw.capitalized) continue
      matches.push({ entity: player, score: 1, via: 'ign', positions: range(start, ign.length) })
    }
    const first = wordsOf(player.firstName ?? '')
    const last = wordsOf(player.lastName ?? '')
    if (first.length && last.length) {
      for (const start of findRun(tokens, [...first, ...last], claimed)) {
        matches.push({
          entity: player,
          score: 0.95,
          via: 'real-name',
          positions: range(start, first.length + last.length),
        })
      }
    }
    if (last.length && lastNameCount.get(last.join(' ')) === 1 && last.join('').length >= 4) {
      for (const start of findRun(tokens, last, claimed)) {
        if (!tokens[start]!.capitalized || isEverydayWord(last[0]!)) continue
        matches.push({ entity: player, score: 0.6, via: 'last-name', positions: range(start, last.length) })
      }
    }
  }
  return best(matches, (player) => player.id)
}

export interface TournamentLike {
  id: string
  name: string
  leagueName: string | null
  beginAt: Date | null
  endAt: Date | null
}

/** When a tournament runs relative to now: 0 running, 1 upcoming, 2 finished (the preferred order). */
function timeRank(t: TournamentLike, now: Date): number {
  const begin = t.beginAt?.getTime() ?? Number.NaN
  const end = t.endAt?.getTime() ?? Number.NaN
  if (begin <= now.getTime() && now.getTime() <= end) return 0
  if (begin > now.getTime()) return 1
  return 2
}

/**
 * The candidate tournaments the question names, best first: by how much of the name it gives (the league's name,
 * then its stage and season words), then running before upcoming before finished, then the nearest in time.
 */
export function matchTournaments<T extends TournamentLike>(
  parsed: ParsedQuestion,
  candidates: readonly T[],
  now: Date,
  claimed: ReadonlySet<number> = new Set(),
): EntityMatch<T>[] {
  const { tokens } = parsed
  const present = new Set(tokens.filter((t) => !claimed.has(t.index)).map((t) => t.word))
  const leagueOwners = new Map<string, Set<string>>()
  for (const t of candidates) {
    for (const word of wordsOf(t.leagueName ?? t.name)) {
      if (!leagueOwners.has(word)) leagueOwners.set(word, new Set())
      leagueOwners.get(word)!.add(foldWord(t.leagueName ?? t.name))
    }
  }
  const matches: { match: EntityMatch<T>; extra: number }[] = []
  for (const t of candidates) {
    const league = wordsOf(t.leagueName ?? t.name)
    const nameWords = wordsOf(t.name)
    let score = 0
    let positions: number[] = []
    const runs = [...findRun(tokens, nameWords, claimed)]
    if (runs.length) {
      score = 1.1
      positions = range(runs[0]!, nameWords.length)
    } else {
      const leagueRun = findRun(tokens, league, claimed)[0]
      if (leagueRun !== undefined) {
        score = 1
        positions = range(leagueRun, league.length)
      } else {
        // One distinctive word of the league's name that no other league has ("Longship").
        const lone = tokens.find(
          (tok) =>
            !claimed.has(tok.index) &&
            league.includes(tok.word) &&
            isDistinctive(tok.word) &&
            leagueOwners.get(tok.word)?.size === 1,
        )
        if (lone) {
          score = 0.7
          positions = [lone.index]
        }
      }
    }
    if (!score) continue
    // Stage and season words ("main event", "winter", "playoffs") beyond the league's name.
    const extraWords = nameWords.filter((w) => !league.includes(w) && !/^\d+$/.test(w))
    const extra = extraWords.filter((w) => present.has(w)).length
    matches.push({ match: { entity: t, score, via: 'league', positions }, extra })
  }
  const distance = (t: T) =>
    Math.abs((t.beginAt?.getTime() ?? Number.POSITIVE_INFINITY) - now.getTime()) || Number.POSITIVE_INFINITY
  matches.sort(
    (a, b) =>
      b.match.score - a.match.score ||
      b.extra - a.extra ||
      timeRank(a.match.entity, now) - timeRank(b.match.entity, now) ||
      distance(a.match.entity) - distance(b.match.entity),
  )
  return matches.map((m) => m.match)
}

// ---------------------------------------------------------------------------------------------------------
// The plan: which look-ups answer the question.

export type Lookup<Team, Player, Tournament> =
  | { kind: 'team-profile'; team: Team; weight: number }
  | { kind: 'roster'; team: Team; weight: number }
  | { kind: 'next-match'; team: Team; opponent?: Team; weight: number }
  | { kind: 'recent-matches'; team: Team; opponent?: Team; only?: 'win' | 'loss'; weight: number }
  | { kind: 'not-stored'; topic: string; subject: { team: Team } | { player: Player }; weight: number }
  | { kind: 'form'; team: Team; weight: number }
  | { kind: 'team-news'; team: Team; weight: number }
  | { kind: 'player-profile'; player: Player; weight: number }
  | { kind: 'player-stats'; player: Player; weight: number }
  | { kind: 'player-news'; player: Player; weight: number }
  | { kind: 'tournament'; tournament: Tournament; weight: number }
  | {
      kind: 'team-in-tournament'
      team: Team
      tournaments: Tournament[]
      /** next: the question asks when, so the next match there leads. */
      focus: 'next' | 'results'
      weight: number
    }
  | { kind: 'top-teams'; game: GameSlug; weight: number }
  | { kind: 'game-news'; game: GameSlug; weight: number }
  | { kind: 'latest-news'; weight: number }
  | { kind: 'search'; keywords: string[]; game?: GameSlug; weight: number }

export interface Recognised<Team, Player, Tournament> {
  teams: Team[]
  players: Player[]
  tournaments: Tournament[]
}

/**
 * The look-ups for a question, each with a weight (1 = answers what was asked; lower = context worth adding).
 * The first team named is the subject; a second team is the opponent of a head-to-head question. With no name
 * recognised, a news question reads the latest news (of the game, when one is named), a best-teams question the
 * game's top teams, and anything else becomes a full-text search of the articles.
 */
export function planLookups<Team, Player, Tournament>(
  parsed: ParsedQuestion,
  found: Recognised<Team, Player, Tournament>,
): Lookup<Team, Player, Tournament>[] {
  const has = (intent: ChatIntent) => parsed.intents.includes(intent)
  const plan: Lookup<Team, Player, Tournament>[] = []
  const [team, opponent] = found.teams
  const [player] = found.players
  const [tournament] = found.tournaments

  const topic = has('not-stored') ? notStoredTopic(parsed.text) : undefined
  if (topic && (team || player)) {
    // Said plainly first; what the site does know about the team or player follows as context.
    plan.push({
      kind: 'not-stored',
      topic,
      subject: player && !team ? { player } : { team: team! },
      weight: 1,
    })
  }
  const context = topic ? 0.6 : 1
  if (team) {
    const teamIntents: ChatIntent[] = ['roster', 'next-match', 'results', 'form', 'team-profile', 'news']
    const asked = teamIntents.filter(has)
    // A tournament named with the team: its results and next match there answer "how did" and "when next".
    const inTournament = Boolean(tournament)
    if (has('roster')) plan.push({ kind: 'roster', team, weight: 1 })
    if (has('next-match') && !inTournament) plan.push({ kind: 'next-match', team, opponent, weight: 1 })
    if (has('results') && !inTournament) {
      const only = opponent ? undefined : resultWanted(parsed.text)
      plan.push({ kind: 'recent-matches', team, opponent, ...(only ? { only } : {}), weight: 1 })
    }
    if (has('form')) {
      plan.push({ kind: 'form', team, weight: 1 })
      if (!has('results') && !inTournament) plan.push({ kind: 'recent-matches', team, opponent, weight: 0.6 })
    }
    if (has('team-profile')) plan.push({ kind: 'team-profile', team, weight: 1 })
    if (has('news')) plan.push({ kind: 'team-news', team, weight: asked.length > 1 ? 0.7 : 1 })
    // "How did Obsidian Heron do at the Monolith Invitational?": the team's matches there.
    if (inTournament) {
      const focus = has('next-match') && !has('results') ? 'next' : 'results'
      plan.push({ kind: 'team-in-tournament', team, tournaments: found.tournaments, focus, weight: 1 })
    }
    if (!asked.length && !player && !inTournament) {
      // "Tell me about Northwind Wolves" / "Who are Kestrel Nine?": the team's card.
      plan.push(
        { kind: 'team-profile', team, weight: context },
        { kind: 'form', team, weight: 0.8 * context },
        { kind: 'next-match', team, weight: 0.75 * context },
      )
      if (has('player')) plan.push({ kind: 'roster', team, weight: 0.9 * context })
      else if (!topic) plan.push({ kind: 'team-news', team, weight: 0.5 })
    }
  }
  if (player) {
    const weight = (team && plan.length ? 0.8 : 1) * context
    plan.push({ kind: 'player-profile', player, weight })
    if (has('player-stats')) plan.push({ kind: 'player-stats', player, weight })
    if (has('news')) plan.push({ kind: 'player-news', player, weight: weight * 0.9 })
  }
  if (tournament) {
    found.tournaments.slice(0, team ? 1 : 3).forEach((t, i) => {
      plan.push({ kind: 'tournament', tournament: t, weight: team ? 0.5 : 1 - i * 0.2 })
    })
  }
  if (plan.length) return plan

  const keywords = searchKeywords(parsed)
  const [game] = parsed.games
  if (has('top-teams') && game) {
    for (const g of parsed.games) plan.push({ kind: 'top-teams', game: g, weight: 1 })
    return plan
  }
  // With no name and nothing else to search for, "latest CS2 news" or "what's new?".
  if (!keywords.length && (has('news') || !parsed.intents.length)) {
    if (parsed.games.length)
      for (const g of parsed.games) plan.push({ kind: 'game-news', game: g, weight: 1 })
    else if (has('news')) plan.push({ kind: 'latest-news', weight: 1 })
    return plan
  }
  if (keywords.length)
    plan.push({ kind: 'search', keywords, game: parsed.games.length === 1 ? game : undefined, weight: 1 })
  return plan
}
