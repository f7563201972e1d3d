import { countryNameFromIso2 } from '#shared/domain/countries'
import { gameDisplayName } from '#shared/domain/games'
import { absoluteUrl } from '#shared/domain/seo'
import { paths } from '#shared/paths'
import type { SiteConfig } from '#shared/site'
import type { ServiceDeps } from '#server/deps'
import {
  type ChatPlayerRow,
  type ChatTeamRow,
  type ChatTournamentRow,
  findPlayerCandidates,
  findTeamCandidates,
  findTournamentCandidates,
  listArticlesBySlug,
  searchArticles,
} from '#server/storage/chat-search'
import { findPlayersSpeltLike, findTeamsSpeltLike } from '#server/storage/chat-entities'
import {
  answeringSentence,
  articleFact,
  articleFactQuoting,
  ledeOf,
  passageWords,
  sameWord,
  standoutSentence,
  storyFollowUp as storySaid,
} from './facts/article'
import { holdsStoryWord } from './facts/story-words'
import { COMMON_WORDS } from '#server/ai/common-words'
import { literalKeywordPattern } from '#shared/domain/text-match'
import { htmlToText } from '#server/text/html-text'
import {
  asksEarlierEdition,
  asksForPick,
  asksOfPair,
  asksLastQuestion,
  asksPlaceInTable,
  type ConversationSubject,
  counterpartTournament,
  earlierEdition,
  type Recognised,
  stageAsked,
  stageWords,
  otherStage,
  withoutGames,
  withPathsAsNames,
  needsSubject,
  pickListed,
  pointsAtEvent,
  pointsAtTeam,
  refersBack as opensAsFollowUp,
  withConversationTeam,
  withLastQuestion,
  withConversationOpponent,
  withSubject,
  swapsOpponent,
} from './intent/conversation'
import { asksCompetitions, asksMapsPlayed } from './intent/asks'
import { detectGames, roundAsked } from './intent/intents'
import { editionOf, matchPlayers, matchTeams, matchTournaments, stem } from './intent/names'
import {
  GAME_WORDS,
  INTENT_WORDS,
  isEverydayWord,
  normalizeText,
  STOP_WORDS,
  withThousandsWritten,
  wordsOf,
} from './intent/words'
import { fact } from './lookup-env'
import { eachNamed, planLookups } from './intent/plan'
import { splitQuestion } from './intent/parts'
import { type ParsedQuestion, parseQuestion, slugCandidates } from './intent/question'
import { playerGame } from './facts/player'
import { runLookup, storyTerm } from './lookups'
import { withMapsPlayed } from './match-lookups'
import { detectLanguage, isFunctionWord, withEnglishCues } from './language'
import { EARLIER_EDITION, MATCHES } from './not-in-data'
import type { ChatTurn, RetrievedContext, RetrievedFact } from './types'

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
/** Candidates per spelt-like look-up: the closest few. */
const SPELT_LIKE_LIMIT = 5
/** Facts kept per question: more than any answer uses, so the LLM engine has context to choose from. */
const MAX_FACTS = 10
/** The facts of a part that the next part reads as the reply before it, as a multi-part answer gives them. */
const PART_REPLY_FACTS = 2

export async function retrieveContext(
  ctx: ChatRetrievalContext,
  question: string,
  options: { history?: readonly ChatTurn[] } = {},
): Promise<RetrievedContext> {
  // "10k kills": read as the stories and pages write the number ("10,000").
  question = withThousandsWritten(question)
  const parts = splitQuestion(question)
  if (parts.length < 2) return retrieveOne(ctx, question, options)
  return retrieveParts(ctx, question, parts, options)
}

/**
 * A multi-part question: each part retrieved in order as a turn of the conversation, the parts before it and what
 * they found being its earlier turns. So a later part is read as any follow-up is (decision 040): "did they beat B
 * last time?" is the first part's team against B, "and Highland Embers'?" asks the last part's question of them,
 * and a part with a subject of its own ("who is the top Dota team?", "what did patch 7.42 change?") stands alone.
 * With fewer than two answerable parts it is read as one question.
 */
async function retrieveParts(
  ctx: ChatRetrievalContext,
  question: string,
  parts: readonly string[],
  options: { history?: readonly ChatTurn[] },
): Promise<RetrievedContext> {
  const before = options.history ?? []
  const answered: RetrievedContext[] = []
  const turns: ChatTurn[] = []
  for (const part of parts) {
    const history = [...before, ...turns]
    const context = await retrieveOne(ctx, part, history.length ? { history } : {})
    // "Is the Harbor Pro Series online? Prize money?": a first part naming no one makes it one question.
    if (!context.answerable && !answered.length && !turns.length) return retrieveOne(ctx, question, options)
    if (context.answerable) answered.push({ ...context, history: before })
    turns.push({ role: 'user', content: part }, { role: 'assistant', content: replyOf(context) })
  }
  if (answered.length < 2) return retrieveOne(ctx, question, options)
  return {
    question,
    language: detectLanguage(question),
    history: before,
    facts: answered.flatMap((c) => c.facts),
    answerable: true,
    recognised: {
      teams: [...new Set(answered.flatMap((c) => c.recognised.teams))],
      players: [...new Set(answered.flatMap((c) => c.recognised.players))],
      games: [...new Set(answered.flatMap((c) => c.recognised.games))],
    },
    parts: answered.map((c) => ({ question: c.question, facts: c.facts })),
  }
}

/** One question asked of each of several names (plan.ts eachNamed): a part per name, in the order named. */
async function retrieveEach(
  ctx: ChatRetrievalContext,
  asked: {
    question: string
    language: RetrievedContext['language']
    options: { history?: readonly ChatTurn[] }
    parsed: ParsedQuestion
    url: (path: string) => string
    now: Date
  },
  each: Recognised<ChatTeamRow, ChatPlayerRow, ChatTournamentRow>[],
): Promise<RetrievedContext> {
  const { question, parsed, url, now } = asked
  const parts = await Promise.all(
    each.map(async (found) => {
      const plan = planLookups(parsed, found)
      const facts = await Promise.all(plan.map((l) => runLookup(l, { db: ctx.db, now, url, question })))
      const name = found.teams[0]?.name ?? found.players[0]?.name ?? ''
      return { question: `${question} (${name})`, facts: rankFacts(facts.flat()), found }
    }),
  )
  const answered = parts.filter((p) => p.facts.length)
  return {
    question,
    language: asked.language,
    history: asked.options.history ?? [],
    facts: answered.flatMap((p) => p.facts),
    answerable: answered.length > 0,
    recognised: {
      teams: each.flatMap((f) => f.teams.map((t) => t.name)),
      players: each.flatMap((f) => f.players.map((p) => p.name)),
      games: parsed.games.map((g) => gameDisplayName(g)),
    },
    ...(answered.length > 1 ? { parts: answered.map(({ question, facts }) => ({ question, facts })) } : {}),
  }
}

/** What a part's answer says, as a conversation's earlier reply: its best facts, each with its page. */
function replyOf(context: RetrievedContext): string {
  return [...context.facts]
    .sort((a, b) => b.score - a.score)
    .slice(0, PART_REPLY_FACTS)
    .map((f) => `${f.text} (${new URL(f.url).pathname})`)
    .join(' ')
}

