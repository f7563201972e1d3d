import type { GameSlug } from '#shared/domain/games'
import { COMMON_WORDS } from '#server/ai/common-words'
import {
  asksCompetitions,
  asksLastMeeting,
  asksRecord,
  asksRoleOfPlayer,
  asksTeamRank,
  bestOfAsked,
  namesATime,
  neighbourAsked,
  picksOneMeeting,
  placeAsked,
  type RoleAsked,
  rankAsked,
  roleAsked,
  statAsked,
} from './asks'
import type { ChatIntent, MatchOutcome, MatchRound } from './intents'
import {
  asksOutcomeAhead,
  asksYesOrNo,
  eventWinClaim,
  finalWinClaim,
  notStoredTopic,
  nthAsked,
  outcomeAsked,
  type PlaceClaim,
  placeClaim,
  type ResultClaim,
  resultClaim,
  resultWanted,
  roundAsked,
} from './intents'
import {
  asksFormRanking,
  asksPlayerRanking,
  asksTransfers,
  type EventTiming,
  eventTimingAsked,
  type ScheduleDay,
  scheduleDayAsked,
} from './game-level'
import { editionOf } from './names'
import { type ParsedQuestion, searchKeywords } from './question'

// The plan: which look-ups answer a question, from its intents and the names it was found to name.

export type Lookup<Team, Player, Tournament> =
  | { kind: 'team-profile'; team: Team; weight: number }
  | { kind: 'roster'; team: Team; weight: number }
  | { kind: 'next-match'; team: Team; opponent?: Team; weight: number }
  | { kind: 'recent-matches'; team: Team; opponent?: Team; only?: 'win' | 'loss'; weight: number }
  | { kind: 'not-stored'; topic: string; subject: { team: Team } | { player: Player }; weight: number }
  | { kind: 'form'; team: Team; weight: number }
  /** keywords: what else the question asks of the news ("sign", "patch"): those stories first, then the newest. */
  | { kind: 'team-news'; team: Team; keywords?: string[]; weight: number }
  /** Every finished meeting of two teams: the record and the last one (issue #17 item 3). */
  | { kind: 'head-to-head'; team: Team; opponent: Team; weight: number }
  /** The players leading a stat, in a game or on a team; no statType: the game's headline stat. */
  | { kind: 'stat-leaders'; team?: Team; game?: GameSlug; statType?: string; weight: number }
  /** Who plays a role on a team (roster roles, else the articles), or which role a player plays. */
  | { kind: 'role'; team?: Team; player?: Player; role?: RoleAsked; stats?: boolean; weight: number }
  /** A stage's table, with the team's place when one is named. */
  /** claim: the place the question says the team finished in ("A topped the group, yes?"), confirmed or corrected. */
  /** place: the place asked with no team named ("who's second?"): the team holding it leads. */
  | {
      kind: 'standings'
      tournament: Tournament
      team?: Team
      claim?: PlaceClaim
      place?: number | 'last'
      weight: number
    }
  /** The tournaments a team has played and is scheduled in; player: asked of him, his team's. */
  | { kind: 'team-tournaments'; team: Team; player?: Player; titles?: boolean; weight: number }
  /**
   * A result asked for before it is played: said plainly that it is not predicted (the facts that matter follow).
   * The match said is the team's (of two teams, their meeting) in the tournament the question names, else the one
   * its words point at.
   */
  | { kind: 'no-prediction'; team?: Team; opponent?: Team; tournament?: Tournament; weight: number }
  /** The tournaments of a game the site covers. */
  | { kind: 'game-tournaments'; game: GameSlug; weight: number }
  /** What is played on the day asked ("CS2 matches today"), in one game or all: live ones first, then by time. */
  | { kind: 'schedule'; game?: GameSlug; day: ScheduleDay; weight: number }
  /** The events coming up, under way or just finished (with their winners), of one game or all, tier 1 first. */
  | { kind: 'game-events'; game?: GameSlug; timing: EventTiming; weight: number }
  /** The teams of a game in the best form: by their last five results. */
  | { kind: 'form-ranking'; game: GameSlug; weight: number }
  /** The latest roster changes the syncs saw (the transfers page), of one game or all, or to and from one team. */
  | { kind: 'transfers'; game?: GameSlug; team?: Team; weight: number }
  | { kind: 'player-profile'; player: Player; weight: number }
  | { kind: 'player-stats'; player: Player; weight: number }
  /** Whether the player plays for the team claimed ("X still on A?"), and his last team change. */
  | { kind: 'player-team'; player: Player; claimed?: Team; weight: number }
  /** keywords: what else the question asks of the news ("contract"): only the stories holding them. */
  | {
      kind: 'player-news'
      player: Player
      keywords?: string[]
      /** A team named with him: its name is not a keyword, and with no story holding them, those naming both. */
      beside?: Team
      weight: number
    }
  | { kind: 'tournament'; tournament: Tournament; weight: number }
  | {
      kind: 'team-in-tournament'
      team: Team
      tournaments: Tournament[]
      /** next: the question asks when, so the next match there leads. */
      focus: 'next' | 'results'
      weight: number
    }
  /** position: the place of the ranking asked ("best", "second best", "lowest ranked"): that team, then the list. */
  /** withForm: the question asks for a record or win rate ("best record"): the team at that place's form too. */
  | { kind: 'top-teams'; game: GameSlug; position?: number | 'last'; withForm?: boolean; weight: number }
  /**
   * Where a team stands in its game's ranking, as its page shows it. claimed: the place the question gives it ("why
   * is A ranked first?"): when A is elsewhere, the team at that place is told too, citing its page.
   */
  | { kind: 'team-rank'; team: Team; claimed?: number | 'last'; neighbour?: -1 | 1; weight: number }
  | { kind: 'game-news'; game: GameSlug; weight: number }
  | { kind: 'latest-news'; weight: number }
  | {
      kind: 'search'
      keywords: string[]
      /** The keywords written as names ("Frostline Masters"): a story holding most keywords must hold these. */
      names?: string[]
      game?: GameSlug
      /** What an event found by the keywords should answer: its winner, dates or bracket. */
      eventFocus?: EventFocus
      /** The edition words the question gives ("spring", "2026", "season 9"): events of another are not it. */
      edition: string[]
      weight: number
    }
  /** The running matches (of the game named; of the teams named), else the next one. */
  | { kind: 'live'; game?: GameSlug; teams: Team[]; weight: number }
  /**
   * The live or latest match of two teams (next: the upcoming one); in the events of the tournaments named, and
   * the round or stage named, first.
   */
  | {
      kind: 'meeting'
      team: Team
      opponent: Team
      focus: 'next' | 'latest'
      tournaments: Tournament[]
      round?: MatchRound
      /** The outcome named ("that forfeit", "the postponed match"): the meeting that had it is the one asked. */
      outcome?: MatchOutcome
      /** A result the question claims ("did A beat B 3-0?"): confirmed or corrected, the verdict first. */
      claim?: ResultClaim
      /** "Who won …?": a draw is said to have no winner. */
      asksWinner?: boolean
      /** The series length named ("the best-of-five"): a meeting of that format first. */
      bestOf?: number
      /** The edition named with no tournament ("the winter semi"): a meeting in an event of that edition first. */
      edition?: string[]
      /**
       * The question's words when they name a time ("in september", "on nov 22", "last week"): the meeting then,
       * whatever became of it (asks.ts timeAsked reads them as of the look-up's now).
       */
      when?: string
      weight: number
    }
  /** The event a tournament is a stage of: its winner, dates, bracket, or all of it in short. */
  | {
      kind: 'event'
      tournament: Tournament
      focus: EventFocus
      /** The team the question says won it ("confirm A won X"): confirmed or corrected, the verdict first. */
      claimedWinner?: Team
      /** The final's score it gives ("A beat B 2-0 in the X final?"), checked too. */
      claimedScore?: [number, number]
      /** The round named ("the first semi"): its matches (the nth of them, when it says which) lead. */
      round?: { round: MatchRound; nth?: number }
      /** The team whose match of that round is asked ("how did A's final go?"): only that match is said. */
      team?: Team
      weight: number
    }

