import type { ParsedQuestion } from './question'
import {
  foldWord,
  GAME_WORDS,
  GENERIC_NAME_WORDS,
  INTENT_WORDS,
  isEverydayWord,
  type QuestionToken,
  STOP_WORDS,
  wordsOf,
} from './words'

// Which of the candidate teams, players and tournaments a question names (the rules are at the top of question.ts).

type MatchVia =
  | 'name'
  | 'slug'
  | 'acronym'
  | 'partial'
  | 'ign'
  | 'real-name'
  | 'last-name'
  | 'league'
  | 'spelt-like'

interface EntityMatch<T> {
  entity: T
  /** 1 for a full name, lower for weaker evidence. */
  score: number
  via: MatchVia
  /** Token positions the name covers. */
  positions: number[]
  /** A name spelt nearly right ("Granit Harbour"): the words as written, and the closest other name when it was
   * nearly as close (the answer says which one it took). */
  spelt?: { written: string; rival?: string }
}

/** pg_trgm's trigrams of a text: each word padded with two spaces before and one after. */
function trigrams(text: string): Set<string> {
  const grams = new Set<string>()
  for (const word of text.split(' ').filter(Boolean)) {
    const padded = `  ${word} `
    for (let i = 0; i + 3 <= padded.length; i += 1) grams.add(padded.slice(i, i + 3))
  }
  return grams
}

/** pg_trgm's similarity: shared trigrams over all trigrams of both (0..1). */
export function trigramSimilarity(a: string, b: string): number {
  const x = trigrams(a)
  const y = trigrams(b)
  let shared = 0
  for (const g of x) if (y.has(g)) shared += 1
  const all = x.size + y.size - shared
  return all ? shared / all : 0
}

/** How close words must be to a name to stand for it (trigram similarity, as the database's candidates). */
const SPELT_LIKE = 0.45
/**
 * As close, for words as long as the name (a letter or two off, or swapped: "norhtwind wolfs"): a swap breaks three
 * trigrams, so the typo budget below decides; the higher bar stays for words shorter or longer than the name,
 * which may be a prefix ("lantern" is not "Lanternmoss").
 */
const SPELT_LIKE_SAME_LENGTH = 0.3
/** Letters per allowed typo: one wrong, missing, extra or swapped letter per six ("Granit Harbour" has two). */
const LETTERS_PER_TYPO = 6

/** Optimal string alignment distance: insertions, deletions, substitutions and swaps of neighbours. */
export function editDistance(a: string, b: string): number {
  const d: number[][] = Array.from({ length: a.length + 1 }, (_, i) =>
    Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  )
  for (let i = 1; i <= a.length; i += 1) {
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1
      let v = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost)
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        v = Math.min(v, d[i - 2]![j - 2]! + 1)
      d[i]![j] = v
    }
  }
  return d[a.length]![b.length]!
}

/** Whether words are the name with a few typos: close by trigrams, and few letters off (spaces aside). */
export function speltAlike(words: string, name: string): number {
  const a = words.replace(/ /g, '')
  const b = name.replace(/ /g, '')
  const sim = Math.max(trigramSimilarity(words, name), trigramSimilarity(a, b))
  const sameLength = Math.abs(singular(words).length - singular(name).length) <= 1
  if (sim < (sameLength ? SPELT_LIKE_SAME_LENGTH : SPELT_LIKE)) return 0
  // Plural endings aside too: "wolfs" for "Wolves" is one slip of the name, not two letters off.
  const typos = Math.min(editDistance(a, b), editDistance(singular(words), singular(name)))
  return typos <= Math.max(1, Math.floor(b.length / LETTERS_PER_TYPO)) ? sim : 0
}

/** The words without plural endings ("wolves" and "wolfs" are "wolf"), spaces aside. */
function singular(text: string): string {
  return text
    .split(' ')
    .map((word) => stem(word.replace(/ves$/, 'fs')))
    .join('')
}
/** A rival name this close to the best one is named in the answer. */
const RIVAL_MARGIN = 0.08

/**
 * Names spelt nearly right: for each candidate no exact rule matched, the run of free question words (as many as
 * the name has, or one fewer or more) spelt closest to it, when at least SPELT_LIKE close, spaces aside
 * ("grey spire" is "GraySpire"). Best first; a run goes to the closest name only, and a rival within RIVAL_MARGIN
 * is recorded.
 */
