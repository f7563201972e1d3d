import { paths } from '#shared/paths'
import { gameDisplayName, isGameSlug } from '#shared/domain/games'
import { absoluteUrl } from '#shared/domain/seo'
import { slugify } from '#shared/domain/slug'
import type { Db } from '#server/db/client'
import {
  type ChatArticleRow,
  type ChatPlayerRow,
  type ChatTeamRow,
  type ChatTournamentRow,
  findPlayerCandidates,
  findTeamCandidates,
  findTournamentCandidates,
  listLastTeamMatches,
  listLatestArticles,
  listNextTeamMatches,
  listTeamRoster,
  listTopTeams,
  listTournamentTeams,
  searchArticles,
} from '#server/storage/chat-search'
import { listPlayerStats } from '#server/storage/players'
import {
  type Lookup,
  matchPlayers,
  matchTeams,
  matchTournaments,
  type ParsedQuestion,
  parseQuestion,
  planLookups,
  slugCandidates,
  stem,
} from './intent/intent'
import {
  articleText,
  earlierMatchesText,
  formText,
  gameName,
  headToHeadLastText,
  headToHeadNextText,
  headToHeadRecordText,
  laterMatchText,
  lastResultOfKindText,
  noResultOfKindText,
  lastMatchText,
  nextMatchText,
  noFinishedMatchesText,
  noHeadToHeadNextText,
  noHeadToHeadText,
  noNextMatchText,
  noTeamNewsText,
  notStoredText,
  playerGame,
  playerProfileText,
  playerStatsText,
  rosterText,
  teamProfileText,
  topTeamsText,
  tournamentNextText,
  tournamentResultsText,
  tournamentTeamsText,
  tournamentText,
} from './facts/facts'
import type { RetrievedContext, RetrievedFact } from './types'

// Chat retrieval (RAG, ARCHITECTURE.md "The AI layer"): what our own data says about a question, as
// self-contained sentences that each cite the page of ours showing them. The question is read by the pure rules
// of intent/; only the look-ups its intent needs are run (chat-search.ts); an empty result means the site
// cannot answer, and the chat says so rather than guess.

export interface ChatRetrievalContext {
  db: Db
  /** The site's origin (env SITE_URL): fact URLs are absolute. */
  siteUrl: string
  /** The current time, or a clock: "next match" and "latest" are relative to it. */
  now: Date | (() => Date)
}

/** Candidates per name look-up; a question names a handful at most. */
const CANDIDATE_LIMIT = 25
/** At most this many question words go into the name look-ups (a 2,000-character question has hundreds). */
const MAX_LOOKUP_WORDS = 24
/** Recent Form is computed over the last 30 finished matches, as the team page's stats (§9 "stats 30"). */
const FORM_MATCHES = 30
const RESULTS_SHOWN = 5
const NEWS_ARTICLES = 3
const SEARCH_ARTICLES = 3
const TOP_TEAMS = 5
const TOURNAMENT_TEAMS = 8
/** Facts kept per question: more than any answer uses, so the LLM engine has context to choose from. */
const MAX_FACTS = 10

type TeamLookup = Lookup<ChatTeamRow, ChatPlayerRow, ChatTournamentRow>