export type EventFocus = 'winner' | 'dates' | 'setting' | 'bracket' | 'overview'

interface Recognised<Team, Player, Tournament> {
  teams: Team[]
  players: Player[]
  tournaments: Tournament[]
}

/** A team's line in a table beside its matches there: below them (decision 040, round 16). */
const PLACE_BESIDE_RESULTS = 0.95

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
  const [team] = found.teams
  const [player] = found.players
  const plan: Lookup<Team, Player, Tournament>[] = []
  const topic = parsed.intents.includes('not-stored') ? notStoredTopic(parsed.text) : undefined
  // Nothing named: a question about a game or about every game ("what's on today?") may be one of the site's lists.
  const named = found.teams.length + found.players.length + found.tournaments.length > 0
  const ofGames = named || topic ? [] : gameLevelLookups<Team, Player, Tournament>(parsed)
  if (ofGames.length) return ofGames
  if (topic && (team || player)) {
    // Said plainly first; what the site does know about the team or player follows as context.
    plan.push({
      kind: 'not-stored',
      topic,
      subject: player && !team ? { player } : { team: team! },
      weight: 1,
    })
  }
  const insights = insightLookups(parsed, found)
  plan.push(...insights)
  const asked = { parsed, found, topic, context: topic ? 0.6 : 1, answered: insights.length > 0 }
  // Beside the head-to-head, their last meeting is its last sentence already: only a meeting asked for by its round,
  // outcome, format or a claim about it adds something.
  const picked = picksOneMeeting(parsed.text)
  const withRecord = insights.some((l) => l.kind === 'head-to-head')
  const recordAnswers = withRecord && !picked
  const meetings = matchLookups(parsed, found).filter(
    (l) => !recordAnswers || l.kind !== 'meeting' || l.focus !== 'latest' || !plainMeeting(l),
  )
  const rest = [
    ...teamLookups(asked),
    ...playerLookups(asked, plan.length > 0),
    ...meetings,
    ...tournamentLookups(found),
    ...eventLookups(parsed, found),
  ]
  // Beside a head-to-head, stat, role, table or tournaments answer, the rest is context after it.
  // A claimed result stays first: the verdict is the answer ("… finished third, right?" is not a table question).
  // So does the meeting a question picks beside a record ("h2h? when did they last play?"): it is what was asked.
  const context = (l: Lookup<Team, Player, Tournament>) =>
    (l.kind === 'meeting' && l.claim) || (l.kind === 'event' && l.claimedWinner)
      ? l
      : l.kind === 'meeting' && picked && withRecord
        ? { ...l, weight: PICKED_MEETING }
        : { ...l, weight: l.weight * 0.6 }
  // Beside a claimed event win, the verdict answers; the team's matches there are context.
  const claim = rest.some((l) => l.kind === 'event' && l.claimedWinner)
  const beside = (l: Lookup<Team, Player, Tournament>) =>
    claim && l.kind === 'team-in-tournament' ? { ...l, weight: l.weight * 0.6 } : l
  plan.push(...(insights.length ? rest.map(context) : rest).map(beside))
  const placed = withPlaceInTable(parsed, plan)
  return placed.length ? placed : namelessLookups(parsed)
}

