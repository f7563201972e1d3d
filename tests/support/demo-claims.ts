import type { GameSlug } from '#shared/domain/games'
import type { DemoArticle, DemoDataSet, DemoMatch, DemoTeam } from './demo-data'

// Reads what the demo articles state (results, teams with their game, players with their team, leagues with
// their stage) and checks it against the bundled esports data. A result-like sentence that no pattern reads is
// reported too, so a new article cannot state a result the check never looks at.

/** A team phrase: capitalised words ("Crimson Tide Gaming", "Kestrel Nine", "KN9"). */
const TEAM = String.raw`[A-Z][\w’'.&-]*(?:\s+[A-Z][\w’'&-]*)*`
const SCORE = String.raw`(\d{1,2})-(\d{1,2})`
/** Words that may stand between a result verb and the beaten team ("beat tournament favourites X"). */
const FILLER = String.raw`(?:(?:the|tournament|group|top|reigning|defending|favourites|favorites|seeds?)\s+)*`
const MAP_TAIL = String.raw`(?:\s+on\s+([A-Z][a-z]+))?`

const GAME_WORDS: [RegExp, GameSlug][] = [
  [/\b(?:CS2|Counter-Strike)\b/, 'cs2'],
  [/\b(?:League of Legends|LoL)\b/, 'lol'],
  [/\bDota(?: 2)?\b/, 'dota2'],
  [/\bValorant\b/, 'valorant'],
]

const ROLE_WORDS: [RegExp, string][] = [
  [/\btop laner$/i, 'top'],
  [/\bjungler$/i, 'jun'],
  [/\bmid laner$/i, 'mid'],
  [/\b(?:bot laner|ADC)$/i, 'adc'],
  [/\bsoft support$/i, 'soft support'],
  [/\bhard support$/i, 'hard support'],
  [/\bcarry$/i, 'carry'],
  [/\bofflaner$/i, 'offlane'],
]

const RESULT_WORDS =
  /\b(?:beat|beats|beating|defeat|defeats|defeated|edge|edges|edged|stun|stuns|stunned|sweep|sweeps|swept|won|win|wins|lost|loses|loss|losses|clinch|clinched|eliminated)\b/i

/** How many days before an article a match it reports may have been played. */
const RESULT_WINDOW_DAYS = 14
const DAY = 86_400_000

export interface ResultClaim {
  winner: string
  loser: string
  /** Winner's score first; a map's rounds when either side has more than five. */
  score?: [number, number]
  map?: string
  sweep?: boolean
}

export interface Finding {
  article: string
  sentence: string
  problem: string
}

export interface ClaimReport {
  /** Statements read: results, streaks, team, player and league mentions. */
  read: { results: number; outsideData: number; teams: number; players: number; leagues: number }
  contradictions: Finding[]
  unread: Finding[]
}

const subjectOf = (sentence: string): string | undefined =>
  new RegExp(`^(?:Underdogs\\s+)?(${TEAM})`).exec(sentence)?.[1]

const pair = (a?: string, b?: string): [number, number] | undefined =>
  a && b ? [Number(a), Number(b)] : undefined