function speltLike<T>(
  tokens: readonly QuestionToken[],
  candidates: readonly { entity: T; names: string[][] }[],
  taken: ReadonlySet<number>,
): EntityMatch<T>[] {
  const free = (t: QuestionToken) =>
    !taken.has(t.index) && !STOP_WORDS.has(t.word) && !INTENT_WORDS.has(t.word) && !GAME_WORDS.has(t.word)
  const scored: { entity: T; sim: number; positions: number[]; written: string }[] = []
  for (const { entity, names } of candidates) {
    let bestOf: (typeof scored)[number] | undefined
    for (const name of names) {
      const target = name.join(' ')
      for (const size of [name.length, name.length + 1]) {
        for (let i = 0; i + size <= tokens.length; i += 1) {
          const run = tokens.slice(i, i + size)
          if (!run.every(free) || !runStands(tokens, i, size)) continue
          const words = run.map((t) => t.word)
          if (size === 1 && isEverydayWord(words[0]!)) continue
          const sim = speltAlike(words.join(' '), target)
          if (sim && (!bestOf || sim > bestOf.sim)) {
            bestOf = {
              entity,
              sim,
              positions: run.map((t) => t.index),
              written: run.map((t) => t.raw).join(' '),
            }
          }
        }
      }
    }
    if (bestOf) scored.push(bestOf)
  }
  scored.sort((a, b) => b.sim - a.sim)
  const used = new Set<number>()
  const matches: EntityMatch<T>[] = []
  for (const s of scored) {
    if (s.positions.some((p) => used.has(p))) continue
    for (const p of s.positions) used.add(p)
    const rival = scored.find(
      (o) => o !== s && o.sim >= s.sim - RIVAL_MARGIN && o.positions.some((p) => s.positions.includes(p)),
    )
    matches.push({
      entity: s.entity,
      score: 0.5 + 0.2 * s.sim,
      via: 'spelt-like',
      positions: s.positions,
      spelt: { written: s.written, ...(rival ? { rival: nameOf(rival.entity) } : {}) },
    })
  }
  return matches
}

/** A run of words is a whole name: no capitalised word beside it continues it ("Ember Hollow" is not "Hollowpike"). */
function runStands(tokens: readonly QuestionToken[], start: number, size: number): boolean {
  return [tokens[start - 1], tokens[start + size]].every(
    (t) =>
      !t?.capitalized ||
      t.index === 0 ||
      STOP_WORDS.has(t.word) ||
      GAME_WORDS.has(t.word) ||
      INTENT_WORDS.has(t.word),
  )
}

function nameOf(entity: unknown): string {
  return (entity as { name: string }).name
}