async function retrieveOne(
  ctx: ChatRetrievalContext,
  question: string,
  options: { history?: readonly ChatTurn[] },
): Promise<RetrievedContext> {
  const now = ctx.now?.() ?? new Date()
  const language = detectLanguage(question)
  let asked = readQuestion(question)
  let named = await findNames(ctx, asked, now)
  // "who do kestrel row open against": words our stories write as another name ("Kestrel Row") are read so.
  const written = named.teams.length ? await withStoryNamesWritten(ctx, asked, named.teams) : undefined
  if (written) {
    asked = readQuestion(written.question)
    named = await findNames(ctx, asked, now)
    // "When does Iron Lantern play next?": the stories name the team, but no match of theirs is ours to tell.
    const [storyName] = written.names
    if (storyName && !named.teams.length && asked.intents.some((i) => SCHEDULE.has(i))) {
      return noMatchesOf(question, language, storyName, options)
    }
  }
  // "did silverpine make the continental finals": one word of a team's name that the story about the rest of the
  // question writes only in another name ("Silverpine Dynasty") is that name.
  const loneWord = named.teams.length ? await withStoryNameOfLoneWord(ctx, asked, named.teams) : undefined
  if (loneWord) {
    asked = readQuestion(loneWord.question)
    named = await findNames(ctx, asked, now)
    named.teams = named.teams.filter((t) => t.id !== loneWord.team.id)
  }
  // "…, and when does the winter main event start?": a season or stage named with no league, team or game of its
  // own is an edition of the league talked about.
  if (options.history?.length && !asked.games.length && namesNone(named) && namesAStage(asked)) {
    const league = (await conversationSubject(ctx, options.history, now))?.tournaments[0]?.leagueName
    const found = league ? await findNames(ctx, readQuestion(`${question} ${league}`), now) : undefined
    if (found?.tournaments.length) named.tournaments = found.tournaments
  }
  // "Did B at least top the group?" after a question about an event: B's place in that event's table (its stage
  // asked, when the event has it).
  if (
    options.history?.length &&
    named.teams.length &&
    !named.tournaments.length &&
    (asksPlaceInTable(question) || roundAsked(asked.text) !== undefined)
  ) {
    // "Who knocked the comets out in the semis?", "who did A beat to get to that final?": a round of that event too.
    const events = await tournamentsTalkedAbout(ctx, options.history, now)
    const stage = events[0] && asksPlaceInTable(question) ? stageAsked(question) : undefined
    const other = stage && events[0] ? await stageOfEdition(ctx, events[0], stage) : undefined
    if (events.length) named.tournaments = other ? [other] : events
  }
  // "Which of them is from Latvia?": one of those the last answer listed.
  const picked =
    options.history?.length && !named.teams.length && !named.players.length && asksForPick(asked.question)
      ? await pickFromLastAnswer(ctx, asked.question, options.history, now)
      : undefined
  if (picked) {
    Object.assign(named, picked)
    if (picked.teams.length && !asked.intents.some((i) => TEAM_INTENTS.has(i)))
      asked.intents = ['team-profile']
  }
  // A follow-up that names nobody is read with the subject of the turns before it; "those two", "each other"
  // with the two teams the conversation named last.
  const resolved =
    options.history?.length && needsSubject(asked, named)
      ? await withPlayersTeam(ctx, asked, await conversationSubject(ctx, options.history, now), now)
      : undefined
  const paired =
    resolved && options.history && resolved.teams.length < 2 && asksOfPair(asked)
      ? { ...resolved, teams: await withConversationPair(ctx, resolved.teams, options.history, now) }
      : resolved
  // "And where are they in that table?": the event the answers named, when the questions named none.
  const subject =
    paired &&
    options.history &&
    !paired.tournaments.length &&
    (pointsAtEvent(asked.question) || roundAsked(asked.text) !== undefined)
      ? { ...paired, tournaments: await tournamentsAnswered(ctx, options.history, now) }
      : paired
  // "And Polar Static's?": a new name with nothing asked of it is asked the last question.
  const last =
    !subject && options.history?.length && asksLastQuestion(asked, named)
      ? await conversationSubject(ctx, options.history, now)
      : undefined
  const games = {
    team: (team: ChatTeamRow) => team.currentVideogame,
    player: (player: ChatPlayerRow) => player.team?.currentVideogame ?? player.currentVideogame,
    tournament: (tournament: ChatTournamentRow) => tournament.game,
  }
  // "How did their X final go?": the tournament is the question's, the team the conversation's.
  const theirs =
    !subject && !last && options.history?.length && named.tournaments.length && pointsAtTeam(asked.question)
      ? withConversationTeam(
          asked.question,
          named,
          await conversationSubject(ctx, options.history, now),
          games,
        )
      : undefined
  // "What's their record against B?": the conversation's team against the one named.
  const against =
    !subject &&
    !last &&
    !theirs &&
    !picked &&
    options.history?.length &&
    named.teams.length === 1 &&
    (pointsAtTeam(asked.question) || swapsOpponent(asked.question))
      ? withConversationOpponent(
          asked.question,
          named,
          await conversationSubject(ctx, options.history, now),
          {
            ...games,
            name: (team) => team.name,
          },
        )
      : undefined
  // "And vs B?" asks nothing of its own: the last question again, of the same team against B.
  const again =
    against && swapsOpponent(asked.question) && options.history?.length
      ? await conversationSubject(ctx, options.history, now)
      : undefined
  const { parsed, found: recognised } = subject
    ? await inOtherGame(ctx, asked, subject, withSubject(asked, subject, games))
    : last
      ? withLastQuestion(asked, named, last, games)
      : again && against
        ? withLastQuestion(asked, against, again, games)
        : { parsed: asked, found: theirs ?? against ?? named }
  // "Which tournaments has X played?" of a player: his team's, read by name as any team is.
  if (!recognised.teams.length && recognised.players[0]?.team && asksTeamTournaments(parsed)) {
    const team = await teamByName(ctx, recognised.players[0].team, now)
    if (team) recognised.teams = [team]
  }
  // "Who topped the group stage?" after a question about the playoffs: that stage of the same edition.
  const stage = subject && recognised.tournaments[0] ? stageAsked(asked.question) : undefined
  if (stage && recognised.tournaments[0]) {
    const other = await stageOfEdition(ctx, recognised.tournaments[0], stage)
    if (other) recognised.tournaments = [other]
  }
  // "What about last year?": the league's edition before the one talked about, or an honest "I don't have it".
  const earlier = subject ? asksEarlierEdition(asked.question) : undefined
  if (earlier && recognised.tournaments[0]) {
    const before = await editionBefore(ctx, recognised.tournaments[0], earlier)
    if (!before) return noEarlierEdition(ctx, question, language, recognised.tournaments[0], options)
    recognised.tournaments = [before]
  }
  const url = (path: string) => absoluteUrl(ctx.site.siteUrl, path)
  // "Last results for A and B?": the question asked of each of them in turn, as the parts of a multi-part one.
  const each = subject || last ? undefined : eachNamed(parsed, recognised)
  if (each) return retrieveEach(ctx, { question, language, options, parsed, url, now }, each)
  const plan = planLookups(parsed, recognised)
  const factLists = await Promise.all(
    plan.map((lookup) => runLookup(lookup, { db: ctx.db, now, url, question })),
  )
  // "Who do they play next?" after an answer from a story: the schedule answers it, not the story ("did he say what
  // he'll do next?" asks the story).
  const scheduled = parsed.intents.some((i) => SCHEDULE.has(i)) && !ASKS_STORY.test(normalizeText(question))
  const story =
    options.history?.length && !scheduled
      ? await storyFollowUp(ctx, question, options.history, named, url)
      : []
  const told = await storyOfTheQuestion(ctx, parsed, recognised, plan, url, question)
  const found = [...factLists.flat(), ...story]
  // A name spelt nearly right is said first: which one the answer took, and the rival when one was as close.
  const top = Math.max(0, ...found.map((f) => f.score))
  const readings = found.length
    ? named.readings.map((r) => fact(r.kind, readingText(r), url(r.path), top + 0.01))
    : []
  const ranked = rankFacts([...readings, ...found])
  const facts = asksMapsPlayed(asked.question)
    ? await withMapsPlayed(ranked, { db: ctx.db, now, url })
    : ranked
  // What the story of the last answer says about the follow-up leads: it is what the question points at.
  const lead = Math.max(0, ...facts.map((f) => f.score))
  for (const f of story) f.score = Math.round((lead + 0.02) * 1000) / 1000
  if (story.length) facts.sort((a, b) => b.score - a.score)
  // A story holding the question's names and its other rare words answers what the data's sentences do not.
  if (told && !story.length) {
    const best = Math.max(0, ...facts.map((f) => f.score))
    // A verdict on a claim ("A finished third in X, yes?") and the team at a place asked ("who topped the group?")
    // answer first; the story follows them.
    const [lead] = facts
    if (lead && plan.some((l) => judgesOrPlaces(l, question)))
      facts.splice(1, 0, { ...told, score: lead.score })
    else facts.unshift({ ...told, score: Math.round((best + 0.01) * 1000) / 1000 })
    facts.splice(MAX_FACTS)
  } else if (!story.length && WHY_OF_MEETING.test(normalizeText(question))) {
    // "Why did A lose to B in X?": the verdict on the meeting leads; the story of that meeting says the why.
    const report = await storyOfTheMeeting(ctx, plan, url, question)
    const [lead] = facts
    // A meeting not played yet has no story; the record beside it says more.
    if (report && lead && !/has not started yet|is still being played/.test(lead.text)) {
      facts.splice(1, 0, { ...report, score: Math.round((lead.score - 0.001) * 1000) / 1000 })
      facts.splice(MAX_FACTS)
    }
  }

  // "Who was player of the match when A swept B?", "who popped off for them": the report of the meeting says who
  // stood out; its sentence naming him leads, with his page.
  const standout =
    !story.length && ASKS_STANDOUT.test(normalizeText(question))
      ? await storyOfTheStandout(ctx, plan, recognised.teams, options.history ?? [], url, now)
      : undefined
  if (standout) {
    const best = Math.max(0, ...facts.map((f) => f.score))
    facts.unshift(
      await withPlayerQuoted(
        ctx,
        { ...standout, score: Math.round((best + 0.01) * 1000) / 1000 },
        question,
        url,
      ),
    )
    facts.splice(MAX_FACTS)
  }

  // The answer's self-check: a word the question asks with that none of the answer's sentences holds, and that a
  // story about the names it gives holds in a sentence, is answered by that story ("how long is P's new contract").
  const [first] = facts
  const unstated =
    first && !told && !story.length && !standout && !plan.some((l) => TABLE_ANSWERS.has(l.kind))
      ? await storyOfTheUnstated(ctx, question, recognised, facts, url)
      : undefined
  if (first && unstated) {
    // A card says nothing of a detail: the story leads it. Beside a result or a table, the story follows.
    if (PROFILE_KINDS.has(first.kind))
      facts.unshift({ ...unstated, score: Math.round((first.score + 0.01) * 1000) / 1000 })
    // (with the lead's score, so it stays right after it and its page is cited among the three)
    else facts.splice(1, 0, { ...unstated, score: first.score })
    facts.splice(MAX_FACTS)
  }

  // "Who calls for A now?", "and who was calling before him?": the player a story's sentence answers with.
  const asksPerson =
    plan.some((l) => l.kind === 'role') ||
    (story.length > 0 && WHO.test(normalizeText(question)) && !scheduled)
  if (facts[0] && asksPerson) facts[0] = await withPlayerQuoted(ctx, facts[0], question, url)
  return {
    question,
    language,
    history: options.history ?? [],
    facts,
    answerable: facts.length > 0,
    recognised: {
      teams: recognised.teams.map((t) => t.name),
      players: recognised.players.map((p) => p.name),
      games: parsed.games.map((g) => gameDisplayName(g)),
    },
  }
}

