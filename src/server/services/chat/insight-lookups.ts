import { isGameSlug } from '#shared/domain/games'
import { paths } from '#shared/paths'
import { listPlayerStats } from '#server/storage/players'
import { joinList } from '#server/ai/local/plain-text'
import { searchArticles } from '#server/storage/chat-search'
import { listNextTeamMatches, listTeamRoster } from '#server/storage/chat-search'
import {
  listGameTournaments,
  listNextMeetings,
  listHeadToHead,
  listStatLeaders,
  listTeamTournaments,
  listTournamentStandings,
} from '#server/storage/chat-entities'
import {
  gameTournamentsText,
  headToHeadText,
  nextMeetingsText,
  noPredictionText,
  noRosterRoleText,
  playerRoleText,
  rolePlayersText,
  standingsText,
  statLeadersText,
  teamStandingText,
  placeVerdictText,
  teamTournamentsText,
} from './facts/insights'
import { playerGame, playerStatsText } from './facts/player'
import { roleWord } from '#shared/domain/roles'
import { roleAsListed } from './facts/team'
import { COUNTERPART_STAT, HEADLINE_STAT, statGames } from './intent/asks'
import {
  headToHeadTranslations,
  nextMeetingsTranslations,
  noPredictionTranslations,
  placeVerdictTranslations,
  rolePlayersTranslations,
  standingsTranslations,
  teamStandingTranslations,
  teamTournamentsTranslations,
  titlesTranslations,
} from './facts/translations'
import { lastEditionFacts } from './match-lookups'
import { STOP_WORDS, wordsOf } from './intent/words'
import {
  articleFacts,
  fact,
  type LookupEnv,
  type LookupOf,
  matchUrl,
  teamMatchFact,
  teamUrl,
} from './lookup-env'
import type { RetrievedFact } from './types'

// The look-ups for the questions beyond a team's card (issue #17 item 3; planned by intent/plan.ts
// insightLookups): every meeting of two teams, a stat's leaders, who plays a role, a stage's table, the
// tournaments of a team or a game. Each cites the page that shows it.

const HEAD_TO_HEAD_MEETINGS = 100
/** Upcoming meetings named beside a head-to-head: the next two or three, as many as an answer can cite. */
const NEXT_MEETINGS = 3
/** Below the record, and below the 90% a translated answer keeps an untranslated fact at (ai/local/chat.ts). */
const NEXT_MEETINGS_WEIGHT = 0.85
const STAT_LEADERS = 3
const ROLE_ARTICLES = 2
const TEAM_TOURNAMENTS = 8
const GAME_TOURNAMENTS = 10
/** The role words articles use, searched beside a player's name when the question names no role. */
const ANY_ROLE_TERMS = [
  'duelist',
  'controller',
  'initiator',
  'sentinel',
  'in-game leader',
  'AWPer',
  'support',
]

export async function headToHeadFacts(
  lookup: LookupOf<'head-to-head'>,
  env: LookupEnv,
): Promise<RetrievedFact[]> {
  const { team, opponent } = lookup
  const pair = { teamId: team.id, opponentTeamId: opponent.id }
  const [meetings, next] = await Promise.all([
    listHeadToHead(env.db, { ...pair, limit: HEAD_TO_HEAD_MEETINGS }),
    listNextMeetings(env.db, { ...pair, limit: NEXT_MEETINGS }),
  ])
  // A record is about the pair, not one team: it cites a page that shows it whole first, the next meeting's (a
  // finished match's page counts only the meetings before it), else the last meeting's; then the team's page, then
  // the later meetings' (each shows the same record).
  // Kind "match" on a match page: ranking drops a team's sentence citing a page a match sentence cites.
  const pages = next.map((m) => env.url(paths.match(m.game, m.matchSlug)))
  const shown = meetings[0] ? env.url(paths.match(meetings[0].game, meetings[0].matchSlug)) : undefined
  const recordPage = pages[0] ?? shown
  const translations = headToHeadTranslations(team.name, opponent.name, meetings)
  const record: RetrievedFact = {
    ...fact(
      recordPage ? 'match' : 'recent-matches',
      headToHeadText(team.name, opponent.name, meetings),
      recordPage ?? teamUrl(env, team),
      lookup.weight,
      teamUrl(env, team),
    ),
    ...(translations ? { translations } : {}),
  }
  // When they meet next, and after that: every one of those pages shows the same record.
  if (next.length < 2) return [record]
  const upcoming = fact(
    'next-match',
    nextMeetingsText(team.name, opponent.name, next),
    pages[1]!,
    lookup.weight * NEXT_MEETINGS_WEIGHT,
    pages[2],
  )
  const upcomingTranslations = nextMeetingsTranslations(team.name, opponent.name, next)
  return [record, upcomingTranslations ? { ...upcoming, translations: upcomingTranslations } : upcoming]
}

