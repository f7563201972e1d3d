import { paths } from '#shared/paths'
import { listTransfers } from '../transfers'
import { isGameSlug } from '#shared/domain/games'
import { slugify } from '#shared/domain/slug'
import {
  listLastTeamMatches,
  listLatestArticles,
  listNextTeamMatches,
  listTeamRoster,
  getChatTeamRank,
  getTeamAtRank,
  listTopTeams,
  listTournamentTeams,
  searchArticles,
  TERM_OR,
} from '#server/storage/chat-search'
import { listPlayerStats } from '#server/storage/players'
import { listPlayerRosterChanges } from '#server/storage/roster-changes'
import { articleFact, noTeamNewsText, passageWords, questionCoverage } from './facts/article'
import { storyWordsFor } from './facts/story-words'
import {
  earlierMatchesText,
  formText,
  headToHeadLastText,
  headToHeadNextText,
  headToHeadRecordText,
  lastMatchText,
  lastResultOfKindText,
  laterMatchText,
  nextMatchText,
  noFinishedMatchesText,
  noHeadToHeadNextText,
  noHeadToHeadText,
  noNextMatchText,
  noResultOfKindText,
  formRankingText,
  tournamentNextText,
  tournamentResultsText,
} from './facts/match'
import { playerGame, playerProfileText, playerStatsText, playerTeamText } from './facts/player'
import {
  rosterText,
  teamProfileText,
  teamRankText,
  topTeamsText,
  transferText,
  transfersHeadText,
  transfersOfTeamHeadText,
} from './facts/team'
import {
  earlierMatchesTranslations,
  formTranslations,
  headToHeadLastTranslations,
  headToHeadNextTranslations,
  headToHeadRecordTranslations,
  lastMatchTranslations,
  laterMatchTranslations,
  nextMatchTranslations,
  noNextMatchTranslations,
  tournamentNextTranslations,
  tournamentResultsTranslations,
} from './facts/match-translations'
import {
  playerProfileTranslations,
  rosterTranslations,
  teamProfileTranslations,
  teamRankTranslations,
  topTeamsTranslations,
  tournamentTeamsTranslations,
  tournamentTranslations,
} from './facts/translations'
import { tournamentTeamsText, tournamentText } from './facts/tournament'
import { gameName, notStoredText } from './facts/words'
import {
  articleFacts,
  type ChatLookup,
  fact,
  type LookupEnv,
  type LookupOf,
  type LookupRun,
  teamMatchFact,
  teamUrl,
} from './lookup-env'
import {
  gameTournamentFacts,
  headToHeadFacts,
  noPredictionFacts,
  roleFacts,
  standingsFacts,
  statLeaderFacts,
  teamTournamentFacts,
} from './insight-lookups'
import {
  eventFacts,
  eventWinnerFacts,
  gameEventFacts,
  liveFacts,
  matchSearchFacts,
  meetingFacts,
  scheduleFacts,
} from './match-lookups'
import { noMatchInText, teamTournamentsText } from './facts/insights'
import { listTeamTournaments } from '#server/storage/chat-entities'
import { wordsOf } from './intent/words'
import { COMMON_WORDS } from '#server/ai/common-words'
import type { RetrievedFact } from './types'

// The look-ups of chat retrieval, one small function per kind of look-up the plan names (intent/): each reads what
// it needs (storage/chat-search.ts) and turns the rows into facts, complete sentences citing the page of ours that
// shows them (facts/).

/** Recent Form is computed over the last 30 finished matches, as the team page's stats (§9 "stats 30"). */
const FORM_MATCHES = 30
const RESULTS_SHOWN = 5
const NEWS_ARTICLES = 3
const SEARCH_ARTICLES = 3
/** Stories a search reads to choose its three from. */
const SEARCH_POOL = 8
const TOP_TEAMS = 5
/** A form ranking reads the last five results of this many of the game's best-rated teams, and names three. */
const FORM_RANKED_TEAMS = 12
const FORM_RANKING_SHOWN = 3
const FORM_RANKING_MATCHES = 5
const TOURNAMENT_TEAMS = 8
/** The tournaments named for a team that has no match in the one asked about. */
const TEAM_TOURNAMENTS_SAID = 8