/** The result statements of one sentence; `lead` is the article's own subject, for sentences without one. */
export function readResults(sentence: string, lead?: string): { claims: ResultClaim[]; consumed: string } {
  const claims: ResultClaim[] = []
  let rest = sentence
  const subject = subjectOf(sentence)
  const take = (re: RegExp, make: (m: RegExpExecArray) => ResultClaim | undefined) => {
    for (const m of rest.matchAll(new RegExp(re.source, 'g'))) {
      const claim = make(m)
      if (claim) claims.push(claim)
      rest = rest.replace(m[0], ' ')
    }
  }
  take(
    new RegExp(String.raw`\b(?:swept|beaten|defeated|stunned|edged)\s+by\s+(${TEAM})(?:\s+${SCORE})?`),
    (m) =>
      subject && m[1]
        ? { winner: m[1], loser: subject, score: pair(m[3], m[2]), sweep: m[0].startsWith('swept') }
        : undefined,
  )
  const verb = `(?:beat|beats|beating|defeat|defeats|defeated|edge|edges|edged|stun|stuns|stunned|sweep|sweeps|swept)`
  take(new RegExp(String.raw`\b${verb}\s+${FILLER}(${TEAM})(?:\s+${SCORE})?${MAP_TAIL}`), (m) =>
    subject && m[1] && m[1] !== subject
      ? { winner: subject, loser: m[1], score: pair(m[2], m[3]), map: m[4], sweep: /swe[e]?p/.test(m[0]) }
      : undefined,
  )
  take(
    new RegExp(
      String.raw`\ban?\s+(?:clean\s+)?${SCORE}\s+(win|victory|sweep)\s+(?:over|against|of)\s+(${TEAM})${MAP_TAIL}`,
    ),
    (m) =>
      subject && m[4] ? { winner: subject, loser: m[4], score: pair(m[1], m[2]), map: m[5] } : undefined,
  )
  take(
    new RegExp(
      String.raw`\ban?\s+${SCORE}\s+(?:opening|first|second|third|deciding|last)?\s*map\s+against\s+(${TEAM})${MAP_TAIL}`,
    ),
    (m) => {
      const winner = subject && subject !== 'The' ? subject : lead
      return winner && m[3] ? { winner, loser: m[3], score: pair(m[1], m[2]), map: m[4] } : undefined
    },
  )

  take(
    new RegExp(String.raw`\b(?:lost|lose|loses|losing|fell)\s+(?:to|against)\s+(${TEAM})(?:\s+${SCORE})?`),
    (m) => (subject && m[1] ? { winner: m[1], loser: subject, score: pair(m[3], m[2]) } : undefined),
  )
  take(new RegExp(String.raw`\bwon\s+(?:the\s+)?(?:[A-Z][\w ]*?\s)?final\s+against\s+(${TEAM})`), (m) =>
    subject && m[1] ? { winner: subject, loser: m[1] } : undefined,
  )
  take(new RegExp(String.raw`\bcame back from ${SCORE} down against (${TEAM})`), (m) =>
    subject && m[3] ? { winner: subject, loser: m[3] } : undefined,
  )
  // Details inside a match already stated: read, with nothing of their own to check.
  take(
    /\b(?:winning|losing|won|lost) the (?:last|first|opening|deciding|second|third) map \d{1,2}-\d{1,2}/,
    () => undefined,
  )
  take(/\b(?:leading|trailing|led|trailed) \d{1,2}-\d{1,2}/, () => undefined)
  return { claims, consumed: rest }
}

interface Mention {
  team: DemoTeam
  how: 'name' | 'acronym' | 'short name'
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}

/** Data teams a sentence names: full name, acronym, or the first word alone ("Nightjar have released…"). */
export function teamMentions(sentence: string, teams: DemoTeam[]): Mention[] {
  const found: Mention[] = []
  for (const team of teams) {
    const first = team.name.split(' ')[0] ?? team.name
    if (new RegExp(`\\b${escapeRegExp(team.name)}\\b`).test(sentence)) found.push({ team, how: 'name' })
    else if (new RegExp(`\\b${escapeRegExp(team.acronym)}\\b`).test(sentence))
      found.push({ team, how: 'acronym' })
    else if (new RegExp(`(?<![A-Z][\\w’']*\\s)\\b${escapeRegExp(first)}\\b(?!\\s+[A-Z])`).test(sentence))
      found.push({ team, how: 'short name' })
  }
  return found
}

function gamesNamed(text: string): GameSlug[] {
  return GAME_WORDS.filter(([re]) => re.test(text)).map(([, game]) => game)
}

function resolveTeam(phrase: string, teams: DemoTeam[]): DemoTeam | undefined {
  return teams.find((t) => t.name === phrase || t.acronym === phrase || t.name.split(' ')[0] === phrase)
}

function leagueNamed(sentence: string, data: DemoDataSet): string | undefined {
  // The first league the sentence names: "X beat Y in the Lowland Open, days after … the Monolith Invitational".
  const named = [...new Set(data.tournaments.map((t) => t.league))].filter((league) =>
    sentence.includes(league),
  )
  return named.sort((a, b) => sentence.indexOf(a) - sentence.indexOf(b))[0]
}