export async function statLeaderFacts(
  lookup: LookupOf<'stat-leaders'>,
  env: LookupEnv,
): Promise<RetrievedFact[]> {
  const { team } = lookup
  const asked = lookup.statType
  const game = team?.currentVideogame ?? lookup.game ?? (asked ? statGames(asked)[0] : undefined)
  if (!game || !isGameSlug(game)) return []
  // A stat the game does not record gives way to the one that measures the same there ("CS per minute" in Dota 2
  // is GPM), else to the game's headline stat ("rating" in Valorant).
  const statType =
    asked && statGames(asked).includes(game)
      ? asked
      : ((asked ? COUNTERPART_STAT[asked]?.[game] : undefined) ?? HEADLINE_STAT[game])
  const leaders = await listStatLeaders(env.db, {
    game,
    statType,
    ...(team ? { teamId: team.id } : {}),
    limit: STAT_LEADERS,
  })
  const [top] = leaders
  const text = statLeadersText(statType, { game, ...(team ? { teamName: team.name } : {}) }, leaders)
  if (!top)
    return [fact('player', text, team ? teamUrl(env, team) : env.url(paths.teams(game)), lookup.weight)]
  const playerPage = env.url(
    paths.player(top.team?.currentVideogame || top.player.currentVideogame || game, top.player.slug),
  )
  const teamPage = top.team ? env.url(paths.team(top.team.currentVideogame, top.team.slug)) : undefined
  return [fact('player', text, playerPage, lookup.weight, teamPage)]
}

export async function roleFacts(lookup: LookupOf<'role'>, env: LookupEnv): Promise<RetrievedFact[]> {
  const w = lookup.weight
  const { team, player, role } = lookup
  if (team) {
    const roster = await listTeamRoster(env.db, team.id)
    const url = teamUrl(env, team)
    const holders = role
      ? roster.filter((p) => p.role && role.rosterRoles.includes(p.role.toLowerCase()))
      : []
    if (holders.length) {
      const players = holders.map((p) => ({
        name: p.name,
        role: holders.length > 1 ? roleWord(p.role) : null,
      }))
      // The team's page, then the (first) player's own page, which gives the role too.
      const [first] = holders
      const playerPage = first ? env.url(paths.player(playerGame(first), first.slug)) : undefined
      const said = {
        ...fact('roster', rolePlayersText(team.name, role!.label, players), url, w, playerPage),
        translations: rolePlayersTranslations(team.name, role!.label, players),
      }
      // Its statistics asked of the role ("their carry's GPM"): the one player's, on his page, after who he is.
      if (!lookup.stats || holders.length !== 1 || !first || !playerPage) return [said]
      const stats = await listPlayerStats(env.db, first.id)
      return [said, fact('player', playerStatsText(first.name, stats), playerPage, w * 0.98)]
    }
    const facts: RetrievedFact[] = []
    if (!roster.some((p) => p.role)) {
      facts.push(
        fact('roster', noRosterRoleText(team.name, role?.label ?? '', team.currentVideogame), url, w * 0.9),
      )
    }
    facts.push(...(await roleArticles(env, team.name, role?.articleTerms ?? [], w)))
    return facts
  }
  if (!player) return []
  const page = env.url(paths.player(playerGame(player), player.slug))
  if (player.role)
    return [
      fact(
        'player',
        playerRoleText(player.name, roleAsListed(player.role), player.team?.name ?? null),
        page,
        w,
      ),
    ]
  const game = playerGame(player)
  return [
    fact('player', noRosterRoleText(player.name, role?.label ?? '', game), page, w * 0.9),
    ...(await roleArticles(env, player.name, role?.articleTerms ?? [], w)),
  ]
}