/** A team's staff no column holds but a story may name ("head coach Elin …"): the words a story would use. */
const STAFF_TERMS: Record<string, readonly string[]> = {
  coach: ['head coach', 'coach'],
  manager: ['general manager', 'manager'],
}
const STAFF_STORIES = 2

async function notStored(lookup: LookupOf<'not-stored'>, env: LookupEnv): Promise<RetrievedFact[]> {
  const w = lookup.weight
  const { subject, topic } = lookup
  if ('team' in subject) {
    // The team's coach or manager a story names answers, its sentence holding the word quoted; only when none
    // does is it "not in our data".
    for (const term of STAFF_TERMS[topic] ?? []) {
      const rows = await searchArticles(env.db, {
        terms: [subject.team.name, term],
        order: 'rank',
        limit: STAFF_STORIES,
      })
      if (rows.length) {
        // The sentence quoted is the one holding the staff word and the team's name ("Granite Harbor coach …").
        const asked = [...wordsOf(term), ...wordsOf(subject.team.name)]
        return articleFacts(env, rows, 'article', w, { mentioning: subject.team.name, role: term }, asked)
      }
    }
    return [
      {
        ...fact('team', notStoredText(topic, subject.team.name), teamUrl(env, subject.team), w),
        notStored: { topic, name: subject.team.name },
      },
    ]
  }
  const { player } = subject
  const url = env.url(paths.player(playerGame(player), player.slug))
  return [
    { ...fact('player', notStoredText(topic, player.name), url, w), notStored: { topic, name: player.name } },
  ]
}

async function teamProfile(lookup: LookupOf<'team-profile'>, env: LookupEnv): Promise<RetrievedFact[]> {
  const w = lookup.weight
  const text = teamProfileText(lookup.team)
  return [
    {
      ...fact('team', text, teamUrl(env, lookup.team), w),
      translations: teamProfileTranslations(lookup.team),
    },
  ]
}

async function roster(lookup: LookupOf<'roster'>, env: LookupEnv): Promise<RetrievedFact[]> {
  const w = lookup.weight
  const { db } = env
  const roster = await listTeamRoster(db, lookup.team.id)
  const text = rosterText(lookup.team.name, roster)
  const translations = rosterTranslations(lookup.team.name, roster)
  return [{ ...fact('roster', text, teamUrl(env, lookup.team), w), translations }]
}

async function nextMatch(lookup: LookupOf<'next-match'>, env: LookupEnv): Promise<RetrievedFact[]> {
  const w = lookup.weight
  const { db } = env
  const { team, opponent } = lookup
  const url = teamUrl(env, team)
  const upcoming = await listNextTeamMatches(db, {
    teamId: team.id,
    from: env.now,
    limit: opponent ? 20 : 2,
  })
  if (opponent) {
    const meeting = upcoming.find((m) => m.opponentTeamId === opponent.id || m.opponentName === opponent.name)
    return meeting
      ? [
          translated(
            teamMatchFact('next-match', headToHeadNextText(team.name, meeting), env, team, meeting, w),
            headToHeadNextTranslations(team.name, meeting),
          ),
        ]
      : [
          fact('next-match', noHeadToHeadNextText(team.name, opponent.name), url, w),
          ...(upcoming[0]
            ? [
                translated(
                  teamMatchFact(
                    'next-match',
                    nextMatchText(team.name, upcoming[0]),
                    env,
                    team,
                    upcoming[0],
                    w * 0.7,
                  ),
                  nextMatchTranslations(team.name, upcoming[0]),
                ),
              ]
            : []),
        ]
  }
  const [next, later] = upcoming
  if (!next)
    return [
      translated(fact('next-match', noNextMatchText(team.name), url, w), noNextMatchTranslations(team.name)),
    ]
  return [
    translated(
      teamMatchFact('next-match', nextMatchText(team.name, next), env, team, next, w),
      nextMatchTranslations(team.name, next),
    ),
    ...(later
      ? [
          translated(
            teamMatchFact('next-match', laterMatchText(team.name, later), env, team, later, w * 0.5),
            laterMatchTranslations(team.name, later),
          ),
        ]
      : []),
  ]
}