function matchProblem(claim: ResultClaim, sentence: string, at: Date, data: DemoDataSet): string | null {
  const winner = resolveTeam(claim.winner, data.teams)
  const loser = resolveTeam(claim.loser, data.teams)
  if (!winner && !loser) return null
  if (!winner || !loser)
    return `${claim.winner} beat ${claim.loser}: ${(winner ?? loser)?.name} has no match against a team outside the data`
  const league = leagueNamed(sentence, data)
  const candidates = data.finished.filter(
    (m) =>
      m.score.has(winner.id) &&
      m.score.has(loser.id) &&
      m.begin <= at &&
      at.getTime() - m.begin.getTime() <= RESULT_WINDOW_DAYS * DAY &&
      (!league || m.league === league),
  )
  const fits = (m: DemoMatch) => {
    if (m.winnerId !== winner.id) return false
    const [w, l] = claim.score ?? [undefined, undefined]
    const rounds = w !== undefined && l !== undefined && Math.max(w, l) > 5
    if (rounds) return m.maps.some((g) => g.winnerId === winner.id && (!claim.map || g.name === claim.map))
    if (claim.map && !m.maps.some((g) => g.winnerId === winner.id && g.name === claim.map)) return false
    if (w !== undefined && (m.score.get(winner.id) !== w || m.score.get(loser.id) !== l)) return false
    return !claim.sweep || m.score.get(loser.id) === 0
  }
  if (candidates.some(fits)) return null
  const score = claim.score ? ` ${claim.score.join('-')}` : claim.sweep ? ' (a sweep)' : ''
  const where = league ? ` in the ${league}` : ''
  return `${winner.name} beat ${loser.name}${score}${where} in the ${RESULT_WINDOW_DAYS} days before ${at.toISOString().slice(0, 10)}: no such match (${candidates.length} played)`
}

function streakProblem(sentence: string, at: Date, data: DemoDataSet): string | null | undefined {
  const m =
    /\b(?:(lost|won) )?(two|three|four|five|\d) (losses|defeats|wins|victories|series) in a row\b/.exec(
      sentence,
    )
  if (!m) return undefined
  const n = Number(m[2]) || ['two', 'three', 'four', 'five'].indexOf(m[2] as string) + 2
  const team = teamMentions(sentence, data.teams)[0]?.team
  if (!team) return null
  const lastN = data.finished
    .filter((x) => x.score.has(team.id) && x.begin <= at)
    .sort((a, b) => b.begin.getTime() - a.begin.getTime())
    .slice(0, n)
  const won = m[3] === 'series' ? m[1] === 'won' : /wins|victories/.test(m[3] as string)
  if (lastN.every((x) => (x.winnerId === team.id) === won)) return null
  return `${team.name}: "${m[0]}" but their last ${n} results before ${at.toISOString().slice(0, 10)} were ${lastN.map((x) => (x.winnerId === team.id ? 'W' : 'L')).join('')}`
}

/** Each clause on its own, so a stage or a team is read with the league its clause names. */
function leagueProblems(sentence: string, at: Date, data: DemoDataSet): string[] {
  return sentence.split(/[,;]\s+/).flatMap((clause) => clauseLeagueProblems(clause, at, data))
}

function clauseLeagueProblems(sentence: string, at: Date, data: DemoDataSet): string[] {
  const league = leagueNamed(sentence, data)
  if (!league) return []
  const stages = data.tournaments.filter((t) => t.league === league)
  const problems: string[] = []
  const game = stages[0]?.game
  const named = gamesNamed(sentence)
  if (game && named.length && !named.includes(game))
    problems.push(`${league} is a ${game} league, named with ${named.join('/')}`)
  const stageWord = /\b(group stage|group|playoffs?|main event|regular season)\b/i
    .exec(sentence)?.[1]
    ?.toLowerCase()
  const stage = stageWord
    ? stages.find((t) => t.stage.startsWith(stageWord.replace(/^playoff$/, 'playoffs')))
    : undefined
  if (stageWord && !stage) problems.push(`${league} has no ${stageWord}`)
  if (stage && stage.stage !== 'main event') {
    const late = at.getTime() > stage.end.getTime() + 7 * DAY
    if (at < stage.begin || late)
      problems.push(
        `${league} ${stage.stage} ran ${stage.begin.toISOString().slice(0, 10)} to ${stage.end.toISOString().slice(0, 10)}, not at ${at.toISOString().slice(0, 10)}`,
      )
  }
  const field = new Set((stage ? [stage] : stages).flatMap((t) => t.teamIds))
  for (const { team } of teamMentions(sentence, data.teams)) {
    if (!field.has(team.id))
      problems.push(`${team.name} do not play in the ${league}${stage ? ` ${stage.stage}` : ''}`)
  }
  return problems
}