/** Who, in the chat's languages. */
const WHO = /\b(who|whom|quien|quem|qui|wer)\b/

/** A player as a story writes him: Haruto 'umberpike' Suzuki. */
const NICKNAME = /'([^'\s]{3,})'/g

/**
 * A story's sentence that answers with a player ("who calls for A now?", "who was calling before him?") is about
 * him: his page is cited beside the story's. The player is one the quoted sentence names by his in-game name and
 * the question does not, else the first it names.
 */
async function withPlayerQuoted(
  ctx: ChatRetrievalContext,
  lead: RetrievedFact,
  question: string,
  url: (path: string) => string,
): Promise<RetrievedFact> {
  const quoted = lead.text.split(/ reports: /)[1]
  if (lead.seeAlso || !quoted || !new URL(lead.url).pathname.startsWith('/news/')) return lead
  const nicknames = [...quoted.matchAll(NICKNAME)].map((m) => m[1]!.toLowerCase())
  if (!nicknames.length) return lead
  const found = await findPlayerCandidates(ctx.db, { words: nicknames, limit: CANDIDATE_LIMIT })
  const asked = normalizeText(question)
  const named = nicknames
    .map((nick) => found.find((p) => p.name.toLowerCase() === nick))
    .filter((p): p is ChatPlayerRow => p !== undefined)
  const player = named.find((p) => !asked.includes(p.name.toLowerCase())) ?? named[0]
  return player ? { ...lead, seeAlso: url(paths.player(playerGame(player), player.slug)) } : lead
}

type Names = ReturnType<typeof recogniseNames>

const namesNone = (named: Names) => !named.teams.length && !named.players.length && !named.tournaments.length

/** Whether a question names a season ("winter") or a stage ("main event", "playoffs") of some edition. */
function namesAStage(parsed: ParsedQuestion): boolean {
  return editionOf(parsed.tokens.map((t) => t.word)).size > 0 || stageAsked(parsed.question) !== undefined
}

/** The weight of a claim's verdict (a result, a place, an event win said to be someone's): it leads. */
const CLAIM_WEIGHT = 1.3

/**
 * Whether a look-up judges a claim (a result, a place, an event win said to be someone's), or reads the place a
 * question asks of a table ("who topped the group?"; not "who top fragged").
 */
const judgesOrPlaces = (l: { weight: number }, question: string) =>
  l.weight >= CLAIM_WEIGHT || ('place' in l && l.place !== undefined && asksPlaceInTable(question))

/** A look-up this heavy answers the question; a lighter one adds context. */
const ANSWER_WEIGHT = 0.9

/** Look-ups that read the articles themselves: no second story is looked for beside them (a team's coach or
 * manager is looked for in its stories: not-stored). */
const READS_STORIES = new Set([
  'search',
  'team-news',
  'player-news',
  'role',
  'game-news',
  'latest-news',
  'not-stored',
])