async function recentMatches(lookup: LookupOf<'recent-matches'>, env: LookupEnv): Promise<RetrievedFact[]> {
  const w = lookup.weight
  const { db } = env
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
      ? [teamMatchFact('recent-matches', lastResultOfKindText(team.name, match), env, team, match, w)]
      : [fact('recent-matches', noResultOfKindText(team.name, only, recent.length), url, w)]
  }
  if (opponent) {
    const meetings = recent.filter(
      (m) => m.opponentTeamId === opponent.id || m.opponentName === opponent.name,
    )
    const [last] = meetings
    return last
      ? [
          translated(
            teamMatchFact(
              'recent-matches',
              headToHeadLastText(team.name, opponent.name, last),
              env,
              team,
              last,
              w,
            ),
            headToHeadLastTranslations(team.name, opponent.name, last),
          ),
          translated(
            fact('recent-matches', headToHeadRecordText(team.name, opponent.name, meetings), url, w * 0.8),
            headToHeadRecordTranslations(team.name, opponent.name, meetings),
          ),
        ]
      : [fact('recent-matches', noHeadToHeadText(team.name, opponent.name), url, w)]
  }
  const [last, ...earlier] = recent
  if (!last) return [fact('recent-matches', noFinishedMatchesText(team.name), url, w)]
  return [
    translated(
      teamMatchFact('recent-matches', lastMatchText(team.name, last), env, team, last, w),
      lastMatchTranslations(team.name, last),
    ),
    ...(earlier.length
      ? [
          translated(
            fact('recent-matches', earlierMatchesText(team.name, earlier), url, w * 0.85),
            earlierMatchesTranslations(team.name, earlier),
          ),
        ]
      : []),
  ]
}

async function form(lookup: LookupOf<'form'>, env: LookupEnv): Promise<RetrievedFact[]> {
  const w = lookup.weight
  const { db } = env
  const recent = await listLastTeamMatches(db, { teamId: lookup.team.id, limit: FORM_MATCHES })
  const text = formText(lookup.team.name, recent)
  return [
    translated(
      fact('recent-matches', text, teamUrl(env, lookup.team), w),
      formTranslations(lookup.team.name, recent),
    ),
  ]
}

async function teamNews(lookup: LookupOf<'team-news'>, env: LookupEnv): Promise<RetrievedFact[]> {
  const w = lookup.weight
  const { db } = env
  const { team } = lookup
  // "Who did Jade Meridian sign?": the stories naming the team and what is asked, best match then newest
  // first; without such words (or with no story holding them), the newest stories naming the team.
  const own = [team.name, team.acronym ?? '', team.slug]
  const asked = await newsAsked(db, team.name, own, lookup.keywords ?? [])
  const rows = asked.length
    ? asked
    : await searchArticles(db, { terms: [team.name], order: 'newest', limit: NEWS_ARTICLES })
  if (!rows.length) return [fact('article', noTeamNewsText(team.name), teamUrl(env, team), w * 0.9)]
  const words = asked.length ? passageWords(env.question ?? '', own) : undefined
  return articleFacts(env, rows, 'article', w, { mentioning: team.name }, words)
}

/**
 * The stories naming a team or player with what else the question asks ("sign", "contract"), best match first:
 * all the words, else each word that is not an everyday one, rarest first. None when no story holds them.
 */