/**
 * "How did A do in X?" answered with A's matches there: A's line in X's table too, when the plan has none (a league
 * or cup with a table says the record and the place the matches add up to; one without says nothing). After the
 * matches, so they still lead.
 */
function withPlaceInTable<Team, Player, Tournament>(
  parsed: ParsedQuestion,
  plan: Lookup<Team, Player, Tournament>[],
): Lookup<Team, Player, Tournament>[] {
  // A round asked ("their upper final", "the semis") is one match, not the team's run: no table.
  const round = roundAsked(parsed.text)
  if (round && !NOT_KNOCKOUT.has(round.label)) return plan
  const results = plan.find(
    (l): l is Extract<Lookup<Team, Player, Tournament>, { kind: 'team-in-tournament' }> =>
      l.kind === 'team-in-tournament' && l.focus === 'results',
  )
  const [tournament] = results?.tournaments ?? []
  if (!results || !tournament || plan.some((l) => l.kind === 'standings' || l.kind === 'meeting')) return plan
  return [
    ...plan,
    { kind: 'standings', tournament, team: results.team, weight: results.weight * PLACE_BESIDE_RESULTS },
  ]
}

/**
 * Matches (issue #14): "who is playing right now" reads the running matches (of the game or the teams named);
 * two teams named with "vs", a result or a time read their live or latest meeting (the next one for "when").
 */
function matchLookups<Team, Player, Tournament>(
  parsed: ParsedQuestion,
  found: Recognised<Team, Player, Tournament>,
): Lookup<Team, Player, Tournament>[] {
  const has = (intent: ChatIntent) => parsed.intents.includes(intent)
  const plan: Lookup<Team, Player, Tournament>[] = []
  if (has('live') && !found.tournaments.length) {
    const game = found.teams.length ? undefined : parsed.games[0]
    plan.push({ kind: 'live', ...(game ? { game } : {}), teams: found.teams.slice(0, 2), weight: 1.05 })
  }
  const [team, opponent] = found.teams
  // A forfeit, draw or postponement named of two teams asks about a meeting of theirs ("did A get a walkover vs B?").
  const outcome = outcomeAsked(parsed.text)
  // "A 2-0'd B in the semis, didn't they?": a claim about a meeting, whatever words it uses.
  // "Have A ever beaten B?" asks every meeting (the head-to-head), not one result.
  const claim = has('head-to-head') ? undefined : resultClaim(parsed.question)
  // "When did A and B last meet?": their latest meeting, whatever else the words ask.
  const last = asksLastMeeting(parsed.text)
  if (
    team &&
    opponent &&
    (outcome || claim || last || (['versus', 'results', 'live', 'next-match'] as const).some(has))
  ) {
    const focus = has('next-match') && !has('results') && !has('live') && !claim && !last ? 'next' : 'latest'
    const round = roundAsked(parsed.text)
    const bestOf = bestOfAsked(parsed.text)
    const edition = found.tournaments.length ? [] : [...editionOf(parsed.tokens.map((t) => t.word))]
    const when = focus === 'latest' && namesATime(parsed.text) ? parsed.text : undefined
    plan.push({
      kind: 'meeting',
      team,
      opponent,
      focus,
      tournaments: found.tournaments,
      ...(round ? { round } : {}),
      ...(outcome ? { outcome } : {}),
      ...(claim ? { claim } : {}),
      ...(has('winner') ? { asksWinner: true } : {}),
      ...(bestOf ? { bestOf } : {}),
      ...(edition.length ? { edition } : {}),
      ...(when ? { when } : {}),
      weight: claim ? 1.3 : 1.05,
    })
  }
  return plan
}

/** A meeting picked by a word ("last", "next") beside a head-to-head: above the record (1.2). */
const PICKED_MEETING = 1.25

/** A meeting asked for with nothing that picks one: the latest or next of the two teams. */
function plainMeeting<Team, Player, Tournament>(
  l: Lookup<Team, Player, Tournament> & { kind: 'meeting' },
): boolean {
  return !l.claim && !l.round && !l.outcome && !l.bestOf && !l.asksWinner && !l.tournaments.length
}

/** What a question asks of an event. */
function eventFocus(parsed: ParsedQuestion): EventFocus {
  const has = (intent: ChatIntent) => parsed.intents.includes(intent)
  // "Who won the upper final?", "who did they knock out in the lower final?": a round short of the grand final is
  // the bracket's question, whoever won the event.
  const round = roundAsked(parsed.text)?.label
  if (has('bracket') || (round && round !== 'grand final' && !NOT_KNOCKOUT.has(round))) return 'bracket'
  // "Who won the group stage?": its table's first place (insightLookups), not the event's final.
  if (wonATable(parsed)) return 'overview'
  // "What was the score in the Longship Autumn final?": the grand final's result is who won.
  if (has('winner') || (has('results') && roundAsked(parsed.text)?.label === 'grand final')) return 'winner'
  // "Prize pool of X?", "is X a LAN?": where and for what it is played, before its dates.
  if (has('event-setting') && !has('event-dates') && !has('next-match')) return 'setting'
  return has('event-dates') || has('next-match') ? 'dates' : 'overview'
}