/**
 * The story a question is about when the data's sentences are not: one holding every name the question gives
 * (recognised, or written with a capital and known to no table) and every rare word it asks with beside them
 * ("who won the clutches in Golden Gale's comeback against Polar Static?", "where are the Frostline Masters
 * finals played?"). None when the question asks nothing beyond its names, or no story holds it all.
 */
async function storyOfTheQuestion(
  ctx: ChatRetrievalContext,
  parsed: ParsedQuestion,
  recognised: { teams: ChatTeamRow[]; players: ChatPlayerRow[]; tournaments: ChatTournamentRow[] },
  plan: readonly { kind: string; weight: number }[],
  url: (path: string) => string,
  question: string,
): Promise<RetrievedFact | undefined> {
  // A look-up that answers from the stories (not one adding the newest as context) has looked already; a declined
  // prediction says so first, whatever a story holds.
  if (
    !plan.length ||
    plan.some((l) => l.kind === 'no-prediction' || (READS_STORIES.has(l.kind) && l.weight >= ANSWER_WEIGHT))
  )
    return undefined
  const names = [
    ...recognised.teams.map((t) => t.name),
    ...recognised.players.map((p) => p.name),
    ...recognised.tournaments.map((t) => t.leagueName ?? t.name),
  ]
  const known = new Set([
    ...names.flatMap((n) => wordsOf(n)),
    ...recognised.tournaments.flatMap((t) => wordsOf(`${t.name} ${t.serieName ?? ''}`)),
  ])
  const written = parsed.tokens
    .filter((t) => t.capitalized && t.index > 0 && !known.has(t.word) && parsed.keywords.includes(t.word))
    .map((t) => t.word)
  const extra = parsed.keywords.filter((w) => !known.has(w) && !written.includes(w) && !/^\d+$/.test(w))
  // Beside a name the tables know, only a rare word asks for a story; beside one only the articles know, any does.
  const asks = names.length ? extra.some((w) => !COMMON_WORDS.has(w)) : written.length > 0 && extra.length > 0
  if (!asks) return undefined
  const [row] = await searchArticles(ctx.db, {
    terms: [...names, ...written, ...extra.map(storyTerm)],
    order: 'rank',
    limit: 1,
  })
  if (!row) return undefined
  const asked = passageWords(question, names)
  const { text, translations } = articleFact(row, { kind: 'found' }, asked)
  return { ...fact('article', text, url(paths.article(row)), 1), translations }
}

/** Kinds of a team's or a player's card: they state who and where, never a detail of a match or a deal. */
const PROFILE_KINDS: ReadonlySet<RetrievedFact['kind']> = new Set(['team', 'player'])
/**
 * Look-ups whose answer is the data's own reading of the question, whatever word it asks with: a statistic's leader
 * ("top fragger" is the rating's), a role, and a prediction declined (never a story's guess). A player's statistics
 * are not: "his kills in the third-place match" asks one match's line, which only its story tells.
 */
const TABLE_ANSWERS: ReadonlySet<string> = new Set(['stat-leaders', 'role', 'no-prediction'])
/** The answer's sentences the self-check reads: as many as an answer says (the local engine's MAX_FACTS_USED). */
const SELF_CHECK_FACTS = 4
/** Stories read for the unstated word, best first. */
const SELF_CHECK_STORIES = 3

/**
 * The story about the question's names that states what the answer's sentences do not: the question's words
 * (passageWords, no names) that none of the first facts holds, at least one of them no asking word; the stories
 * holding every name and the most of those words, best first; the first whose answering sentence holds one of them,
 * quoted with that sentence. None when the facts state every word, or no story holds one in a sentence.
 */
async function storyOfTheUnstated(
  ctx: ChatRetrievalContext,
  question: string,
  recognised: { teams: ChatTeamRow[]; players: ChatPlayerRow[]; tournaments: ChatTournamentRow[] },
  facts: readonly RetrievedFact[],
  url: (path: string) => string,
): Promise<RetrievedFact | undefined> {
  const names = [
    ...recognised.teams.map((t) => t.name),
    ...recognised.players.map((p) => p.name),
    ...recognised.tournaments.map((t) => t.leagueName ?? t.name),
  ].slice(0, 2)
  if (!names.length) return undefined
  const nameWords = new Set(names.flatMap(wordsOf))
  const asked = passageWords(question, names).filter((w) => !GAME_WORDS.has(w) && !nameWords.has(w))
  const said = facts.slice(0, SELF_CHECK_FACTS)
  const stated = new Set(said.flatMap((f) => wordsOf(f.text)))
  const holds = (words: Iterable<string>, word: string) => [...words].some((w) => sameWord(w, word))
  const unstated = asked.filter((w) => !/\d/.test(w) && !holds(stated, w))
  const details = unstated.filter((w) => !INTENT_WORDS.has(w))
  if (!details.length) return undefined
  const rows = await searchArticles(ctx.db, {
    terms: [...names, ...unstated.map(storyTerm)],
    required: names,
    match: 'most',
    order: 'rank',
    limit: SELF_CHECK_STORIES,
  })
  const quotedPages = new Set(said.map((f) => f.url))
  for (const row of rows) {
    const page = url(paths.article(row))
    if (quotedPages.has(page)) continue
    // The lede is always quoted; the answering sentence when one answers.
    const quoted = [ledeOf(row.summary), answeringSentence(row, asked, { orNext: false }) ?? ''].join(' ')
    const quotedWords = wordsOf(quoted)
    const lower = quoted.toLowerCase()
    if (!details.some((w) => holds(quotedWords, w) || holdsStoryWord(quotedWords, lower, w))) continue
    const { text, translations } = articleFact(row, { kind: 'found' }, asked, { orNext: false })
    return { ...fact('article', text, page, 1), translations }
  }
  return undefined
}

/** A why or a how asked of a result: "why did A lose to B", "how come A beat B", "how did A beat B". */
const WHY_OF_MEETING = /^(why|how come|how did|what made)\b/

/**
 * The story of a meeting a why asks about: the one holding both teams' names that ranks best, quoted with its
 * sentence closest to the question. None without a meeting of two teams in the plan.
 */
async function storyOfTheMeeting(
  ctx: ChatRetrievalContext,
  plan: readonly { kind: string }[],
  url: (path: string) => string,
  question: string,
): Promise<RetrievedFact | undefined> {
  const meeting = plan.find(
    (l): l is { kind: 'meeting'; team: ChatTeamRow; opponent: ChatTeamRow } => l.kind === 'meeting',
  )
  if (!meeting) return undefined
  const names = [meeting.team.name, meeting.opponent.name]
  const [row] = await searchArticles(ctx.db, { terms: names, order: 'rank', limit: 1 })
  if (!row) return undefined
  const { text, translations } = articleFact(row, { kind: 'found' }, passageWords(question, names))
  return { ...fact('article', text, url(paths.article(row)), 1), translations }
}

/**
 * Who stood out in a meeting: "player of the match", "potm", "mvp", "man of the match", "who popped off", "who
 * carried them", "the standout", and es/pt/fr/de forms. Of a match, not of a season's awards ("mvp of the split"
 * names no meeting: no story of two teams is read then).
 */