async function newsAsked(
  db: LookupEnv['db'],
  name: string,
  own: readonly string[],
  keywords: readonly string[],
): Promise<Awaited<ReturnType<typeof searchArticles>>> {
  const ownWords = new Set(own.flatMap((o) => wordsOf(o)))
  const words = keywords.filter((k) => !ownWords.has(k))
  // A word news writes several ways ("contract", "benched") asks for a story as a rare word does.
  const single = words.filter((k) => !COMMON_WORDS.has(k) || storyWordsFor(k).length > 1)
  for (const terms of words.length > 1 ? [words, ...single.map((k) => [k])] : [words]) {
    if (!terms.length) continue
    // "contract" finds the story's "new deal" (story-words.ts).
    const written = terms.map(storyTerm)
    const rows = await searchArticles(db, { terms: [name, ...written], order: 'rank', limit: NEWS_ARTICLES })
    if (rows.length) return rows
  }
  // "fennowl new contract runs till when": the story writes "a new deal that runs to 2028", not "till"; with the
  // name, most of the words (two at least) will do.
  if (words.length < 3) return []
  const most = await searchArticles(db, {
    terms: words.map(storyTerm),
    match: 'most',
    required: [name],
    order: 'rank',
    limit: NEWS_ARTICLES,
  })
  return most.filter((row) => row.matched >= Math.max(2, Math.ceil(words.length / 2)))
}

async function playerProfile(lookup: LookupOf<'player-profile'>, env: LookupEnv): Promise<RetrievedFact[]> {
  const w = lookup.weight
  const { player } = lookup
  // The profile names his team: its page is the second to cite ("what team is X on?").
  const team = player.team ? env.url(paths.team(player.team.currentVideogame, player.team.slug)) : undefined
  return [
    {
      ...fact(
        'player',
        playerProfileText(player),
        env.url(paths.player(playerGame(player), player.slug)),
        w,
        team,
      ),
      translations: playerProfileTranslations(player),
    },
  ]
}

/** Whether the player plays for the team the question says, and the last team change the site saw of his. */
async function playerTeam(lookup: LookupOf<'player-team'>, env: LookupEnv): Promise<RetrievedFact[]> {
  const { player, claimed } = lookup
  const [change] = await listPlayerRosterChanges(env.db, { playerId: player.id, limit: 1 })
  // The team he plays for now is what the verdict is about ("No — X plays for B now, not A"): its page is cited.
  const team = player.team ?? claimed
  // Nothing claimed and no change seen: worth saying only below what else was found ("what happened to X?").
  const weight = claimed || change ? lookup.weight : lookup.weight * 0.5
  return [
    fact(
      'player',
      playerTeamText(player, claimed, change),
      env.url(paths.player(playerGame(player), player.slug)),
      weight,
      team ? teamUrl(env, team) : undefined,
    ),
  ]
}