/** "Who won the group stage?", "who won the regular season?": a stage decided by its table. */
function wonATable(parsed: ParsedQuestion): boolean {
  return (
    parsed.intents.includes('winner') &&
    (roundAsked(parsed.text)?.label === 'group stage' || /\bregular season\b/.test(parsed.text))
  )
}

/** Rounds that are whole stages, not one match of a team's. */
const NOT_KNOCKOUT = new Set(['group stage', 'playoffs'])

/** The event of the best tournament named: its winner, dates or bracket when asked, else a short overview. */
function eventLookups<Team, Player, Tournament>(
  parsed: ParsedQuestion,
  found: Recognised<Team, Player, Tournament>,
): Lookup<Team, Player, Tournament>[] {
  const [tournament] = found.tournaments
  if (!tournament) return []
  const focus = eventFocus(parsed)
  if (found.teams.length) {
    // Beside a team, only what the team's own look-ups cannot say: the winner or the bracket.
    // A win the question claims or takes for granted ("why did A win X so easily", "A beat B in the X final") is
    // checked against the event's winner, the verdict first (decision 040 round 9).
    // A round other than the final ("A won the lower bracket final") is the round's question, answered below.
    const round = roundAsked(parsed.text)
    const ofRound = round && round.label !== 'grand final' && !NOT_KNOCKOUT.has(round.label)
    const inFinal = finalWinClaim(parsed.question)
    const claimed = ofRound
      ? undefined
      : inFinal
        ? found.teams[inFinal === 'first' ? 0 : 1]
        : !found.teams[1] && eventWinClaim(parsed.question)
          ? found.teams[0]
          : undefined
    // A score given is the claimed winner's first ("A beat B 2-0", "B lost 0-2 to A": 2-0 either way).
    const given = claimed ? resultClaim(parsed.question)?.score : undefined
    const score = given && inFinal === 'second' ? ([given[1], given[0]] as [number, number]) : given
    if (claimed)
      return [
        {
          kind: 'event',
          tournament,
          focus: 'winner',
          claimedWinner: claimed,
          ...(score ? { claimedScore: score } : {}),
          weight: 1.3,
        },
      ]
    // "How did A's final go?", "who did A beat in the semis?": A's match of that round, in each edition named
    // (the current first; a finished one is preferred by its facts' weight).
    if (round && !NOT_KNOCKOUT.has(round.label) && !found.teams[1]) {
      return found.tournaments.slice(0, 3).map((t, i) => ({
        kind: 'event' as const,
        tournament: t,
        focus: 'bracket' as const,
        round: { round },
        team: found.teams[0]!,
        weight: 1.2 - i * 0.05,
      }))
    }
    return focus === 'winner' || focus === 'bracket'
      ? [{ kind: 'event', tournament, focus, weight: 0.8 }]
      : []
  }
  // "Who came third?": the third-place match, when the bracket has one, beside the table's third.
  const third = placeAsked(parsed.text) === 3 ? roundAsked('third place') : undefined
  const round = focus === 'bracket' ? roundAsked(parsed.text) : third
  const nth = round && !third ? nthAsked(parsed.text) : undefined
  return [
    {
      kind: 'event',
      tournament,
      focus: third ? 'bracket' : focus,
      ...(round ? { round: { round, ...(nth === undefined ? {} : { nth }) } } : {}),
      weight: focus === 'overview' ? 0.95 : 1.05,
    },
  ]
}

interface Asked<Team, Player, Tournament> {
  parsed: ParsedQuestion
  found: Recognised<Team, Player, Tournament>
  /** What a "not-stored" question asks about. */
  topic: string | undefined
  /** The weight of what was not asked but is worth adding (lower after a "not stored" answer). */
  context: number
  /** A head-to-head, stat, role, table or tournaments look-up answers the question: no team card beside it. */
  answered?: boolean
}

/**
 * Issue #17 item 3: the questions a team's card does not answer. Two teams and "h2h", "record between", "have A
 * ever beaten B": every meeting. "Best player", "top fragger", "highest GPM": a stat's leaders (of the team named,
 * else of the game). "Who is X's jungler": the roster's roles, else the articles. "Who leads the X table": the
 * stage's standings. "Which tournaments did X play": the team's tournaments.
 */
