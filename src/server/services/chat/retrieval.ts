import { gameDisplayName } from '#shared/domain/games'
import { absoluteUrl } from '#shared/domain/seo'
import type { SiteConfig } from '#shared/site'
import type { ServiceDeps } from '#server/deps'
import {
  type ChatPlayerRow,
  type ChatTeamRow,
  type ChatTournamentRow,
  findPlayerCandidates,
  findTeamCandidates,
  findTournamentCandidates,
} from '#server/storage/chat-search'
import { matchPlayers, matchTeams, matchTournaments, stem } from './intent/names'
import { planLookups } from './intent/plan'
import { type ParsedQuestion, parseQuestion, slugCandidates } from './intent/question'
import { runLookup } from './lookups'
import type { RetrievedContext, RetrievedFact } from './types'

// Chat retrieval (RAG, ARCHITECTURE.md "The AI layer"): what our own data says about a question, as
// self-contained sentences that each cite the page of ours showing them. The question is read by the pure rules
// of intent/; only the look-ups its intent needs are run (chat-search.ts); an empty result means the site
// cannot answer, and the chat says so rather than guess.

/**
 * The database, the site's origin (env SITE_URL: fact URLs are absolute) and the clock ("next match" and "latest"
 * are relative to it).
 */
type ChatRetrievalContext = Pick<ServiceDeps, 'db' | 'now'> & { site: Pick<SiteConfig, 'siteUrl'> }

/** Candidates per name look-up; a question names a handful at most. */
const CANDIDATE_LIMIT = 25
/** At most this many question words go into the name look-ups (a 2,000-character question has hundreds). */
const MAX_LOOKUP_WORDS = 24
/** Facts kept per question: more than any answer uses, so the LLM engine has context to choose from. */
const MAX_FACTS = 10

export async function retrieveContext(
  ctx: ChatRetrievalContext,
  question: string,
): Promise<RetrievedContext> {
  const now = ctx.now?.() ?? new Date()
  const parsed = parseQuestion(question)
  const words = parsed.lookupWords.slice(0, MAX_LOOKUP_WORDS)
  // Words long enough to search inside names with (ILIKE over the small teams and tournaments tables).
  const longWords = words.filter((w) => w.length >= 4 && !/^\d+$/.test(w))

  // Which names the question might contain: three small indexed reads, in parallel.
  const [teamRows, playerRows, tournamentRows] = await Promise.all([
    findTeamCandidates(ctx.db, {
      words,
      fragments: longWords.map(stem),
      slugs: slugCandidates(parsed),
      limit: CANDIDATE_LIMIT,
    }),
    findPlayerCandidates(ctx.db, { words, limit: CANDIDATE_LIMIT }),
    longWords.length
      ? findTournamentCandidates(ctx.db, { words: longWords, limit: CANDIDATE_LIMIT })
      : Promise.resolve([]),
  ])

  const recognised = recogniseNames(parsed, { teamRows, playerRows, tournamentRows }, now)
  const plan = planLookups(parsed, recognised)
  const url = (path: string) => absoluteUrl(ctx.site.siteUrl, path)
  const factLists = await Promise.all(plan.map((lookup) => runLookup(lookup, { db: ctx.db, now, url })))
  const facts = rankFacts(factLists.flat())

  return {
    question,
    facts,
    answerable: facts.length > 0,
    recognised: {
      teams: recognised.teams.map((t) => t.name),
      players: recognised.players.map((p) => p.name),
      games: parsed.games.map((g) => gameDisplayName(g)),
    },
  }
}

/**
 * Which candidates the question names. A league's full name is read first, so its words ("Harbor Pro Series") are
 * not taken for a team ("Granite Harbor"); then teams, then players, then any lone league word left.
 */
function recogniseNames(
  parsed: ParsedQuestion,
  rows: { teamRows: ChatTeamRow[]; playerRows: ChatPlayerRow[]; tournamentRows: ChatTournamentRow[] },
  now: Date,
) {
  const claimed = new Set<number>()
  const claim = (positions: number[]) => {
    for (const p of positions) claimed.add(p)
  }
  const fullLeagues = matchTournaments(parsed, rows.tournamentRows, now).filter((m) => m.score >= 1)
  for (const m of fullLeagues) claim(m.positions)
  const teams = matchTeams(parsed, rows.teamRows, claimed)
  for (const m of teams) claim(m.positions)
  const players = matchPlayers(parsed, rows.playerRows, claimed)
  for (const m of players) claim(m.positions)
  const tournaments = fullLeagues.length
    ? fullLeagues
    : matchTournaments(parsed, rows.tournamentRows, now, claimed).filter((m) => m.score > 0)
  // Teams in the order the question names them: the first is the subject, the second its opponent.
  const orderedTeams = [...teams].sort((a, b) => (a.positions[0] ?? 0) - (b.positions[0] ?? 0))
  return {
    teams: orderedTeams.map((m) => m.entity),
    players: players.map((m) => m.entity),
    tournaments: tournaments.map((m) => m.entity),
  }
}

/**
 * Highest score first (stable for equal scores); repeated sentences dropped, and a team's sentence about a match
 * that a match sentence (kind "match", from the matches table) already tells.
 */
function rankFacts(facts: RetrievedFact[]): RetrievedFact[] {
  const seen = new Set<string>()
  const matchPages = new Set(facts.filter((f) => f.kind === 'match').map((f) => f.url))
  return facts
    .map((fact, order) => ({ fact, order }))
    .sort((a, b) => b.fact.score - a.fact.score || a.order - b.order)
    .map(({ fact }) => fact)
    .filter((fact) => {
      if (seen.has(fact.text)) return false
      seen.add(fact.text)
      return fact.kind === 'match' || !matchPages.has(fact.url)
    })
    .slice(0, MAX_FACTS)
}