async function playerStats(lookup: LookupOf<'player-stats'>, env: LookupEnv): Promise<RetrievedFact[]> {
  const w = lookup.weight
  const { db } = env
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

async function playerNews(lookup: LookupOf<'player-news'>, env: LookupEnv): Promise<RetrievedFact[]> {
  const w = lookup.weight
  const { db } = env
  const { player } = lookup
  const team = lookup.beside
  const own = [
    player.name,
    player.firstName ?? '',
    player.lastName ?? '',
    team?.name ?? '',
    team?.acronym ?? '',
  ]
  // "How long is Fennowl's contract?": the story naming him and the contract; only those when words are asked.
  // "Why did X leave A?" with no story holding "leave": the stories naming X and A.
  if (lookup.keywords?.length || team) {
    const asked = await newsAsked(db, player.name, own, lookup.keywords ?? [])
    const rows =
      asked.length || !team
        ? asked
        : await searchArticles(db, { terms: [player.name, team.name], order: 'newest', limit: NEWS_ARTICLES })
    return articleFacts(
      env,
      rows,
      'article',
      w,
      { mentioning: player.name },
      passageWords(env.question ?? '', own),
    )
  }
  const rows = await searchArticles(db, { terms: [player.name], order: 'newest', limit: NEWS_ARTICLES })
  return articleFacts(env, rows, 'article', w, { mentioning: player.name })
}

async function tournament(lookup: LookupOf<'tournament'>, env: LookupEnv): Promise<RetrievedFact[]> {
  const w = lookup.weight
  const { db } = env
  const t = lookup.tournament
  const league = t.leagueName?.trim()
  const [teams, leagueNews] = await Promise.all([
    listTournamentTeams(db, { tournamentId: t.id, limit: TOURNAMENT_TEAMS }),
    league ? listLatestArticles(db, { tag: slugify(league), limit: 1 }) : Promise.resolve([]),
  ])
  const [host] = teams
  // The event page shows the tournament (a stage of it); the page of a team playing in it shows its matches there.
  const teamPage = host
    ? env.url(paths.team(host.currentVideogame, host.slug))
    : leagueNews[0]
      ? env.url(paths.article(leagueNews[0]))
      : env.url(paths.gameHub(isGameSlug(t.game) ? t.game : 'news'))
  const url = t.eventSlug ? env.url(paths.event(t.game, t.eventSlug)) : teamPage
  const teamNames = teams.map((team) => team.name)
  return [
    // The sentence names no team: the team's page is cited beside the sentence listing the teams, not this one.
    {
      ...fact('tournament', tournamentText(t, env.now), url, w),
      translations: tournamentTranslations(t, env.now),
    },
    ...(teams.length
      ? [
          {
            ...fact('tournament', tournamentTeamsText(t.name, teamNames), url, w * 0.9, teamPage),
            translations: tournamentTeamsTranslations(t.name, teamNames),
          },
        ]
      : []),
    ...articleFacts(env, leagueNews, 'article', w * 0.6, { tag: league ?? '' }),
  ]
}

async function teamInTournament(
  lookup: LookupOf<'team-in-tournament'>,
  env: LookupEnv,
): Promise<RetrievedFact[]> {
  const w = lookup.weight
  const { db } = env
  const { team, tournaments } = lookup
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
  // The stage asked about first cites the page of the newest match it lists (the furthest round the team
  // reached), then the team's page; the other stages cite the team's page.
  const facts = played.map(([name, matches], i) =>
    translated(
      teamMatchFact(
        'recent-matches',
        tournamentResultsText(team.name, name, matches.slice(0, 5)),
        env,
        team,
        i === 0 ? matches[0] : undefined,
        w * (1 - i * 0.2),
      ),
      tournamentResultsTranslations(team.name, name, matches.slice(0, 5)),
    ),
  )
  if (next?.tournamentName) {
    const weight = lookup.focus === 'next' ? w * 1.05 : w * 0.9
    facts.push(
      translated(
        teamMatchFact(
          'next-match',
          tournamentNextText(team.name, next.tournamentName, next),
          env,
          team,
          next,
          weight,
        ),
        tournamentNextTranslations(team.name, next.tournamentName, next),
      ),
    )
  }
  if (facts.length) return facts
  // "How far did A get at X?" when A has no match there: said, with the tournaments A does play (decision 040
  // round 9), rather than X's facts alone.
  const theirs = await listTeamTournaments(db, { teamId: team.id, limit: TEAM_TOURNAMENTS_SAID })
  if (theirs.some((t) => names.has(t.name))) return facts
  const asked = [...new Set(tournaments.map((t) => t.leagueName ?? t.name))]
  const text = `${noMatchInText(team.name, asked)} ${teamTournamentsText(team.name, theirs)}`
  // Then who won the event asked about (or that it is not decided yet), citing its page, and who did play there
  // ("did A make the X playoffs?": no, these four did).
  const [named] = tournaments
  const [winner, teamsThere] = named
    ? await Promise.all([
        eventWinnerFacts(env, named, w),
        listTournamentTeams(db, { tournamentId: named.id, limit: TOURNAMENT_TEAMS }),
      ])
    : [[], []]
  const url = named?.eventSlug ? env.url(paths.event(named.game, named.eventSlug)) : undefined
  const there =
    named && url && teamsThere.length
      ? [
          fact(
            'tournament',
            tournamentTeamsText(
              named.name,
              teamsThere.map((t) => t.name),
            ),
            url,
            w,
          ),
        ]
      : []
  return [fact('tournament', text, teamUrl(env, team), w * 1.05), ...winner, ...there]
}

async function topTeams(lookup: LookupOf<'top-teams'>, env: LookupEnv): Promise<RetrievedFact[]> {
  const w = lookup.weight
  const { db } = env
  const { position } = lookup
  const [teams, ranked] = await Promise.all([
    listTopTeams(db, { game: lookup.game, limit: TOP_TEAMS }),
    position === undefined ? undefined : getTeamAtRank(db, { game: lookup.game, position }),
  ])
  const list = teams.length
    ? [
        {
          ...fact(
            'team',
            topTeamsText(lookup.game, teams),
            env.url(paths.teams(lookup.game)),
            ranked ? w * 0.9 : w,
          ),
          translations: topTeamsTranslations(lookup.game, teams),
        },
      ]
    : []
  // The team at the place asked, citing its page (which shows the place) before the game's teams list.
  if (!ranked) return list
  // "Which team has the best record?": the form of the team at that place, as its page gives it.
  const record = lookup.withForm ? await form({ kind: 'form', team: ranked.team, weight: w * 0.95 }, env) : []
  return [rankFact(ranked.team, ranked, env, w), ...record, ...list]
}

/**
 * "Which LoL teams are in the best form?": the game's best-rated teams by their wins in their last five results
 * (then by their place in the ranking), the first one's results said; citing its page, then the game's teams.
 */
async function formRanking(lookup: LookupOf<'form-ranking'>, env: LookupEnv): Promise<RetrievedFact[]> {
  const { game } = lookup
  const teams = await listTopTeams(env.db, { game, limit: FORM_RANKED_TEAMS })
  const recent = await Promise.all(
    teams.map((team) => listLastTeamMatches(env.db, { teamId: team.id, limit: FORM_RANKING_MATCHES })),
  )
  const wins = (i: number) => recent[i]!.filter((m) => m.result === 'win').length
  const order = teams
    .map((team, i) => ({ team, i }))
    .filter(({ i }) => recent[i]!.length)
    .sort((a, b) => wins(b.i) - wins(a.i) || a.i - b.i)
    .slice(0, FORM_RANKING_SHOWN)
  const text = formRankingText(
    game,
    order.map(({ team, i }) => ({ name: team.name, matches: recent[i]! })),
  )
  const list = env.url(paths.teams(game))
  const [best] = order
  return [fact('team', text, best ? teamUrl(env, best.team) : list, lookup.weight, list)]
}

/** Roster changes said by a transfers answer. */
const TRANSFERS_SHOWN = 4

/**
 * "Latest transfers", "biggest roster moves this week": the transfers page's own read, newest first, a sentence
 * citing the page and one per change citing the player's page (the page, for a player we hold no page of).
 */
async function transfers(lookup: LookupOf<'transfers'>, env: LookupEnv): Promise<RetrievedFact[]> {
  const w = lookup.weight
  const { game, team } = lookup
  const list = await listTransfers(env.db, {
    ...(team ? { team: team.slug } : game ? { game } : {}),
    limit: TRANSFERS_SHOWN,
  })
  // A team's changes are on its page (its roster history); every game's or one game's on the transfers page.
  const page = team ? teamUrl(env, team) : env.url(paths.transfers(game))
  const head = team
    ? transfersOfTeamHeadText(team.name, list.transfers.length)
    : transfersHeadText(game, list.transfers.length)
  return [
    fact('team', head, page, w),
    ...list.transfers.map((change, i) =>
      fact(
        'team',
        transferText({
          kind: change.kind,
          seenAt: new Date(change.seenAt),
          playerName: change.player.name,
          fromName: change.from?.name ?? null,
          toName: change.to?.name ?? null,
        }),
        change.player.path ? env.url(change.player.path) : page,
        w * (0.98 - i * 0.02),
        page,
      ),
    ),
  ]
}

async function teamRank(lookup: LookupOf<'team-rank'>, env: LookupEnv): Promise<RetrievedFact[]> {
  const w = lookup.weight
  const { team } = lookup
  const game = team.currentVideogame
  const { claimed } = lookup
  const [rank, teams, atClaimed] = await Promise.all([
    getChatTeamRank(env.db, team.id),
    listTopTeams(env.db, { game, limit: TOP_TEAMS }),
    claimed === undefined ? undefined : getTeamAtRank(env.db, { game, position: claimed }),
  ])
  if (!rank) return []
  // The team's page shows its place; the game's teams list, the teams above it. A place the question gives the
  // team wrongly ("why is A ranked first?") is corrected with the team that holds it, citing that team's page.
  const holder =
    atClaimed && atClaimed.team.id !== team.id ? [rankFact(atClaimed.team, atClaimed, env, w * 0.95)] : []
  // "Who's right above A?": the team at the place beside A's, citing its page.
  const position = lookup.neighbour ? rank.position + lookup.neighbour : 0
  const beside = position > 0 ? await getTeamAtRank(env.db, { game, position }) : undefined
  const neighbour = beside ? [rankFact(beside.team, beside, env, w * 0.97)] : []
  return [
    rankFact(team, rank, env, w),
    ...neighbour,
    ...holder,
    {
      ...fact('team', topTeamsText(game, teams), env.url(paths.teams(game)), w * 0.9),
      translations: topTeamsTranslations(game, teams),
    },
  ]
}

/** A team's place in its game's ranking, on its page, in every language. */
function rankFact(
  team: Parameters<typeof teamRankText>[0] & Parameters<typeof teamUrl>[1],
  rank: { position: number; of: number },
  env: LookupEnv,
  weight: number,
): RetrievedFact {
  return {
    ...fact('team', teamRankText(team, rank), teamUrl(env, team), weight),
    translations: teamRankTranslations(team, rank),
  }
}

async function gameNews(lookup: LookupOf<'game-news'>, env: LookupEnv): Promise<RetrievedFact[]> {
  const w = lookup.weight
  const { db } = env
  const rows = await listLatestArticles(db, { tag: lookup.game, limit: NEWS_ARTICLES })
  return articleFacts(env, rows, 'game-news', w, { game: gameName(lookup.game) })
}

async function latestNews(lookup: LookupOf<'latest-news'>, env: LookupEnv): Promise<RetrievedFact[]> {
  const w = lookup.weight
  const { db } = env
  const rows = await listLatestArticles(db, { limit: NEWS_ARTICLES })
  return articleFacts(env, rows, 'game-news', w, { site: true })
}

async function searchFacts(lookup: LookupOf<'search'>, env: LookupEnv): Promise<RetrievedFact[]> {
  const w = lookup.weight
  const { db } = env
  // Every keyword should appear; a game named in the question filters by its tag. Events and matches whose names
  // hold every keyword come back too, citing their pages.
  const [found, matchesAndEvents] = await Promise.all([
    storiesHolding(db, lookup.keywords, lookup.names ?? [], lookup.game),
    matchSearchFacts(lookup, env),
  ])
  // Of the stories holding the keywords, those holding more of the question's other words first ("new coach").
  const asked = passageWords(env.question ?? '')
  const rows = found
    .map((row, order) => ({ row, order, held: questionCoverage(row, asked) }))
    .sort((a, b) => b.held - a.held || a.order - b.order)
    .slice(0, SEARCH_ARTICLES)
    .map(({ row }) => row)
  return [
    ...rows.map((row, i) => {
      // The best story says what answers the question; the others only when a sentence of theirs does.
      const { text, translations } = articleFact(row, { kind: 'found' }, asked, { orNext: i === 0 })
      const weight = w * (0.8 - i * 0.15) * (row.matched < lookup.keywords.length ? 0.95 : 1)
      return { ...fact('article', text, env.url(paths.article(row)), weight), translations }
    }),
    ...matchesAndEvents,
  ]
}

/**
 * The stories holding every keyword; when none does, those holding most of them, at least half (two of three or
 * more): a question's own words ("lately", a Spanish verb) need not be in the story that answers it, its names and
 * numbers are. A number asked ("2025", "11.10") or a name written as one must be in the story, and is evidence
 * enough beside it.
 */
async function storiesHolding(
  db: LookupEnv['db'],
  keywords: readonly string[],
  names: readonly string[],
  tag: string | undefined,
): Promise<Awaited<ReturnType<typeof searchArticles>>> {
  const terms = keywords.map(storyTerm)
  const options = { terms, ...(tag ? { tag } : {}), order: 'rank' as const, limit: SEARCH_POOL }
  const all = await searchArticles(db, options)
  if (all.length || keywords.length < 2) return all
  const required = [...new Set([...keywords.filter((k) => /\d/.test(k)).map(storyTerm), ...names])]
  const enough = required.length ? 1 : Math.max(keywords.length > 2 ? 2 : 1, Math.ceil(keywords.length / 2))
  const most = await searchArticles(db, { ...options, match: 'most', required })
  return most.filter((row) => row.matched >= enough)
}

/** A search term finding a story that writes the word any of its ways ("contract | deal | extension"). */
export function storyTerm(word: string): string {
  return storyWordsFor(word).join(TERM_OR)
}

/** Each kind of look-up and the function that runs it. */
const LOOKUPS: { [K in ChatLookup['kind']]: LookupRun<K> } = {
  'not-stored': notStored,
  'team-profile': teamProfile,
  roster: roster,
  'next-match': nextMatch,
  'recent-matches': recentMatches,
  form: form,
  'team-news': teamNews,
  'player-profile': playerProfile,
  'player-stats': playerStats,
  'player-team': playerTeam,
  'player-news': playerNews,
  tournament: tournament,
  'team-in-tournament': teamInTournament,
  'top-teams': topTeams,
  'team-rank': teamRank,
  'game-news': gameNews,
  'latest-news': latestNews,
  search: searchFacts,
  live: liveFacts,
  meeting: meetingFacts,
  event: eventFacts,
  'head-to-head': headToHeadFacts,
  'stat-leaders': statLeaderFacts,
  role: roleFacts,
  standings: standingsFacts,
  'team-tournaments': teamTournamentFacts,
  'game-tournaments': gameTournamentFacts,
  'no-prediction': noPredictionFacts,
  schedule: scheduleFacts,
  'game-events': gameEventFacts,
  'form-ranking': formRanking,
  transfers,
}

/** The facts one look-up of the plan gives. */
export function runLookup(lookup: ChatLookup, env: LookupEnv): Promise<RetrievedFact[]> {
  const run = LOOKUPS[lookup.kind] as LookupRun<ChatLookup['kind']>
  return run(lookup as never, env)
}

/** A fact with its sentence in the chat's other languages (facts/match-translations.ts). */
function translated(
  f: RetrievedFact,
  translations: RetrievedFact['translations'] | undefined,
): RetrievedFact {
  return translations ? { ...f, translations } : f
}