function insightLookups<Team, Player, Tournament>(
  parsed: ParsedQuestion,
  found: Recognised<Team, Player, Tournament>,
): Lookup<Team, Player, Tournament>[] {
  const has = (intent: ChatIntent) => parsed.intents.includes(intent)
  const [team, opponent] = found.teams
  const [player] = found.players
  const [tournament] = found.tournaments
  const [game] = parsed.games
  const plan: Lookup<Team, Player, Tournament>[] = []
  // "X still A's top laner?", "is X on A?", "A still got X at mid?": whether X plays for A, the verdict first, then
  // who plays that role for A now (or A's roster). "Wasn't X on another team before?": his last team change.
  const memberClaim = /\bstill\b/.test(parsed.text) || asksYesOrNo(parsed.question)
  if (player && team && !opponent && memberClaim && !has('player-stats') && !has('stat-leader')) {
    const role = roleAsked(parsed.text)
    plan.push(
      { kind: 'player-team', player, claimed: team, weight: 1.3 },
      role ? { kind: 'role', team, role, weight: 1.1 } : { kind: 'roster', team, weight: 1.1 },
    )
    return plan
  }
  // "Why did X leave A?", "how come A benched X?": what the stories naming X say about it (those naming X and A
  // when none holds the words), then his last team change. Nothing the profile holds answers a why.
  if (player && team && !opponent && WHY.test(parsed.text)) {
    const keywords = parsed.keywords.filter((w) => !/^\d+$/.test(w))
    plan.push(
      { kind: 'player-news', player, keywords, beside: team, weight: 1.25 },
      { kind: 'player-team', player, weight: 1.1 },
    )
  }
  if (player && !team && PLAYED_BEFORE.test(parsed.text)) {
    plan.push({ kind: 'player-team', player, weight: 1.2 })
  } else if (player && !team && WHAT_HAPPENED.test(parsed.text)) {
    // "What happened to X?": his last team change, and the stories naming him.
    plan.push({ kind: 'player-team', player, weight: 1.2 }, { kind: 'player-news', player, weight: 1.15 })
  }
  // "Who u got, A or B?", "easy A win over B?": how a meeting of two teams will go, in any words, is a prediction.
  const ahead = opponent && asksOutcomeAhead(parsed.text) && !resultClaim(parsed.question)
  if (team && (has('prediction') || ahead)) {
    // "Who will win A vs B?": no guess; the record between them, their form and the match itself instead.
    plan.push({
      kind: 'no-prediction',
      team,
      ...(opponent ? { opponent } : {}),
      ...(tournament ? { tournament } : {}),
      weight: 1.3,
    })
    if (opponent) {
      plan.push(
        { kind: 'head-to-head', team, opponent, weight: 1.2 },
        { kind: 'form', team, weight: 1.1 },
        { kind: 'form', team: opponent, weight: 1.1 },
      )
    } else plan.push({ kind: 'form', team, weight: 1.1 })
    // "Who'll top frag for A next game?": no guess; who leads the stat so far.
    if (has('stat-leader') && !opponent) {
      const stat = statAsked(parsed.text)
      plan.push({ kind: 'stat-leaders', team, ...(stat ? { statType: stat.statType } : {}), weight: 1.2 })
    }
    return plan
  }
  if (!team && tournament && has('prediction')) {
    // "Predict the Longship Masters champion": no guess; the table as it stands, and who plays in it (an event not
    // yet started has no table, but its teams and first matches are the facts that matter).
    plan.push(
      { kind: 'no-prediction', tournament, weight: 1.3 },
      { kind: 'standings', tournament, weight: 1.1 },
      { kind: 'tournament', tournament, weight: 1.05 },
    )
    return plan
  }
  // "A vs B record", "overall?" after their last meeting: every meeting, not the last one.
  const overall = /\b(record|overall|in total|all in all|altogether)\b/.test(parsed.text)
  if (
    team &&
    opponent &&
    (has('head-to-head') ||
      asksRecord(parsed.text) ||
      (overall && !has('form') && !has('standings')) ||
      (!tournament && asksOfPairAlone(parsed)))
  )
    plan.push({ kind: 'head-to-head', team, opponent, weight: 1.2 })
  else if (team && opponent && overall && has('versus'))
    plan.push({ kind: 'head-to-head', team, opponent, weight: 1.2 })
  if (has('stat-leader') && !opponent) {
    const stat = statAsked(parsed.text)
    plan.push({
      kind: 'stat-leaders',
      ...(team ? { team } : {}),
      ...(game ? { game } : {}),
      ...(stat ? { statType: stat.statType } : {}),
      weight: 1.15,
    })
  } else if (has('role')) {
    const role = roleAsked(parsed.text)
    // "A's carry gpm?", "their support's KDA": the role's player and then his statistics.
    const stats = statAsked(parsed.text) !== undefined || has('player-stats')
    if (team && role) plan.push({ kind: 'role', team, role, ...(stats ? { stats: true } : {}), weight: 1.15 })
    else if (player && (role || asksRoleOfPlayer(parsed.text))) {
      plan.push({ kind: 'role', player, ...(role ? { role } : {}), weight: 1.15 })
    }
  }
  // "A's record in the X league": the team's line in the stage's table.
  const recordIn = team && !opponent && /\brecord\b/.test(parsed.text)
  // "When did A drop their first game in X?", "are A unbeaten in X?": the table says whether A lost there at all,
  // so a loss the question takes for granted is checked against A's line (decision 040, round 6).
  const lossIn =
    team &&
    !opponent &&
    /\b(first (loss|defeat)|(drop|dropped|drops|lose|lost|loses) (their|its|his|a|any) (first )?(games?|match(es)?|series|maps?)|unbeaten|undefeated|perfect record)\b/.test(
      parsed.text,
    )
  // "Who's second?", "who came third?" of a tournament: the team at that place of its table.
  const place =
    !team && tournament ? (placeAsked(parsed.text) ?? (wonATable(parsed) ? 1 : undefined)) : undefined
  // "A came 3rd in X, right?", "since A were runner-up at X": a place claimed of a team is checked in the table.
  const claim = team && !opponent ? placeClaim(parsed.question) : undefined
  if (
    tournament &&
    (has('standings') || recordIn || lossIn || place !== undefined || claim !== undefined) &&
    !has('stat-leader')
  ) {
    plan.push({
      kind: 'standings',
      tournament,
      ...(team ? { team } : {}),
      ...(claim ? { claim } : {}),
      ...(place === undefined ? {} : { place }),
      // A claim's verdict leads, as a claimed result's does.
      weight: claim === undefined ? 1.1 : 1.3,
    })
  }
  // "Where do A rank?", "is A the best team in CS2?": the team's place in its game's ranking.
  const rankOfTeam =
    asksTeamRank(parsed.text) || (/\bteam\b/.test(parsed.text) && rankAsked(parsed.text) !== undefined)
  if (team && !opponent && !tournament && !has('stat-leader') && rankOfTeam && !plan.length) {
    const claimed = rankAsked(parsed.text)
    // "Who's right above A?": the team at the place beside A's, as well.
    const neighbour = neighbourAsked(parsed.text)
    plan.push({
      kind: 'team-rank',
      team,
      ...(claimed === undefined ? {} : { claimed }),
      ...(neighbour ? { neighbour } : {}),
      weight: 1.15,
    })
  }
  // "In which event do they meet next?" of two teams asks for their meeting, which names its event.
  const competitions = has('which-tournaments') || asksCompetitions(parsed.text)
  // "A's trophies?", "has A won anything?", "which events has A won?": the events A won, then where A played.
  const titles = TITLES.test(parsed.text)
  if (team && !opponent && !tournament && (competitions || titles) && !plan.length) {
    plan.push({
      kind: 'team-tournaments',
      team,
      ...(player ? { player } : {}),
      ...(titles ? { titles: true } : {}),
      weight: 1.1,
    })
  }
  if (!team && !player && !tournament && game && has('which-tournaments') && !plan.length) {
    plan.push(...parsed.games.map((g) => ({ kind: 'game-tournaments' as const, game: g, weight: 1.1 })))
  }
  return plan
}