/** A word without a plural ending, so "Condor" finds "Andes Condors" and "Lantern" "Crimson Lanterns". */
export function stem(word: string): string {
  if (word.length <= 4 || word.endsWith('ss')) return word
  // "Tides" is "Tide" and "Drakes" "Drake": only a sibilant takes "es" ("Foxes", "Branches").
  if (/(x|z|ch|sh|ss)es$/.test(word)) return word.slice(0, -2)
  return word.endsWith('s') ? word.slice(0, -1) : word
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

/** "vs", "v", "versus", "against": what stands between two teams' names. */
const VERSUS = new Set(['vs', 'v', 'versus', 'against', 'vs.'])
const isVersus = (token: QuestionToken | undefined) => token !== undefined && VERSUS.has(token.word)

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
  claimed: ReadonlySet<number> = new Set(),
): boolean {
  for (const neighbour of [tokens[index - 1], tokens[index + 1]]) {
    if (!neighbour || ownWords.has(neighbour.word) || claimed.has(neighbour.index)) continue
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

interface TeamLike {
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
        // An acronym that is also a word ("VOW", "HEM") counts only in capitals, or beside a "vs" ("nww vs avg").
        const everyday = folded.length === 1 && isEverydayWord(folded[0]!)
        const besideVersus = isVersus(tokens[start - 1]) || isVersus(tokens[start + folded.length])
        if (everyday && raw.join('') !== raw.join('').toUpperCase() && !besideVersus) continue
        matches.push({ entity: team, score: 0.9, via: 'acronym', positions: range(start, folded.length) })
      }
      // A short acronym with an "s" stuck to it, possessive or plural ("kn9s igl"), when that is no word.
      if (folded.length === 1 && !isEverydayWord(folded[0]!)) {
        for (const token of tokens) {
          if (token.word !== `${folded[0]}s` || claimed.has(token.index) || isEverydayWord(token.word))
            continue
          matches.push({ entity: team, score: 0.85, via: 'acronym', positions: [token.index] })
        }
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
  const named = new Set(matches.map((m) => m.entity.id))
  const taken = new Set([...claimed, ...matches.flatMap((m) => m.positions)])
  matches.push(
    ...speltLike(
      tokens,
      candidates
        .filter((team) => !named.has(team.id))
        .map((team) => ({ entity: team, names: [nameWords.get(team.id)!] })),
      taken,
    ),
  )
  return best(matches, (team) => team.id)
}

interface PlayerLike {
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
  const named = new Set(matches.map((m) => m.entity.id))
  const taken = new Set([...claimed, ...matches.flatMap((m) => m.positions)])
  const names = (p: P) =>
    [wordsOf(p.name), [...wordsOf(p.firstName ?? ''), ...wordsOf(p.lastName ?? '')]].filter((n) => n.length)
  matches.push(
    ...speltLike(
      tokens,
      candidates.filter((p) => !named.has(p.id)).map((p) => ({ entity: p, names: names(p) })),
      taken,
    ),
  )
  return best(matches, (player) => player.id)
}

interface TournamentLike {
  id: string
  name: string
  game?: string
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

const SEASONS: Readonly<Record<string, string>> = {
  spring: 'spring',
  summer: 'summer',
  autumn: 'autumn',
  fall: 'autumn',
  winter: 'winter',
}
/** Words numbered within a league: "Season 9", "Split 3", "Stage 2". */
const NUMBERED = new Set(['season', 'split', 'stage'])

/** The edition words (season of the year, year, "season 9") of a name or question, as "winter", "2026", "season 9". */
export function editionOf(words: readonly string[]): Set<string> {
  const edition = new Set<string>()
  words.forEach((word, i) => {
    const season = SEASONS[word]
    if (season) edition.add(season)
    if (/^20\d\d$/.test(word)) edition.add(word)
    const next = words[i + 1]
    if (NUMBERED.has(word) && next && /^\d{1,2}$/.test(next)) edition.add(`${word} ${next}`)
  })
  return edition
}

/**
 * Whether a tournament's name can be the edition asked for: "Longship Masters Spring 2026" is not the Winter
 * 2026 edition, nor "Season 10" Season 9. Each kind of edition word (season of the year, year, numbered season)
 * the question gives must be the name's, when the name has that kind at all.
 */
export function sameEdition(asked: ReadonlySet<string>, nameWords: readonly string[]): boolean {
  if (!asked.size) return true
  const own = editionOf(nameWords)
  const kinds: ((e: string) => boolean)[] = [
    (e) => Object.values(SEASONS).includes(e),
    (e) => /^20\d\d$/.test(e),
    ...[...NUMBERED].map((n) => (e: string) => e.startsWith(`${n} `)),
  ]
  return kinds.every((kind) => {
    const wanted = [...asked].filter(kind)
    const has = [...own].filter(kind)
    return !wanted.length || !has.length || wanted.some((e) => has.includes(e))
  })
}

/**
 * Whether a question names a tournament by its game, season and stage alone ("the lol autumn playoffs"): it names one
 * game, the tournament's, a season the name has, and a stage word of the name beyond its league and edition.
 */
function byGameAndStage(
  t: TournamentLike,
  parsed: ParsedQuestion,
  asked: ReadonlySet<string>,
  present: ReadonlySet<string>,
): boolean {
  if (parsed.games.length !== 1 || t.game !== parsed.games[0]) return false
  const nameWords = wordsOf(t.name)
  const seasons = [...editionOf(nameWords)].filter((e) => Object.values(SEASONS).includes(e))
  if (!seasons.some((season) => asked.has(season))) return false
  const league = new Set(wordsOf(t.leagueName ?? ''))
  const stage = wordsOf(t.name.split(':')[1] ?? '').filter((w) => !league.has(w) && !/^\d+$/.test(w))
  return stage.some((w) => present.has(w) || present.has(stem(w)))
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
  const asked = editionOf(tokens.filter((t) => !claimed.has(t.index)).map((t) => t.word))
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
        // One distinctive word of the league's name that no other league has ("Longship"), unless it is part
        // of another proper name ("Harbor Lights", a team the articles mention, is not the Harbor Pro Series).
        const own = new Set([...league, ...nameWords])
        const lone = tokens.find(
          (tok) =>
            !claimed.has(tok.index) &&
            league.includes(tok.word) &&
            isDistinctive(tok.word) &&
            leagueOwners.get(tok.word)?.size === 1 &&
            loneWordStands(tokens, tok.index, own, new Set(), claimed),
        )
        if (lone) {
          score = 0.7
          positions = [lone.index]
        } else if (byGameAndStage(t, parsed, asked, present)) {
          // "The LoL autumn playoffs", "the Valorant winter main event": no league word, but the game, the season
          // and the stage say which tournament.
          score = 0.5
          positions = tokens.filter((tok) => nameWords.includes(tok.word)).map((tok) => tok.index)
        }
      }
    }
    if (!score || !sameEdition(asked, nameWords)) continue
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