function playerProblems(article: DemoArticle, sentence: string, data: DemoDataSet): string[] {
  const problems: string[] = []
  const articleTeams = new Set(
    article.sentences.flatMap((s) => teamMentions(s, data.teams)).map((m) => m.team.id),
  )
  for (const player of data.players) {
    const at = sentence.search(new RegExp(`(?<![\\w-])${escapeRegExp(player.handle)}(?![\\w-])`))
    if (at < 0) continue
    const team = data.teams.find((t) => t.id === player.teamId)
    if (!team && !/\b(?:release[sd]?|leaves?|left|parted|free agent)\b/i.test(`${article.title} ${sentence}`))
      problems.push(`${player.handle} is a free agent, named as if on a team`)
    if (team && !articleTeams.has(team.id))
      problems.push(`${player.handle} plays for ${team.name}, not named here`)
    if (team && /\b(?:release[sd]?|leaves|left|parted ways)\b/i.test(sentence))
      problems.push(`${player.handle} is still on ${team.name} in the data, named as leaving`)
    const named = gamesNamed(sentence)
    if (named.length && !named.includes(player.game)) problems.push(`${player.handle} plays ${player.game}`)
    const before = sentence
      .slice(0, at)
      .replace(/\s*[“"][^"”]*$/, '')
      .replace(/\s+\p{Lu}[\p{L}-]*$/u, '')
      .trim()
    const role = ROLE_WORDS.find(([re]) => re.test(before))?.[1]
    if (role && player.role && role !== player.role)
      problems.push(`${player.handle} plays ${player.role}, not ${role}`)
  }
  return problems
}

/** Quoted handles in an article about data teams that the data does not have ("Aleksi "frostbyte" Marén"). */
function unknownHandles(sentence: string, data: DemoDataSet): string[] {
  const handles = [...sentence.matchAll(/\p{Lu}[\p{L}-]+ [“"]([^"”]+)[”"] \p{Lu}/gu)].map(
    (m) => m[1] as string,
  )
  return handles.filter((h) => !data.players.some((p) => p.handle === h))
}

export function checkArticles(articles: DemoArticle[], data: DemoDataSet): ClaimReport {
  const report: ClaimReport = {
    read: { results: 0, outsideData: 0, teams: 0, players: 0, leagues: 0 },
    contradictions: [],
    unread: [],
  }
  for (const article of articles) {
    const lead = subjectOf(article.title)
    const aboutDataTeams = article.sentences.some((s) => teamMentions(s, data.teams).length > 0)
    const flag = (sentence: string, problem: string) =>
      report.contradictions.push({ article: article.title, sentence, problem })
    // A league the story is tagged with is one its text names: a tag of another event sends readers astray.
    const leagues = new Set(data.tournaments.map((t) => t.league))
    for (const tag of article.categories.filter((category) => leagues.has(category)))
      if (!article.sentences.some((sentence) => sentence.includes(tag)))
        flag(article.title, `tagged "${tag}", a league the story does not name`)
    for (const sentence of article.sentences) {
      const { claims, consumed } = readResults(sentence, lead)
      for (const claim of claims) {
        const problem = matchProblem(claim, sentence, article.publishedAt, data)
        const inData = resolveTeam(claim.winner, data.teams) || resolveTeam(claim.loser, data.teams)
        if (inData) report.read.results++
        else report.read.outsideData++
        if (problem) flag(sentence, problem)
      }
      const streak = streakProblem(sentence, article.publishedAt, data)
      if (streak !== undefined) report.read.results++
      if (streak) flag(sentence, streak)
      const mentions = teamMentions(sentence, data.teams)
      const games = gamesNamed(sentence)
      for (const { team, how } of mentions) {
        report.read.teams++
        if (games.length && !games.includes(team.game))
          flag(sentence, `${team.name} (${how}) play ${team.game}, named with ${games.join('/')}`)
      }
      if (leagueNamed(sentence, data)) report.read.leagues++
      for (const problem of leagueProblems(sentence, article.publishedAt, data)) flag(sentence, problem)
      for (const problem of playerProblems(article, sentence, data)) flag(sentence, problem)
      report.read.players += data.players.filter((p) => sentence.includes(p.handle)).length
      if (aboutDataTeams)
        for (const handle of unknownHandles(sentence, data))
          if (!/\b(?:coach|former|retire\w*|analyst|manager)\b/i.test(sentence))
            flag(sentence, `"${handle}" is named in a story about data teams but is not a player in the data`)
      const scoreLeft = /\b\d{1,2}-\d{1,2}\b/.test(consumed)
      const resultWordsLeft =
        mentions.length > 0 && claims.length === 0 && streak === undefined && RESULT_WORDS.test(consumed)
      if (scoreLeft || resultWordsLeft)
        report.unread.push({
          article: article.title,
          sentence,
          problem: 'a result-like statement no pattern reads',
        })
    }
  }
  return report
}