const ASKS_STANDOUT =
  /\b(player of the (match|series|game|final|night)|potm|mvp|man of the match|pop(ped|s)? off|carr(y|ied) (them|the team|it)|stood out|standout|jugador del partido|mejor jugador del (partido|mapa|final)|melhor jogador d[ao] (partida|jogo|mapa|final)|craque d[ao] (partida|jogo)|homme du match|meilleur joueur du (match|final)|spieler des spiels|bester spieler des spiels)\b/

/** Stories of the meeting read for who stood out, best ranked first. */
const STANDOUT_STORIES = 5

/**
 * The report of a meeting that names who stood out in it (standoutSentence), quoted with that sentence. The meeting
 * is the plan's, else the two teams named, else the one named and the team the conversation named beside it. None
 * without two teams, or when no story of both names a player with such words.
 */
async function storyOfTheStandout(
  ctx: ChatRetrievalContext,
  plan: readonly { kind: string }[],
  teams: readonly ChatTeamRow[],
  history: readonly ChatTurn[],
  url: (path: string) => string,
  now: Date,
): Promise<RetrievedFact | undefined> {
  const meeting = plan.find(
    (l): l is { kind: 'meeting'; team: ChatTeamRow; opponent: ChatTeamRow } => l.kind === 'meeting',
  )
  const pair = meeting
    ? [meeting.team, meeting.opponent]
    : teams.length === 1 && history.length
      ? await withConversationPair(ctx, teams, history, now)
      : teams.slice(0, 2)
  if (pair.length < 2) return undefined
  const names = pair.map((t) => t.name)
  const rows = await searchArticles(ctx.db, { terms: names, order: 'rank', limit: STANDOUT_STORIES })
  for (const row of rows) {
    const sentence = standoutSentence(row)
    if (!sentence) continue
    const { text, translations } = articleFactQuoting(row, { kind: 'found' }, sentence)
    return { ...fact('article', text, url(paths.article(row)), 1), translations }
  }
  return undefined
}

/**
 * A follow-up asking what a story said ("did the article say why?", "what else did he say?", "how did she react?"),
 * es/pt/fr/de too.
 */
const ASKS_STORY =
  /\b(say|said|says|mention(s|ed)?|article|story|report(s|ed)?|else|details?|why|react(s|ed|ion)?|respond(s|ed)?|comment(s|ed)?|quoted?|explain(s|ed)?|dijo|dice|reacciono|articulo|noticia|disse|diz|reagiu|artigo|dit|reagi|gesagt|sagt|reagiert|artikel)\b/

/** Our answers quote a story's title before "published" (in each of the chat's languages); a cited address is /news/{slug}. */
const QUOTED_TITLE = /"([^"]{8,240})", (?:published|publicado|publié|veröffentlicht)/g
const STORY_ADDRESS = /\/news\/([a-z0-9]+(?:-[a-z0-9]+)+)/g

/**
 * A follow-up about the story the last answer quoted or cited ("who did he take over from?" after an answer from
 * an article): the sentence of that story answering it, or what it says that was not quoted yet. Only when the
 * question names no one the last answer did not, and points back or asks what the story said.
 */