/** The stories that name the team or player with the role ("in-game leader"), best match first; else the newest about them. */
async function roleArticles(
  env: LookupEnv,
  name: string,
  terms: readonly string[],
  w: number,
): Promise<RetrievedFact[]> {
  // No role named ("what role does X play"): any role word an article gives beside the name.
  const asked = terms.length ? terms : ANY_ROLE_TERMS
  const found = await Promise.all(
    asked.map((term) => searchArticles(env.db, { terms: [name, term], order: 'rank', limit: ROLE_ARTICLES })),
  )
  const i = found.findIndex((rows) => rows.length)
  if (i >= 0) return articleFacts(env, found[i]!, 'article', w, { mentioning: name, role: asked[i]! })
  const rows = await searchArticles(env.db, { terms: [name], order: 'newest', limit: 1 })
  return articleFacts(env, rows, 'article', w * 0.8, { mentioning: name })
}

/** The event page of a stage, else its game's hub. */
function stageUrl(env: LookupEnv, t: { game: string; eventSlug: string | null }): string {
  return t.eventSlug
    ? env.url(paths.event(t.game, t.eventSlug))
    : env.url(paths.gameHub(isGameSlug(t.game) ? t.game : 'news'))
}

export async function standingsFacts(
  lookup: LookupOf<'standings'>,
  env: LookupEnv,
): Promise<RetrievedFact[]> {
  const { tournament: t, team } = lookup
  const rows = await listTournamentStandings(env.db, t.id)
  const url = stageUrl(env, t)
  // "Who's second?": the team at the place asked is told as a named team's place is.
  const placed =
    lookup.place === undefined
      ? undefined
      : lookup.place === 'last'
        ? rows.at(-1)
        : (rows.find((r) => r.rank === lookup.place) ?? rows[lookup.place - 1])
  const own = team ? rows.find((r) => r.teamName === team.name) : placed
  // No table yet is worth saying when it is what was asked, not over what else was found (an event's teams).
  const table = {
    ...fact('event', standingsText(t.name, rows), url, lookup.weight * (own ? 0.9 : rows.length ? 1 : 0.5)),
    translations: standingsTranslations(t.name, rows),
  }
  const said = own && lookup.claim ? placeVerdictText(t.name, own, rows, lookup.claim) : undefined
  // A verdict on a place claimed by its number has its translations; one on first or last is written in English.
  const translations =
    own && typeof lookup.claim === 'number'
      ? placeVerdictTranslations(t.name, own, rows, lookup.claim)
      : own && !said
        ? teamStandingTranslations(t.name, own, rows.length)
        : undefined
  return own
    ? [
        {
          ...fact('event', said ?? teamStandingText(t.name, own, rows.length), url, lookup.weight),
          ...(translations ? { translations } : {}),
        },
        table,
      ]
    : [table]
}

export async function teamTournamentFacts(
  lookup: LookupOf<'team-tournaments'>,
  env: LookupEnv,
): Promise<RetrievedFact[]> {
  const { team, player } = lookup
  const rows = await listTeamTournaments(env.db, { teamId: team.id, limit: TEAM_TOURNAMENTS })
  const text = teamTournamentsText(team.name, rows)
  const translations = teamTournamentsTranslations(team.name, rows)
  // The event page of the tournament the team played most in is cited after the team's (where it played); of its
  // titles, the event of the best tier it played (a trophy is a main event's).
  const byPlayed = rows.filter((r) => r.event).sort((a, b) => b.played - a.played)
  const main = byPlayed[0]?.event
  const tierRank = (tier: string) => (/^tier-\d$/.test(tier) ? Number(tier.slice(5)) : 9)
  const best = [...byPlayed].sort((a, b) => tierRank(a.event!.tier) - tierRank(b.event!.tier))[0]?.event
  const eventPage = (e: { game: string; slug: string }) => env.url(paths.event(e.game, e.slug))
  if (lookup.titles && !player) {
    // Its titles: the events it won, each citing its page, then where it played.
    const won = [...new Map(rows.flatMap((r) => (r.event?.won ? [[r.event.slug, r.event]] : []))).values()]
    const said = won.length
      ? `${team.name} won ${joinList(won.map((e) => e.name))}.`
      : `No event win of ${team.name} is recorded here.`
    return [
      {
        ...fact(
          'tournament',
          said,
          won[0] ? eventPage(won[0]) : teamUrl(env, team),
          lookup.weight * 1.05,
          teamUrl(env, team),
        ),
        translations: titlesTranslations(
          team.name,
          won.map((e) => e.name),
        ),
      },
      {
        ...fact(
          'tournament',
          text,
          teamUrl(env, team),
          lookup.weight * 0.9,
          best ? eventPage(best) : undefined,
        ),
        translations,
      },
    ]
  }
  if (!player)
    return [
      {
        ...fact('tournament', text, teamUrl(env, team), lookup.weight, main ? eventPage(main) : undefined),
        translations,
      },
    ]
  // Asked of a player: his team's, said so, citing his page and then the team's.
  const playerPage = env.url(paths.player(playerGame(player), player.slug))
  return [
    fact(
      'tournament',
      `${player.name} plays for ${team.name}. ${text}`,
      playerPage,
      lookup.weight,
      teamUrl(env, team),
    ),
  ]
}