/**
 * A team's titles asked about: "trophies", "titles", "won anything", "which events has A won", and "what" as the
 * object of winning ("what has A won", "what did A win this year": not "what did A win by", a score).
 */
export const TITLES =
  /\b(titles?|trophies|trophy|silverware|championships)\b|\bwon (anything|something|any (events?|tournaments?|titles?|trophies|thing))\b|\b(which|what|how many) (events?|tournaments?|titles?|trophies|leagues?)\b.*\b(won|win)\b|^\W*what (has|have|did) ([\w'-]+ ){1,3}(won|win)\b(?! (by|against|vs|versus|over|in the|at the|the (final|match|game|series|map)))/

/** A player's earlier teams asked about: "wasn't X on another team before?", "did X switch teams?". */
const PLAYED_BEFORE =
  /\b(before|previous(ly)?|former(ly)?|used to|switch(ed|es)? teams?|chang(e|ed|es) teams?|another team|other teams?|old team|last team|moved? (from|to)|come from|came from)\b/

/** What became of someone: "what happened to/with X", "what's going on with X", "what's up with X". */
/** A why asked: "why did", "why was", "how come", "what made". */
const WHY = /\b(why|how come|what made|reason)\b/

const WHAT_HAPPENED = /\bwhat (happened|happens)\b|\bwhat(?: is|'s|s)? (going on|up) with\b/

/** Intents that say nothing beyond "these two teams" (a "vs", a record, how they do, who is up). */
const OF_THE_PAIR = new Set<ChatIntent>([
  'versus',
  'form',
  'standings',
  'player',
  'team-profile',
  'tournament',
  'head-to-head',
])

/**
 * Two teams asked about together with nothing that picks one meeting (last, next, a round, a score, an outcome, a
 * claim) or lists them ("A and B"): "A B record", "A against B, how do they do?", "A vs B, who's up?", "how many wins
 * each". What they ask is how the two fare against each other: every meeting, the record first.
 */
function asksOfPairAlone(parsed: ParsedQuestion): boolean {
  return (
    parsed.intents.every((i) => OF_THE_PAIR.has(i)) &&
    !picksOneMeeting(parsed.text) &&
    !outcomeAsked(parsed.text) &&
    !resultClaim(parsed.question) &&
    // "Between A and B" names a pair; "A and B" elsewhere lists them.
    !/\b(and|&)\b/.test(parsed.text.replace(/\bbetween\b.*?\b(and|&)\b/, 'between'))
  )
}

/** The first team named is the subject; a second team is the opponent of a head-to-head question. */
function teamLookups<Team, Player, Tournament>({
  parsed,
  found,
  topic,
  context,
  answered,
}: Asked<Team, Player, Tournament>): Lookup<Team, Player, Tournament>[] {
  const [team, opponent] = found.teams
  if (!team) return []
  const has = (intent: ChatIntent) => parsed.intents.includes(intent)
  const plan: Lookup<Team, Player, Tournament>[] = []
  const teamIntents: ChatIntent[] = ['roster', 'next-match', 'results', 'form', 'team-profile', 'news']
  const asked = teamIntents.filter(has)
  // A tournament named with the team: its results and next match there answer "how did" and "when next".
  const inTournament = found.tournaments.length > 0
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
  // "A's roster changes?", "who came in and who left A": the changes the syncs saw, then its stories.
  if (asksTransfers(parsed) && !opponent) plan.push({ kind: 'transfers', team, weight: 1.1 })
  if (has('news')) {
    const keywords = parsed.keywords.filter((w) => !/^\d+$/.test(w))
    plan.push({
      kind: 'team-news',
      team,
      ...(keywords.length ? { keywords } : {}),
      weight: asked.length > 1 ? 0.7 : 1.05,
    })
  }
  // "How did Obsidian Heron do at the Monolith Invitational?": the team's matches there.
  if (inTournament) {
    const focus = has('next-match') && !has('results') ? 'next' : 'results'
    // Beside an opponent, their meeting there answers (matchLookups); the team's other matches are context.
    const weight = opponent ? 0.6 : 1
    plan.push({ kind: 'team-in-tournament', team, tournaments: found.tournaments, focus, weight })
  }
  if (!asked.length && !found.players.length && !inTournament && !answered) {
    // "Tell me about Northwind Wolves" / "Who are Kestrel Nine?": the team's card.
    plan.push(
      { kind: 'team-profile', team, weight: context },
      { kind: 'form', team, weight: 0.8 * context },
      { kind: 'next-match', team, weight: 0.75 * context },
    )
    if (has('player')) plan.push({ kind: 'roster', team, weight: 0.9 * context })
    else if (!topic) plan.push({ kind: 'team-news', team, weight: 0.5 })
  }
  return plan
}

/** What a player's profile, statistics or role answer: no story is read for these. */
const PLAYER_ASKS = new Set<ChatIntent>(['player-stats', 'role', 'stat-leader', 'roster', 'not-stored'])

/** The first player named; context beside a team's look-ups, the answer otherwise. */
function playerLookups<Team, Player, Tournament>(
  { parsed, found, context }: Asked<Team, Player, Tournament>,
  planned: boolean,
): Lookup<Team, Player, Tournament>[] {
  const [player] = found.players
  if (!player) return []
  const weight = (found.teams.length && planned ? 0.8 : 1) * context
  const plan: Lookup<Team, Player, Tournament>[] = [{ kind: 'player-profile', player, weight }]
  if (parsed.intents.includes('player-stats')) plan.push({ kind: 'player-stats', player, weight })
  if (parsed.intents.includes('news')) plan.push({ kind: 'player-news', player, weight: weight * 0.9 })
  else if (!found.teams.length && !parsed.intents.some((i) => PLAYER_ASKS.has(i))) {
    // "How long is Fennowl's contract?": nothing the profile holds; the stories naming him and those words.
    // Words written as names are the player's ("Who is Vantorr?"); the rest is what is asked of him.
    const names = new Set(parsed.tokens.filter((t) => t.capitalized).map((t) => t.word))
    const keywords = parsed.keywords.filter((w) => !/^\d+$/.test(w) && !names.has(w))
    if (keywords.length) plan.push({ kind: 'player-news', player, keywords, weight: weight * 1.05 })
  }
  return plan
}

/** The tournaments named: the best one beside a team, else up to three, best first. */
function tournamentLookups<Team, Player, Tournament>(
  found: Recognised<Team, Player, Tournament>,
): Lookup<Team, Player, Tournament>[] {
  const withTeam = found.teams.length > 0
  return found.tournaments.slice(0, withTeam ? 1 : 3).map((tournament, i) => ({
    kind: 'tournament',
    tournament,
    weight: withTeam ? 0.5 : 1 - i * 0.2,
  }))
}

/** Games and competitions the site does not cover: a question naming one is not about the site's lists. */
const OTHER_GAMES =
  /\b(overwatch|apex|fortnite|pubg|rocket league|rainbow six|r6|call of duty|cod|fifa|ea fc|smash|starcraft|hearthstone|tekken|street fighter|world of warcraft|wow|chess|football|soccer|world cup|olympics?)\b/

/**
 * Questions that name no team, player or event but one game or none (game-level.ts): the day's matches, the events
 * of a timing, the teams in form, the players' ranking. Empty when the question is none of them.
 */
function gameLevelLookups<Team, Player, Tournament>(
  parsed: ParsedQuestion,
): Lookup<Team, Player, Tournament>[] {
  const has = (intent: ChatIntent) => parsed.intents.includes(intent)
  if (has('prediction') || has('head-to-head')) return []
  // A name the site does not hold ("the Overwatch World Cup", "the 1998 final") is not a question about our lists.
  if (/\b(19|20)\d\d\b/.test(parsed.text) || OTHER_GAMES.test(parsed.text)) return []
  if (namedKeywords(parsed, searchKeywords(parsed)).length) return []
  // Nor is a rare word, likely a name we do not hold ("ninefold signing news?": a team only the stories know).
  if (parsed.keywords.some((word) => !COMMON_WORDS.has(word))) return []
  const games: (GameSlug | undefined)[] = parsed.games.length ? parsed.games : [undefined]
  const day = has('live') ? undefined : scheduleDayAsked(parsed)
  if (day) return games.map((game) => ({ kind: 'schedule', ...(game ? { game } : {}), day, weight: 1.1 }))
  if (parsed.games.length && asksFormRanking(parsed) && !asksPlayerRanking(parsed))
    return parsed.games.map((game) => ({ kind: 'form-ranking', game, weight: 1.1 }))
  // "Latest tournament news" is the news; "latest tournament results" the events just finished.
  const timing = eventTimingAsked(parsed)
  if (timing && (!has('news') || (timing === 'past' && has('results'))))
    return games.map((game) => ({ kind: 'game-events', ...(game ? { game } : {}), timing, weight: 1.1 }))
  if (parsed.games.length && asksPlayerRanking(parsed) && !has('role') && !statAsked(parsed.text))
    return parsed.games.map((game) => ({ kind: 'stat-leaders', game, weight: 1.1 }))
  // The roster changes we saw, then the stories about signings (teams the data does not hold sign players too).
  if (asksTransfers(parsed)) {
    const keywords = searchKeywords(parsed)
    return [
      ...games.map((game) => ({ kind: 'transfers' as const, ...(game ? { game } : {}), weight: 1.1 })),
      ...(keywords.length ? [{ kind: 'search' as const, keywords, edition: [], weight: 0.9 }] : []),
    ]
  }
  return []
}

/**
 * With no name recognised: a best-teams question reads the game's top teams, a news question (or one with nothing
 * to search for) the latest news, of the game when one is named, and anything else searches the articles.
 */
function namelessLookups<Team, Player, Tournament>(
  parsed: ParsedQuestion,
): Lookup<Team, Player, Tournament>[] {
  const has = (intent: ChatIntent) => parsed.intents.includes(intent)
  const keywords = searchKeywords(parsed)
  const [game] = parsed.games
  // "Best CS2 team?", "who's second in Dota 2", "lowest ranked LoL side": that place of the ranking, then the list.
  // A player's ranking ("top player", "best jungler") is a stat leader's question, not this one.
  const ofPlayers = has('stat-leader') || has('role') || /\bplayers?\b/.test(parsed.text)
  // "Who's 5th there?", "who came third in LoL?": a place, whatever words follow it.
  const position = ofPlayers ? undefined : placeAsked(parsed.text)
  if (game && (has('top-teams') || position !== undefined)) {
    return parsed.games.map((g) => ({
      kind: 'top-teams',
      game: g,
      ...(position === undefined ? {} : { position }),
      ...(has('form') && position !== undefined ? { withForm: true } : {}),
      weight: 1,
    }))
  }
  // With no name and nothing else to search for, "latest CS2 news" or "what's new?".
  if (!keywords.length && (has('news') || !parsed.intents.length)) {
    if (parsed.games.length) return parsed.games.map((g) => ({ kind: 'game-news', game: g, weight: 1 }))
    return has('news') ? [{ kind: 'latest-news', weight: 1 }] : []
  }
  if (!keywords.length) return []
  const focus = eventFocus(parsed)
  const names = namedKeywords(parsed, keywords)
  return [
    {
      kind: 'search',
      keywords,
      ...(names.length ? { names } : {}),
      game: parsed.games.length === 1 ? game : undefined,
      ...(focus === 'overview' ? {} : { eventFocus: focus }),
      edition: [...editionOf(parsed.tokens.map((t) => t.word))],
      weight: 1,
    },
  ]
}

/**
 * The keywords written with a capital inside the question ("where is the Frostline Masters final?"): a name the
 * site may know only from its articles. The first word is capitalised anyway ("Qu'est-ce …"), so it does not count.
 */
function namedKeywords(parsed: ParsedQuestion, keywords: readonly string[]): string[] {
  const wanted = new Set(keywords)
  const names = parsed.tokens
    .filter((t) => t.capitalized && t.index > 0 && wanted.has(t.word))
    .map((t) => t.word)
  return [...new Set(names)]
}

/**
 * "Last results for A and B?", "junglers of A, B and C", "compare X and Y first kills per round": one question asked
 * of each of several teams or players named together, answered for each in turn. Undefined when the names are asked
 * about together (a meeting, a record, "A vs B") or the question asks nothing of each.
 */
export function eachNamed<Team, Player, Tournament>(
  parsed: ParsedQuestion,
  found: Recognised<Team, Player, Tournament>,
): Recognised<Team, Player, Tournament>[] | undefined {
  const has = (intent: ChatIntent) => parsed.intents.includes(intent)
  const { teams, players, tournaments } = found
  // Two players never meet as a pair: "A vs B GPM" compares them.
  if (players.length >= 2 && !teams.length && !has('stat-leader') && PLAYER_ASKS_EACH.some(has)) {
    return players.slice(0, MAX_EACH).map((player) => ({ teams: [], players: [player], tournaments }))
  }
  if (TOGETHER.some(has) || TOGETHER_WORDS.test(parsed.text) || asksRecord(parsed.text)) return undefined
  if (!/(,| and | & )/.test(parsed.text)) return undefined
  if (teams.length >= 2 && !players.length && TEAM_ASKS_EACH.some(has) && !has('stat-leader')) {
    return teams.slice(0, MAX_EACH).map((team) => ({ teams: [team], players: [], tournaments }))
  }
  return undefined
}

/** Intents that ask about names together: a meeting, a record, a prediction between them. */
const TOGETHER: readonly ChatIntent[] = ['versus', 'head-to-head', 'prediction', 'live']
const TOGETHER_WORDS =
  /\b(between|against|vs|versus|record|overall|beat|beaten|lose|loses|lost|losing|defeated|meet|meets|met|face|faces|faced|facing|play|plays|playing|played|each other|both|combined|together|who (is|has|had|was) (better|more|higher|lower))\b/
const TEAM_ASKS_EACH: readonly ChatIntent[] = ['roster', 'results', 'form', 'role', 'team-profile', 'news']
const PLAYER_ASKS_EACH: readonly ChatIntent[] = ['player-stats', 'role', 'player']
/** At most this many names answered in turn, as a multi-part question has at most three parts. */
const MAX_EACH = 3
