export type MatchResult = 'win' | 'loss' | 'draw'
/** A recent-form entry: the match result, or "tbd" for a result other than win, loss or draw (§4). */
export type FormResult = MatchResult | 'tbd'

export interface MapPlayedLike {
  name: string
  result?: string | null
}

export interface TeamMatchLike {
  matchDate: Date | string
  isFinished: boolean
  result?: string | null
  mapsPlayed?: readonly MapPlayedLike[] | null
}

export interface MapStat {
  wins: number
  losses: number
  total: number
}

export interface TeamStats<M extends TeamMatchLike = TeamMatchLike> {
  totalMatches: number
  wins: number
  losses: number
  draws: number
  /** Whole percent. */
  winRate: number
  /** Newest first, at most 5. */
  recentForm: FormResult[]
  mapStats: Record<string, MapStat>
  averageMatchDuration: null
  lastMatch: M | null
}

// §9: recent form length 5.
const RECENT_FORM_LENGTH = 5

function formResult(result: string | null | undefined): FormResult {
  return result === 'win' || result === 'loss' || result === 'draw' ? result : 'tbd'
}

function timeOf(date: Date | string): number {
  const time = new Date(date).getTime()
  // An unreadable date sorts as the oldest, so it never becomes the last match.
  return Number.isNaN(time) ? Number.NEGATIVE_INFINITY : time
}

/** §9 win rate: round(wins / finished matches × 100); 0 when there are none. */
export function winRate(wins: number, finished: number): number {
  return finished > 0 ? Math.round((wins / finished) * 100) : 0
}

/** §3 Team stats: only finished matches count (§4); averageMatchDuration is always null. */
export function computeTeamStats<M extends TeamMatchLike>(matches: readonly M[]): TeamStats<M> {
  const finished = matches
    .filter((match) => match.isFinished)
    .sort((a, b) => timeOf(b.matchDate) - timeOf(a.matchDate))
  const count = (result: MatchResult) => finished.filter((match) => match.result === result).length
  const wins = count('win')

  const mapStats: Record<string, MapStat> = {}
  for (const match of finished) {
    for (const map of match.mapsPlayed ?? []) {
      const stat = Object.hasOwn(mapStats, map.name) ? mapStats[map.name]! : { wins: 0, losses: 0, total: 0 }
      mapStats[map.name] = stat
      stat.total += 1
      if (map.result === 'win') stat.wins += 1
      if (map.result === 'loss') stat.losses += 1
    }
  }

  return {
    totalMatches: finished.length,
    wins,
    losses: count('loss'),
    draws: count('draw'),
    winRate: winRate(wins, finished.length),
    recentForm: finished.slice(0, RECENT_FORM_LENGTH).map((match) => formResult(match.result)),
    mapStats,
    averageMatchDuration: null,
    lastMatch: finished[0] ?? null,
  }
}

export type FormLabel = 'GOAT' | 'Unstoppable' | 'Cooking' | 'Inconsistent' | 'Slumping' | 'Washed'

// §9 Recent Form label by win rate, checked from the top.
const FORM_LABELS: readonly [number, FormLabel][] = [
  [86, 'GOAT'],
  [66, 'Unstoppable'],
  [51, 'Cooking'],
  [46, 'Inconsistent'],
  [26, 'Slumping'],
]

/** §9 Recent Form label: ≥86 GOAT, ≥66 Unstoppable, ≥51 Cooking, ≥46 Inconsistent, ≥26 Slumping, else Washed. */
export function formLabel(winRatePercent: number): FormLabel {
  return FORM_LABELS.find(([minimum]) => winRatePercent >= minimum)?.[1] ?? 'Washed'
}

// ---------------------------------------------------------------------------------------------------------
// §9 generated analysis.

interface ResultLike {
  result?: string | null
}

interface ComposeTeamAnalysisInput {
  teamName: string
  /** The team's last 5 finished matches, newest first. */
  last5: readonly ResultLike[]
  /** Up to 30 recent live matches, newest first. */
  recent30: readonly ResultLike[]
  upcomingCount: number
}

export const NO_MATCH_DATA_ANALYSIS =
  'No match data available yet. A form analysis will appear here once recent results have been recorded.'