export async function gameTournamentFacts(
  lookup: LookupOf<'game-tournaments'>,
  env: LookupEnv,
): Promise<RetrievedFact[]> {
  const rows = await listGameTournaments(env.db, { game: lookup.game, limit: GAME_TOURNAMENTS })
  const names = rows.map((r) => r.name)
  return [
    fact(
      'tournament',
      gameTournamentsText(lookup.game, names),
      env.url(paths.events(lookup.game)),
      lookup.weight,
    ),
  ]
}

export async function noPredictionFacts(
  lookup: LookupOf<'no-prediction'>,
  env: LookupEnv,
): Promise<RetrievedFact[]> {
  const { team, opponent, tournament: t } = lookup
  if (!team) {
    if (!t) return []
    // Who won the edition before is the fact that matters most before an event is played (decision 040 round 9).
    const before = await lastEditionFacts(env, t, lookup.weight * 0.92)
    return [
      {
        ...fact('event', noPredictionText(t.name, undefined, undefined), stageUrl(env, t), lookup.weight),
        translations: noPredictionTranslations(t.name, undefined, undefined),
      },
      ...before,
    ]
  }
  const upcoming = await listNextTeamMatches(env.db, { teamId: team.id, from: env.now, limit: 20 })
  const next = meetingPointedAt(
    opponent
      ? upcoming.filter((m) => m.opponentTeamId === opponent.id || m.opponentName === opponent.name)
      : upcoming,
    {
      question: env.question ?? '',
      tournament: t,
      teams: [team.name, ...(opponent ? [opponent.name] : [])],
    },
  )
  const text = noPredictionText(team.name, opponent?.name, next)
  // Kind "match": ranking drops a team's sentence about a match that a match sentence tells, and this one must stay.
  // The event named ("will A win X?", "A vs B in the X semi") is what the question is about: its page follows the
  // match's, before the team's.
  const page = next ? matchUrl(env, next) : undefined
  const about = t?.eventSlug ? stageUrl(env, t) : undefined
  const said =
    page && about
      ? fact('match', text, page, lookup.weight, about)
      : teamMatchFact('match', text, env, team, next, lookup.weight)
  return [{ ...said, translations: noPredictionTranslations(team.name, opponent?.name, next) }]
}

/**
 * Of two teams' meetings (soonest first), the one the question points at: in the tournament it names, else the one
 * whose tournament's name holds most of its other words ("in redline", "monolith winter", "the winter main event",
 * an acronym of the league: "hps"), else the soonest.
 */
export function meetingPointedAt<M extends { tournamentName: string | null }>(
  meetings: readonly M[],
  asked: { question: string; tournament?: { name: string } | undefined; teams: readonly string[] },
): M | undefined {
  const named = new Set(asked.teams.flatMap(wordsOf))
  const words = wordsOf(asked.question).filter((w) => w.length >= 3 && !named.has(w) && !STOP_WORDS.has(w))
  const score = (m: M) => {
    const name = m.tournamentName ?? ''
    if (asked.tournament && name === asked.tournament.name) return 100
    const own = wordsOf(name)
    const initials = wordsOf(name.split(/\d/)[0] ?? '')
      .map((w) => w[0])
      .join('')
    return words.filter(
      (w) => own.some((o) => o.startsWith(w) || (o.length >= 3 && w.startsWith(o))) || initials.startsWith(w),
    ).length
  }
  let best = meetings[0]
  for (const m of meetings) if (best && score(m) > score(best)) best = m
  return best
}