export async function retrieveContext(
  ctx: ChatRetrievalContext,
  question: string,
): Promise<RetrievedContext> {
  const now = typeof ctx.now === 'function' ? ctx.now() : ctx.now
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
  const url = (path: string) => absoluteUrl(ctx.siteUrl, path)
  const factLists = await Promise.all(plan.map((lookup) => runLookup(ctx.db, lookup, { now, url })))
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

/** Highest score first (stable for equal scores); repeated sentences dropped. */
function rankFacts(facts: RetrievedFact[]): RetrievedFact[] {
  const seen = new Set<string>()
  return facts
    .map((fact, order) => ({ fact, order }))
    .sort((a, b) => b.fact.score - a.fact.score || a.order - b.order)
    .map(({ fact }) => fact)
    .filter((fact) => {
      if (seen.has(fact.text)) return false
      seen.add(fact.text)
      return true
    })
    .slice(0, MAX_FACTS)
}

interface LookupEnv {
  now: Date
  url: (path: string) => string
}

const teamUrl = (env: LookupEnv, team: ChatTeamRow) => env.url(paths.team(team.currentVideogame, team.slug))

function fact(kind: RetrievedFact['kind'], text: string, url: string, score: number): RetrievedFact {
  return { kind, text, url, score: Math.round(score * 1000) / 1000 }
}

function articleFacts(
  env: LookupEnv,
  rows: readonly ChatArticleRow[],
  kind: RetrievedFact['kind'],
  weight: number,
  /** "mentioning Northwind Wolves", "in Dota 2"; none for search results. */
  topic: string | undefined,
): RetrievedFact[] {
  return rows.map((row, i) =>
    fact(
      kind,
      articleText(
        row,
        topic ? (i === 0 ? { kind: 'latest', topic } : { kind: 'also', topic }) : { kind: 'found' },
      ),
      env.url(paths.article(row)),
      weight * (1 - i * 0.15),
    ),
  )
}

async function runLookup(db: Db, lookup: TeamLookup, env: LookupEnv): Promise<RetrievedFact[]> {
  const w = lookup.weight
  switch (lookup.kind) {
    case 'not-stored': {
      const { subject, topic } = lookup
      if ('team' in subject) {
        return [fact('team', notStoredText(topic, subject.team.name), teamUrl(env, subject.team), w)]
      }
      const { player } = subject
      return [
        fact(
          'player',
          notStoredText(topic, player.name),
          env.url(paths.player(playerGame(player), player.slug)),
          w,
        ),
      ]
    }

    case 'team-profile':
      return [fact('team', teamProfileText(lookup.team), teamUrl(env, lookup.team), w)]

    case 'roster': {
      const roster = await listTeamRoster(db, lookup.team.id)
      return [fact('roster', rosterText(lookup.team.name, roster), teamUrl(env, lookup.team), w)]
    }

    case 'next-match': {
      const { team, opponent } = lookup
      const url = teamUrl(env, team)
      const upcoming = await listNextTeamMatches(db, {
        teamId: team.id,
        from: env.now,
        limit: opponent ? 20 : 2,
      })
      if (opponent) {
        const meeting = upcoming.find(
          (m) => m.opponentTeamId === opponent.id || m.opponentName === opponent.name,
        )
        return meeting
          ? [fact('next-match', headToHeadNextText(team.name, meeting), url, w)]
          : [
              fact('next-match', noHeadToHeadNextText(team.name, opponent.name), url, w),
              ...(upcoming[0]
                ? [fact('next-match', nextMatchText(team.name, upcoming[0]), url, w * 0.7)]
                : []),
            ]
      }
      const [next, later] = upcoming
      if (!next) return [fact('next-match', noNextMatchText(team.name), url, w)]
      return [
        fact('next-match', nextMatchText(team.name, next), url, w),
        ...(later ? [fact('next-match', laterMatchText(team.name, later), url, w * 0.5)] : []),
      ]
    }

    case 'recent-matches': {
      const { team, opponent, only } = lookup
      const url = teamUrl(env, team)
      const recent = await listLastTeamMatches(db, {
        teamId: team.id,
        limit: opponent || only ? FORM_MATCHES : RESULTS_SHOWN,
      })
      if (only) {
        // "When did Kestrel Nine last lose?": the last such result among the recent matches.
        const match = recent.find((m) => m.result === only)
        return match
          ? [fact('recent-matches', lastResultOfKindText(team.name, match), url, w)]
          : [fact('recent-matches', noResultOfKindText(team.name, only, recent.length), url, w)]
      }
      if (opponent) {
        const meetings = recent.filter(
          (m) => m.opponentTeamId === opponent.id || m.opponentName === opponent.name,
        )
        const [last] = meetings
        return last
          ? [
              fact('recent-matches', headToHeadLastText(team.name, opponent.name, last), url, w),
              fact('recent-matches', headToHeadRecordText(team.name, opponent.name, meetings), url, w * 0.8),
            ]
          : [fact('recent-matches', noHeadToHeadText(team.name, opponent.name), url, w)]
      }
      const [last, ...earlier] = recent
      if (!last) return [fact('recent-matches', noFinishedMatchesText(team.name), url, w)]
      return [
        fact('recent-matches', lastMatchText(team.name, last), url, w),
        ...(earlier.length
          ? [fact('recent-matches', earlierMatchesText(team.name, earlier), url, w * 0.85)]
          : []),
      ]
    }

    case 'form': {
      const recent = await listLastTeamMatches(db, { teamId: lookup.team.id, limit: FORM_MATCHES })
      return [fact('recent-matches', formText(lookup.team.name, recent), teamUrl(env, lookup.team), w)]
    }

    case 'team-news': {
      const { team } = lookup
      const rows = await searchArticles(db, {
        terms: [team.name],
        order: 'newest',
        limit: NEWS_ARTICLES,
      })
      if (!rows.length) return [fact('article', noTeamNewsText(team.name), teamUrl(env, team), w * 0.9)]
      return articleFacts(env, rows, 'article', w, `mentioning ${team.name}`)
    }

    case 'player-profile': {
      const { player } = lookup
      return [
        fact('player', playerProfileText(player), env.url(paths.player(playerGame(player), player.slug)), w),
      ]
    }

    case 'player-stats': {
      const { player } = lookup
      const stats = await listPlayerStats(db, player.id)
      return [
        fact(
          'player',
          playerStatsText(player.name, stats),
          env.url(paths.player(playerGame(player), player.slug)),
          w * 0.95,
        ),
      ]
    }

    case 'player-news': {
      const rows = await searchArticles(db, {
        terms: [lookup.player.name],
        order: 'newest',
        limit: NEWS_ARTICLES,
      })
      return articleFacts(env, rows, 'article', w, `mentioning ${lookup.player.name}`)
    }

    case 'tournament': {
      const t = lookup.tournament
      const league = t.leagueName?.trim()
      const [teams, leagueNews] = await Promise.all([
        listTournamentTeams(db, { tournamentId: t.id, limit: TOURNAMENT_TEAMS }),
        league ? listLatestArticles(db, { tag: slugify(league), limit: 1 }) : Promise.resolve([]),
      ])
      const [host] = teams
      // A tournament has no page of its own: the page of a team playing in it shows its matches there.
      const url = host
        ? env.url(paths.team(host.currentVideogame, host.slug))
        : leagueNews[0]
          ? env.url(paths.article(leagueNews[0]))
          : env.url(paths.gameHub(isGameSlug(t.game) ? t.game : 'news'))
      return [
        fact('tournament', tournamentText(t, env.now), url, w),
        ...(teams.length
          ? [
              fact(
                'tournament',
                tournamentTeamsText(
                  t.name,
                  teams.map((team) => team.name),
                ),
                url,
                w * 0.9,
              ),
            ]
          : []),
        ...articleFacts(env, leagueNews, 'article', w * 0.6, `tagged ${league}`),
      ]
    }

    case 'team-in-tournament': {
      const { team, tournaments } = lookup
      const url = teamUrl(env, team)
      const names = new Set(tournaments.map((t) => t.name))
      const [past, upcoming] = await Promise.all([
        listLastTeamMatches(db, { teamId: team.id, limit: FORM_MATCHES }),
        listNextTeamMatches(db, { teamId: team.id, from: env.now, limit: 20 }),
      ])
      const next = upcoming.find((m) => m.tournamentName && names.has(m.tournamentName))
      // The tournaments in the order the question names them best ("playoffs" first when asked), at most two,
      // each with its results newest first.
      const byTournament = new Map<string, typeof past>()
      for (const m of past) {
        if (!m.tournamentName || !names.has(m.tournamentName)) continue
        byTournament.set(m.tournamentName, [...(byTournament.get(m.tournamentName) ?? []), m])
      }
      const played = tournaments
        .filter((t) => byTournament.has(t.name))
        .slice(0, 2)
        .map((t) => [t.name, byTournament.get(t.name)!] as const)
      const facts = played.map(([name, matches], i) =>
        fact(
          'recent-matches',
          tournamentResultsText(team.name, name, matches.slice(0, 5)),
          url,
          w * (1 - i * 0.2),
        ),
      )
      if (next?.tournamentName) {
        const weight = lookup.focus === 'next' ? w * 1.05 : w * 0.9
        facts.push(fact('next-match', tournamentNextText(team.name, next.tournamentName, next), url, weight))
      }
      return facts
    }

    case 'top-teams': {
      const teams = await listTopTeams(db, { game: lookup.game, limit: TOP_TEAMS })
      return teams.length
        ? [fact('team', topTeamsText(lookup.game, teams), env.url(paths.teams(lookup.game)), w)]
        : []
    }

    case 'game-news': {
      const rows = await listLatestArticles(db, { tag: lookup.game, limit: NEWS_ARTICLES })
      return articleFacts(env, rows, 'game-news', w, `in ${gameName(lookup.game)}`)
    }

    case 'latest-news': {
      const rows = await listLatestArticles(db, { limit: NEWS_ARTICLES })
      return articleFacts(env, rows, 'game-news', w, 'on the site')
    }

    case 'search': {
      // Every keyword must appear; a game named in the question filters by its tag.
      const rows = await searchArticles(db, {
        terms: lookup.keywords,
        tag: lookup.game,
        order: 'rank',
        limit: SEARCH_ARTICLES,
      })
      return rows.map((row, i) =>
        fact(
          'article',
          articleText(row, { kind: 'found' }),
          env.url(paths.article(row)),
          w * (0.8 - i * 0.15),
        ),
      )
    }
  }
}