// §9 difference wording: last-5 win % minus the win % over up to 30 recent matches.
export function formTrendWording(difference: number): string {
  if (difference >= 15) return 'building momentum'
  if (difference > 5) return 'an improvement'
  if (difference >= -5) return 'consistent performance'
  if (difference >= -15) return 'a slight dip'
  return 'a downturn'
}

// §9 last-5 wording: "hitting their stride", solid form, inconsistency, challenging.
function recentFormSentence(teamName: string, last5Percent: number): string {
  if (last5Percent >= 80) return `On this evidence ${teamName} are hitting their stride.`
  if (last5Percent >= 60) return `${teamName} are in solid form.`
  if (last5Percent >= 40) return 'Wins and losses have alternated, which points to some inconsistency.'
  return `It has been a challenging run for ${teamName}, and the next results will show whether they can turn it around.`
}

function scheduleSentence(upcomingCount: number): string {
  if (upcomingCount <= 0) return 'No matches are currently scheduled.'
  return upcomingCount === 1
    ? 'They have 1 scheduled match coming up.'
    : `They have ${upcomingCount} scheduled matches coming up.`
}

function matchCount(count: number): string {
  return count === 1 ? '1 match' : `${count} matches`
}

function winPercent(matches: readonly ResultLike[]): number {
  return winRate(matches.filter((match) => match.result === 'win').length, matches.length)
}

const ANALYSIS_MAX_WORDS = 120
const SENTENCE_END_WINDOW = 10

/**
 * §9: the text cut to `maxWords` words, ending at the sentence end closest to the limit within ±`window`
 * words (the shorter cut on a tie), else at the limit; "..." replaces a final full stop, comma, colon or semicolon, or is appended.
 * Text within the limit is returned unchanged.
 */
export function cutToWords(
  text: string,
  maxWords = ANALYSIS_MAX_WORDS,
  window = SENTENCE_END_WINDOW,
): string {
  const words = text.trim().split(/\s+/)
  if (words.length <= maxWords) return text
  let cut = maxWords
  for (let distance = 0; distance <= window; distance += 1) {
    const found = [maxWords - distance, maxWords + distance].find(
      (count) => count >= 1 && count <= words.length && /[.!?]["')\]]?$/.test(words[count - 1]!),
    )
    if (found) {
      cut = found
      break
    }
  }
  return `${words
    .slice(0, cut)
    .join(' ')
    .replace(/[.,;:]+$/, '')}...`
}

/** §9 generated form analysis: last-5 against recent form, the last-5 wording, and scheduled matches. */
export function composeTeamAnalysis({
  teamName,
  last5,
  recent30,
  upcomingCount,
}: ComposeTeamAnalysisInput): string {
  const recent = recent30.slice(0, 30)
  const lastFive = (last5.length > 0 ? last5 : recent).slice(0, 5)
  if (lastFive.length === 0) return NO_MATCH_DATA_ANALYSIS

  // Whole percents, so the wording agrees with the numbers the reader sees.
  const lastFivePercent = winPercent(lastFive)
  const lastFiveWins = lastFive.filter((match) => match.result === 'win').length
  const sentences = [
    `${teamName} have won ${lastFiveWins} of their last ${matchCount(lastFive.length)} (${lastFivePercent}%).`,
  ]
  if (recent.length > 0) {
    const recentPercent = winPercent(recent)
    sentences.push(
      `Set against ${articleFor(recentPercent)} ${recentPercent}% win rate over their last ${matchCount(recent.length)}, that points to ${formTrendWording(lastFivePercent - recentPercent)}.`,
    )
  }
  sentences.push(recentFormSentence(teamName, lastFivePercent), scheduleSentence(upcomingCount))
  return cutToWords(sentences.join(' '))
}

interface FormRecord {
  teamName: string
  wins: number
  losses: number
  matches: number
}

/** §8: the text shown when analysis generation fails. */
export function teamAnalysisFailureText({ teamName, wins, losses, matches }: FormRecord): string {
  return `${teamName}'s recent record shows ${wins} wins and ${losses} losses over ${matches} matches. Analysis based on available match data.`
}

/** "a 60%" but "an 83%", "an 8%", "an 11%", "an 18%": the article follows how the number is spoken. */
export function articleFor(n: number): 'a' | 'an' {
  const spoken = String(Math.round(Math.abs(n)))
  return spoken.startsWith('8') || spoken === '11' || spoken === '18' ? 'an' : 'a'
}