async function storyFollowUp(
  ctx: ChatRetrievalContext,
  question: string,
  history: readonly ChatTurn[],
  named: Names,
  url: (path: string) => string,
): Promise<RetrievedFact[]> {
  const reply = history.at(-1)
  if (reply?.role !== 'assistant') return []
  const names = [...named.teams, ...named.players, ...named.tournaments].map((n) => n.name)
  if (names.some((name) => !reply.content.includes(name))) return []
  // "And in LoL?" after a CS2 story asks the last question of another game, not of that story.
  const storyGames = detectGames(reply.content)
  if (detectGames(question).some((game) => !storyGames.includes(game))) return []
  const text = normalizeText(question)
  const asksStory = ASKS_STORY.test(text)
  if (!asksStory && !opensAsFollowUp(question)) return []
  const slugs = [...reply.content.matchAll(STORY_ADDRESS)].map((m) => m[1]!)
  const titles = [...reply.content.matchAll(QUOTED_TITLE)].map((m) => m[1]!)
  const bySlug = await listArticlesBySlug(ctx.db, slugs.slice(0, 3))
  let article = slugs.map((slug) => bySlug.find((a) => a.slug === slug)).find(Boolean)
  const plain = (t: string) => t.replace(/"/g, "'")
  if (!article && titles[0]) {
    const rows = await searchArticles(ctx.db, { terms: [titles[0]], order: 'rank', limit: 3 })
    article = rows.find((row) => plain(row.title) === titles[0])
  }
  if (!article) return []
  // A follow-up with no rare words of its own ("what is he going to do now?") asks what else the story says.
  const asked = passageWords(question)
  // In another language its words cannot be the English story's: it is read as asking what else the story says.
  const vague = asked.every((w) => isEverydayWord(w)) || detectLanguage(question) !== 'en'
  const said = storySaid(article, asked, { quoted: reply.content, asksStory: asksStory || vague })
  return said
    ? [{ ...fact('article', said.text, url(paths.article(article)), 1), translations: said.translations }]
    : []
}

/** A question parsed by the chat's rules, in whichever of its languages it is written. */
function readQuestion(text: string): ParsedQuestion {
  const language = detectLanguage(text)
  const parsed = parseQuestion(withEnglishCues(text, language))
  if (language === 'en') return parsed
  // "¿A quién fichó Ninefold?": the language's own function words are not searched for; its names and numbers are.
  return { ...parsed, keywords: parsed.keywords.filter((w) => !isFunctionWord(w, language)) }
}

/**
 * A team named by one word of its name, written in lower case beside another word ("kestrel row", "harbor
 * lights"), may be another name: one our stories write with capitals ("Kestrel Row") that no table holds. The
 * question is then read with that name capitalised, as if so written: the name rules leave the team out (a word
 * of a longer proper name is not that team, names.ts) and the stories holding the name answer. Undefined when no
 * story writes such a name.
 */
async function withStoryNamesWritten(
  ctx: ChatRetrievalContext,
  parsed: ParsedQuestion,
  teams: readonly ChatTeamRow[],
): Promise<{ question: string; names: string[] } | undefined> {
  const plain = (t: ParsedQuestion['tokens'][number] | undefined) =>
    t && !t.capitalized && !STOP_WORDS.has(t.word) && !GAME_WORDS.has(t.word) && !INTENT_WORDS.has(t.word)
  const pairs: [string, string][] = []
  for (const team of teams) {
    // By stems: "iron lantern" holds a word of Crimson Lanterns' too.
    const own = new Set(wordsOf(team.name).map(stem))
    const ownWord = (t: ParsedQuestion['tokens'][number]) => own.has(stem(t.word))
    if (normalizeText(parsed.question).includes(normalizeText(team.name))) continue
    for (const token of parsed.tokens) {
      if (!ownWord(token) || token.capitalized) continue
      const before = parsed.tokens[token.index - 1]
      const after = parsed.tokens[token.index + 1]
      if (plain(after) && !ownWord(after!)) pairs.push([token.raw, after!.raw])
      if (plain(before) && !ownWord(before!)) pairs.push([before!.raw, token.raw])
    }
  }
  let question = parsed.question
  const names: string[] = []
  for (const [first, second] of pairs.slice(0, MAX_STORY_NAME_CHECKS)) {
    const name = `${capitalise(first)} ${capitalise(second)}`
    const rows = await searchArticles(ctx.db, { terms: [name.toLowerCase()], order: 'rank', limit: 3 })
    if (!rows.some((r) => `${r.title} ${r.summary ?? ''} ${r.content}`.includes(name))) continue
    question = question.replace(literalKeywordPattern([`${first} ${second}`]), name)
    names.push(name)
  }
  return names.length ? { question, names } : undefined
}

/**
 * A team named by one word of its name alone ("silverpine", "meridian", "obsidian", "iron lanterns") may be another
 * name a story writes with that word ("Silverpine Dynasty", "Meridian Spark", "Obsidian Five", "Iron Lantern", "Lior
 * 'Static' Adler"): when the best-ranked story holding the word and the most of the question's other words writes
 * the word only in such a name, never the team's own, and holds at least one of those other words, the question is
 * about that name. It is read with the name written out (the team left out) and the stories holding it answer.
 * Undefined otherwise (decision 040, round 18).
 */
async function withStoryNameOfLoneWord(
  ctx: ChatRetrievalContext,
  parsed: ParsedQuestion,
  teams: readonly ChatTeamRow[],
): Promise<{ question: string; team: ChatTeamRow } | undefined> {
  const question = normalizeText(parsed.question)
  for (const team of teams.slice(0, 2)) {
    const own = wordsOf(team.name)
    const acronym = team.acronym ? wordsOf(team.acronym) : []
    if (question.includes(normalizeText(team.name))) continue
    if (acronym.length && parsed.tokens.some((t) => t.word === acronym.join(''))) continue
    const lone = parsed.tokens.filter((t) => own.some((w) => stem(w) === stem(t.word)))
    const token = lone[0]
    if (lone.length !== 1 || !token || token.word.length < 4) continue
    // A word beside it that starts as another word of the team's name does ("silverpine dragons" for Silverpine
    // Drakes) writes the team's name, however spelt: not a word of the question's own.
    const beside = new Set(
      [parsed.tokens[token.index - 1]?.word, parsed.tokens[token.index + 1]?.word].filter(
        (w) => w && own.some((o) => stem(o) !== stem(token.word) && o.slice(0, 3) === w.slice(0, 3)),
      ),
    )
    const others = passageWords(parsed.question, [team.name]).filter(
      (w) => !GAME_WORDS.has(w) && !INTENT_WORDS.has(w) && !/\d/.test(w) && !beside.has(w),
    )
    if (!others.length) continue
    const [row] = await searchArticles(ctx.db, {
      terms: [token.word, ...others.map(storyTerm)],
      required: [token.word],
      match: 'most',
      order: 'rank',
      limit: 1,
    })
    if (!row) continue
    const text = `${row.title} ${row.summary ?? ''} ${htmlToText(row.content ?? '')}`
    if (normalizeText(text).includes(normalizeText(team.name))) continue
    const lower = text.toLowerCase()
    if (!others.some((w) => holdsStoryWord(wordsOf(text), lower, w))) continue
    const name = nameHolding(text, token.word)
    if (!name || normalizeText(name) === normalizeText(team.name)) continue
    const next = parsed.tokens[token.index + 1]
    const before = parsed.tokens[token.index - 1]
    const nameWords = wordsOf(name).map(stem)
    const run = [
      ...(before && nameWords.includes(stem(before.word)) ? [before.raw] : []),
      token.raw,
      ...(next && nameWords.includes(stem(next.word)) ? [next.raw] : []),
    ]
    return { question: parsed.question.replace(literalKeywordPattern([run.join(' ')]), name), team }
  }
  return undefined
}

/**
 * The first name a story's text writes with the word (its plural ending aside): the word capitalised beside
 * another capitalised word ("Silverpine Dynasty", "Iron Lantern"), or a player's in-game name in quotes within his
 * full name ("Lior 'Static' Adler"). Undefined when the text writes the word in no name.
 */
function nameHolding(text: string, word: string): string | undefined {
  const base = stem(word)
  const written = `${base.charAt(0).toUpperCase()}${base.slice(1)}\\w{0,2}`
  const capital = '\\p{Lu}[\\p{L}-]+'
  const patterns = [
    new RegExp(`${capital} ['"‘“]${written}['"’”] ${capital}`, 'u'),
    new RegExp(`(?:${capital} )+${written}\\b|${written}(?: ${capital})+`, 'u'),
  ]
  for (const pattern of patterns) {
    const found = text.match(pattern)?.[0]
    if (found) return found.replace(/["“”]/g, "'")
  }
  return undefined
}

/** Intents asking for a team's matches: none are ours to give of a team only the stories name. */
const SCHEDULE = new Set<ParsedQuestion['intents'][number]>(['next-match', 'live'])

/** A team only the stories name has no matches here: said in one sentence, nothing cited (not-in-data.ts). */
function noMatchesOf(
  question: string,
  language: RetrievedContext['language'],
  name: string,
  options: { history?: readonly ChatTurn[] },
): RetrievedContext {
  const said = `The site has no matches of ${name}: it knows the name only from its stories.`
  return {
    question,
    language,
    history: options.history ?? [],
    facts: [{ ...fact('team', said, '', 1), notStored: { topic: MATCHES, name } }],
    answerable: true,
    recognised: { teams: [], players: [], games: [] },
  }
}

/** Pairs of words checked against the stories per question: a question names a team or two. */
const MAX_STORY_NAME_CHECKS = 4

const capitalise = (word: string) => word.charAt(0).toUpperCase() + word.slice(1)

/** The teams, players and tournaments a question names: small indexed reads, in parallel, then the rules. */
async function findNames(ctx: ChatRetrievalContext, parsed: ParsedQuestion, now: Date): Promise<Names> {
  const words = parsed.lookupWords.slice(0, MAX_LOOKUP_WORDS)
  // Words long enough to search inside names with (ILIKE over the small teams and tournaments tables).
  const longWords = words.filter((w) => w.length >= 4 && !/^\d+$/.test(w))
  // Which names the question might contain: small indexed reads, in parallel; names spelt nearly right by trigrams.
  const phrases = spellingPhrases(parsed)
  const [exactTeams, exactPlayers, tournamentRows, speltTeams, speltPlayers] = await Promise.all([
    findTeamCandidates(ctx.db, {
      // A short word with an "s" stuck on may be an acronym's possessive ("kn9s"): its stem is looked up too.
      words: [...words, ...words.filter((w) => /^[a-z0-9]{2,4}s$/.test(w)).map((w) => w.slice(0, -1))],
      fragments: longWords.map(stem),
      slugs: slugCandidates(parsed),
      limit: CANDIDATE_LIMIT,
    }),
    findPlayerCandidates(ctx.db, { words, limit: CANDIDATE_LIMIT }),
    longWords.length
      ? findTournamentCandidates(ctx.db, { words: longWords, limit: CANDIDATE_LIMIT })
      : Promise.resolve([]),
    findTeamsSpeltLike(ctx.db, { phrases, limit: SPELT_LIKE_LIMIT }),
    findPlayersSpeltLike(ctx.db, { phrases, limit: SPELT_LIKE_LIMIT }),
  ])
  const teamRows = union(exactTeams, speltTeams)
  const playerRows = union(exactPlayers, speltPlayers)
  return recogniseNames(parsed, { teamRows, playerRows, tournamentRows }, now)
}

/**
 * What the conversation is about: the names of the latest user turn that names any (a team or player that turn
 * leaves out may be in the answer to it: "who won the Longship Masters?" → "Cobalt Tide won …"), and what the
 * latest user turn asked. Turns are read newest first, and only until a subject is found.
 */
async function conversationSubject(
  ctx: ChatRetrievalContext,
  history: readonly ChatTurn[],
  now: Date,
): Promise<ConversationSubject<ChatTeamRow, ChatPlayerRow, ChatTournamentRow> | undefined> {
  let asked: { intents: ParsedQuestion['intents']; games: ParsedQuestion['games']; text: string } | undefined
  for (let i = history.length - 1; i >= 0; i -= 1) {
    const turn = history[i]!
    if (turn.role !== 'user') continue
    const parsed = readQuestion(turn.content)
    asked ??= { intents: parsed.intents, games: parsed.games, text: withoutGames(parsed.text) }
    if (!asked.games.length && parsed.games.length) asked = { ...asked, games: parsed.games }
    const names = await findNames(ctx, parsed, now)
    let answered: { teams: ChatTeamRow[]; players: ChatPlayerRow[] } | undefined
    const reply = history[i + 1]
    if (!names.players.length && reply?.role === 'assistant') {
      // The reply's subject is whichever of its first team and first player it names first.
      const found = await findNames(ctx, parseQuestion(withPathsAsNames(reply.content)), now)
      const at = (name: string | undefined) => (name ? reply.content.indexOf(name) : -1)
      const team = found.teams[0]
      const player = found.players[0]
      const playerFirst = player && (!team || (at(player.name) >= 0 && at(player.name) < at(team.name)))
      answered = names.teams.length
        ? // A turn that named a team: the player its answer named ("who's X's carry?" → "X's carry is Y").
          { teams: [], players: player ? [player] : [] }
        : { teams: playerFirst || !team ? [] : [team], players: playerFirst ? [player] : [] }
      // A turn that named nothing is about what its answer was about.
      if (!names.teams.length && !names.tournaments.length) Object.assign(names, answered)
    }
    if (names.teams.length || names.players.length || names.tournaments.length) {
      return { ...names, ...asked, ...(answered ? { answered } : {}) }
    }
  }
  return asked && { teams: [], players: [], tournaments: [], ...asked }
}

/**
 * The teams named and those the conversation named last (its turns newest first, a reply by its pages and names
 * too), until there are two: "Kestrel Nine are #1" then "Crescent Blades are #2" → "between those two" is both.
 */
async function withConversationPair(
  ctx: ChatRetrievalContext,
  teams: readonly ChatTeamRow[],
  history: readonly ChatTurn[],
  now: Date,
): Promise<ChatTeamRow[]> {
  const pair = [...teams]
  for (let i = history.length - 1; i >= 0 && pair.length < 2; i -= 1) {
    const turn = history[i]!
    const parsed =
      turn.role === 'user' ? readQuestion(turn.content) : parseQuestion(withPathsAsNames(turn.content))
    const found = await findNames(ctx, parsed, now)
    for (const team of found.teams) {
      if (pair.length < 2 && !pair.some((t) => t.id === team.id)) pair.push(team)
    }
  }
  return pair.length === 2 ? pair : [...teams]
}

/** The tournaments the newest answer naming any names (by its event pages and names). */
async function tournamentsAnswered(
  ctx: ChatRetrievalContext,
  history: readonly ChatTurn[],
  now: Date,
): Promise<ChatTournamentRow[]> {
  for (let i = history.length - 1; i >= 0; i -= 1) {
    const turn = history[i]!
    if (turn.role !== 'assistant') continue
    const found = await findNames(ctx, parseQuestion(withPathsAsNames(turn.content)), now)
    if (found.tournaments.length) return found.tournaments
  }
  return []
}

/** The tournaments the conversation named last: in an answer, else in a question. */
async function tournamentsTalkedAbout(
  ctx: ChatRetrievalContext,
  history: readonly ChatTurn[],
  now: Date,
): Promise<ChatTournamentRow[]> {
  const answered = await tournamentsAnswered(ctx, history, now)
  if (answered.length) return answered
  for (let i = history.length - 1; i >= 0; i -= 1) {
    const turn = history[i]!
    if (turn.role !== 'user') continue
    const found = await findNames(ctx, readQuestion(turn.content), now)
    if (found.tournaments.length) return found.tournaments
  }
  return []
}

/**
 * "And in LoL?" after a question about a stage of another game's league: the same stage of the named game's league
 * ("Autumn 2026: Group Stage"), found among that game's tournaments.
 */
async function inOtherGame(
  ctx: ChatRetrievalContext,
  asked: ParsedQuestion,
  subject: ConversationSubject<ChatTeamRow, ChatPlayerRow, ChatTournamentRow>,
  read: { parsed: ParsedQuestion; found: Recognised<ChatTeamRow, ChatPlayerRow, ChatTournamentRow> },
): Promise<typeof read> {
  const [game] = asked.games
  const [earlier] = subject.tournaments
  if (!game || !earlier || earlier.game === game || read.found.tournaments.length) return read
  const words = stageWords(earlier)
  const candidates = words.length
    ? await findTournamentCandidates(ctx.db, { words, game, limit: CANDIDATE_LIMIT })
    : []
  const counterpart = counterpartTournament(earlier, candidates, game)
  return counterpart ? { ...read, found: { ...read.found, tournaments: [counterpart] } } : read
}

/** Another stage of a tournament's edition, among the tournaments named like it. */
async function stageOfEdition(
  ctx: ChatRetrievalContext,
  of: ChatTournamentRow,
  stage: string,
): Promise<ChatTournamentRow | undefined> {
  const words = (of.name.split(':')[0] ?? '').split(/[^\p{L}\p{N}]+/u).filter((w) => w.length >= 3)
  if (!words.length) return undefined
  const candidates = await findTournamentCandidates(ctx.db, { words, game: of.game, limit: CANDIDATE_LIMIT })
  return otherStage(of, candidates, stage)
}

/** The edition of a tournament's league before it, among the tournaments named like its league. */
async function editionBefore(
  ctx: ChatRetrievalContext,
  of: ChatTournamentRow,
  asked: 'year' | 'edition',
): Promise<ChatTournamentRow | undefined> {
  const words = (of.leagueName ?? '').split(/[^\p{L}\p{N}]+/u).filter((w) => w.length >= 3)
  if (!words.length) return undefined
  const candidates = await findTournamentCandidates(ctx.db, { words, game: of.game, limit: CANDIDATE_LIMIT })
  return earlierEdition(of, candidates, asked)
}

/** The site holds no earlier edition: said in one sentence, nothing cited (chat.ts, not-in-data.ts). */
function noEarlierEdition(
  ctx: ChatRetrievalContext,
  question: string,
  language: RetrievedContext['language'],
  of: ChatTournamentRow,
  options: { history?: readonly ChatTurn[] },
): RetrievedContext {
  const name = of.leagueName ?? of.name
  const url = absoluteUrl(
    ctx.site.siteUrl,
    of.eventSlug ? paths.event(of.game, of.eventSlug) : paths.teams(of.game),
  )
  const said = `There is no earlier edition of ${name} in the site's data.`
  return {
    question,
    language,
    history: options.history ?? [],
    facts: [{ ...fact('tournament', said, url, 1), notStored: { topic: EARLIER_EDITION, name } }],
    answerable: true,
    recognised: { teams: [], players: [], games: [] },
  }
}

/** What a picked team is asked about when the pick says nothing more ("which one is from Latvia?": its profile). */
const TEAM_INTENTS = new Set<ParsedQuestion['intents'][number]>([
  'roster',
  'next-match',
  'results',
  'form',
  'team-profile',
  'news',
])

/**
 * The teams or players of the last answer a pick chooses ("which of them isn't on the team any more?"), in the
 * order the answer names them; a player's team is the one the question before it named.
 */
async function pickFromLastAnswer(
  ctx: ChatRetrievalContext,
  question: string,
  history: readonly ChatTurn[],
  now: Date,
): Promise<{ teams: ChatTeamRow[]; players: ChatPlayerRow[] } | undefined> {
  const at = history.findLastIndex((turn) => turn.role === 'assistant')
  if (at < 0) return undefined
  const answer = withPathsAsNames(history[at]!.content)
  const asked = history.slice(0, at).findLast((turn) => turn.role === 'user')
  const [listed, before] = await Promise.all([
    findNames(ctx, parseQuestion(answer), now),
    asked ? findNames(ctx, readQuestion(asked.content), now) : undefined,
  ])
  const lower = answer.toLowerCase()
  const byMention = <T extends { name: string }>(rows: readonly T[]) =>
    [...rows].sort((a, b) => lower.indexOf(a.name.toLowerCase()) - lower.indexOf(b.name.toLowerCase()))
  const team = before?.teams[0]?.id
  const players = pickListed(
    question,
    byMention(listed.players),
    { country: (p) => countryName(p.nationality), teamId: (p) => p.team?.id ?? null },
    team,
  )
  if (players.length) return { teams: [], players }
  const teams = pickListed(
    question,
    byMention(listed.teams),
    { country: (t) => countryName(t.location), teamId: () => undefined },
    undefined,
  )
  return teams.length ? { teams, players: [] } : undefined
}

/** A team's location or a player's nationality as a country's name (stored as a name or an ISO code). */
function countryName(value: string | null): string | undefined {
  if (!value) return undefined
  return value.length === 2 ? (countryNameFromIso2(value) ?? value) : value
}

/** A question about the tournaments a team plays, so a player's is his team's. */
function asksTeamTournaments(parsed: ParsedQuestion): boolean {
  return parsed.intents.includes('which-tournaments') || asksCompetitions(parsed.text)
}

/** A team row of a player's team, found by its name as any question's team is. */
async function teamByName(
  ctx: ChatRetrievalContext,
  team: { id: string; name: string },
  now: Date,
): Promise<ChatTeamRow | undefined> {
  const named = await findNames(ctx, readQuestion(team.name), now)
  return named.teams.find((t) => t.id === team.id)
}

/** "Their" after a question about a player is his team: read by name, as any question's team is. */
async function withPlayersTeam(
  ctx: ChatRetrievalContext,
  asked: ParsedQuestion,
  subject: ConversationSubject<ChatTeamRow, ChatPlayerRow, ChatTournamentRow> | undefined,
  now: Date,
): Promise<ConversationSubject<ChatTeamRow, ChatPlayerRow, ChatTournamentRow> | undefined> {
  const team = subject?.players[0]?.team
  if (!subject || subject.teams.length || !team || !pointsAtTeam(asked.question)) return subject
  const named = await findNames(ctx, readQuestion(team.name), now)
  const found = named.teams.find((t) => t.id === team.id)
  return found ? { ...subject, teams: [found] } : subject
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
  const readings = [
    ...orderedTeams.slice(0, 2).map((m) => ({
      kind: 'team' as const,
      match: m,
      path: paths.team(m.entity.currentVideogame, m.entity.slug),
    })),
    ...players.slice(0, 1).map((m) => ({
      kind: 'player' as const,
      match: m,
      path: paths.player(playerGame(m.entity), m.entity.slug),
    })),
  ].flatMap(({ kind, match, path }) =>
    match.spelt
      ? [{ kind, path, written: match.spelt.written, meant: match.entity.name, rival: match.spelt.rival }]
      : [],
  )
  return {
    teams: orderedTeams.map((m) => m.entity),
    players: players.map((m) => m.entity),
    tournaments: tournaments.map((m) => m.entity),
    readings,
  }
}

/** Candidates of both reads, each once. */
function union<T extends { id: string }>(a: readonly T[], b: readonly T[]): T[] {
  const ids = new Set(a.map((row) => row.id))
  return [...a, ...b.filter((row) => !ids.has(row.id))]
}

/** Runs of one to three question words, not starting or ending with an asking, stop or game word: names to spell. */
function spellingPhrases(parsed: ParsedQuestion): string[] {
  const plain = (w: string) => !STOP_WORDS.has(w) && !INTENT_WORDS.has(w) && !GAME_WORDS.has(w)
  const words = parsed.tokens.map((t) => t.word).slice(0, MAX_LOOKUP_WORDS * 2)
  const phrases: string[] = []
  for (let size = 1; size <= 3; size += 1) {
    for (let i = 0; i + size <= words.length; i += 1) {
      const run = words.slice(i, i + size)
      if (plain(run[0]!) && plain(run[run.length - 1]!)) phrases.push(run.join(' '))
    }
  }
  return phrases
}

/** "I took "Granit Harbour" to mean Granite Harbor." (and the rival when it was spelt as close). */
function readingText(r: { written: string; meant: string; rival?: string | undefined }): string {
  const rival = r.rival ? ` rather than ${r.rival}` : ''
  return `I took "${r.written.replace(/"/g, '')}" to mean ${r.meant}${rival}.`
}

/**
 * Highest score first (stable for equal scores); repeated sentences dropped, and a team's sentence about a match
 * that a match sentence (kind "match", from the matches table) already tells.
 */
function rankFacts(facts: RetrievedFact[]): RetrievedFact[] {
  const seen = new Set<string>()
  const matchPages = new Set(facts.filter((f) => f.kind === 'match').map((f) => f.url))
  // One verdict per page: "A lost the X final to B?" is judged by the final's meeting and by the event's winner,
  // both citing the final; the second says its fact without saying "No —" again.
  const judged = new Set<string>()
  return facts
    .map((fact, order) => ({ fact, order }))
    .sort((a, b) => b.fact.score - a.fact.score || a.order - b.order)
    .map(({ fact }) => {
      if (!VERDICT.test(fact.text)) return fact
      if (!judged.has(fact.url)) {
        judged.add(fact.url)
        return fact
      }
      const { translations, ...rest } = fact
      const plain = (text: string) => text.replace(VERDICT, '')
      return {
        ...rest,
        text: plain(fact.text),
        ...(translations
          ? { translations: Object.fromEntries(Object.entries(translations).map(([l, t]) => [l, plain(t)])) }
          : {}),
      }
    })
    .filter((fact) => {
      if (seen.has(fact.text)) return false
      seen.add(fact.text)
      return fact.kind === 'match' || !matchPages.has(fact.url)
    })
    .slice(0, MAX_FACTS)
}

/**
 * A claim's verdict, as the match and event look-ups open it (in any of the chat's languages): "Yes — ", "No — ",
 * or a score corrected ("Not quite: it finished 3-0, not 2-0. ", "Nicht ganz: es endete 3-0, nicht 2-0. ").
 */
const VERDICT =
  /^((Yes|No|Sí|Sim|Não|Oui|Non|Ja|Nein) — |(Not quite|No exactamente|Não exatamente|Pas tout à fait|Nicht ganz) ?: [^.]*\d+-\d+[^.]*\d+-\d+\. )/
