import type { ServiceDeps } from '../deps'
import type { EngineName, TeamFaqInput, TeamMatchFact } from '../ai/types'
import type { Db } from '../db/client'
import type { FaqItem } from '../db/schema/esports'
import { AppError } from '../errors'
import { listTeamPlayers } from '../storage/players'
import { getCurrentTeamAnalysis, replaceCurrentTeamAnalysis } from '../storage/team-analysis'
import { listPastTeamMatches, listUpcomingTeamMatches, type TeamMatchRow } from '../storage/team-matches'
import { getTeamById, type TeamRowWithCount, updateTeamFaq } from '../storage/teams'
import { computeTeamStats, teamAnalysisFailureText } from '#shared/domain/team-form'
import { MESSAGES } from '../messages'

// The team page's AI parts (§2.11): the "Current Form Analysis" text (generate-team-analysis) and the FAQ
// (generate-team-faq). Both are written from the team's stored data by the AI layer, which falls back to its
// local engine, and both are stored so a page view never waits for a model.

export type TeamAnalysisContext = Pick<ServiceDeps, 'db' | 'ai' | 'logger'>

/** §3 Team analysis: the default and, for now, only analysis type (§9). */
export const DEFAULT_ANALYSIS_TYPE = 'current_form'

/** §9: stats over up to 30 recent matches, of which the last 5 are the recent form. */
const RECENT_MATCHES = 30
const LAST_MATCHES = 5
/** §9 Upcoming 5: the FAQ names the next match; the analysis counts them (up to this many). */
const UPCOMING_FOR_FAQ = 5
const UPCOMING_COUNTED = 100

/**
 * The public "Generate Analysis" button regenerates at most once a minute per team: a click while the current
 * analysis is younger than this gets that analysis back, so repeated clicks (or a script) cannot make one model
 * call after another.
 */
const ANALYSIS_COOLDOWN_MS = 60_000

export interface TeamAnalysisResult {
  content: string
  engine: string
  createdAt: Date
}

export interface TeamFaqContent {
  items: FaqItem[]
  generatedAt: Date | null
  /** The engine that wrote the items, when they were written by this call. */
  engine?: EngineName
}

async function requireTeam(db: Db, teamId: string): Promise<TeamRowWithCount> {
  const team = await getTeamById(db, teamId)
  if (!team) throw new AppError('NOT_FOUND', MESSAGES.teamNotFound)
  return team
}

function matchFact(row: TeamMatchRow): TeamMatchFact {
  const result = row.result === 'win' || row.result === 'loss' || row.result === 'draw' ? row.result : null
  return {
    matchDate: row.matchDate,
    result,
    scoreTeam: row.scoreTeam,
    scoreOpponent: row.scoreOpponent,
    opponentName: row.opponentName,
    tournamentName: row.tournamentName,
  }
}

export function analysisResult(row: {
  content: string
  engine: string
  createdAt: Date
}): TeamAnalysisResult {
  return { content: row.content, engine: row.engine, createdAt: row.createdAt }
}

/** The team's current analysis; null when none has been generated. Unknown team: NOT_FOUND. */
export async function getTeamAnalysis(
  ctx: TeamAnalysisContext,
  teamId: string,
  analysisType = DEFAULT_ANALYSIS_TYPE,
): Promise<TeamAnalysisResult | null> {
  await requireTeam(ctx.db, teamId)
  const row = await getCurrentTeamAnalysis(ctx.db, teamId, analysisType)
  return row ? analysisResult(row) : null
}

/**
 * generate-team-analysis: the §9 analysis from the last 5 and up to 30 finished matches and the scheduled count,
 * stored as the team's new current analysis. On an unexpected failure the §8 text is returned, not stored.
 */
export async function generateTeamAnalysis(
  ctx: TeamAnalysisContext,
  teamId: string,
  analysisType = DEFAULT_ANALYSIS_TYPE,
): Promise<TeamAnalysisResult> {
  const team = await requireTeam(ctx.db, teamId)
  let recent: TeamMatchFact[] = []
  try {
    const [past, upcoming] = await Promise.all([
      listPastTeamMatches(ctx.db, team.id, RECENT_MATCHES),
      listUpcomingTeamMatches(ctx.db, team.id, UPCOMING_COUNTED),
    ])
    recent = past.map(matchFact)
    const made = await ctx.ai.analyzeTeam({
      teamId: team.id,
      teamName: team.name,
      last5: recent.slice(0, LAST_MATCHES),
      recent30: recent,
      upcomingCount: upcoming.length,
    })
    const row = await replaceCurrentTeamAnalysis(ctx.db, {
      teamId: team.id,
      analysisType,
      content: made.value.content,
      engine: made.engine,
      createdAt: new Date(),
    })
    return analysisResult(row)
  } catch (error) {
    ctx.logger.error({ err: error, teamId: team.id }, 'team analysis generation failed')
    const stats = computeTeamStats(recent.map((match) => ({ ...match, isFinished: true })))
    return {
      content: teamAnalysisFailureText({
        teamName: team.name,
        wins: stats.wins,
        losses: stats.losses,
        matches: stats.totalMatches,
      }),
      engine: 'local',
      createdAt: new Date(),
    }
  }
}

/**
 * The public "Generate Analysis" button: the current analysis when it is younger than ANALYSIS_COOLDOWN_MS,
 * else a new one (generateTeamAnalysis).
 */
export async function requestTeamAnalysis(
  ctx: TeamAnalysisContext,
  teamId: string,
  analysisType = DEFAULT_ANALYSIS_TYPE,
  now: Date = new Date(),
): Promise<{ analysis: TeamAnalysisResult; reused: boolean }> {
  const current = await getTeamAnalysis(ctx, teamId, analysisType)
  if (current && now.getTime() - current.createdAt.getTime() < ANALYSIS_COOLDOWN_MS) {
    return { analysis: current, reused: true }
  }
  return { analysis: await generateTeamAnalysis(ctx, teamId, analysisType), reused: false }
}

async function faqInput(db: Db, team: TeamRowWithCount): Promise<TeamFaqInput> {
  const [players, past, upcoming] = await Promise.all([
    listTeamPlayers(db, team.id),
    listPastTeamMatches(db, team.id, RECENT_MATCHES),
    listUpcomingTeamMatches(db, team.id, UPCOMING_FOR_FAQ),
  ])
  return {
    teamId: team.id,
    teamName: team.name,
    acronym: team.acronym,
    game: team.currentVideogame,
    location: team.location,
    tier: team.tier,
    players: players.map((player) => ({
      name: player.name,
      firstName: player.firstName,
      lastName: player.lastName,
      role: player.role,
      nationality: player.nationality,
    })),
    recentMatches: past.map(matchFact),
    upcomingMatches: upcoming.map(matchFact),
  }
}

async function writeTeamFaq(ctx: TeamAnalysisContext, team: TeamRowWithCount): Promise<TeamFaqContent> {
  const made = await ctx.ai.generateTeamFaq(await faqInput(ctx.db, team))
  const generatedAt = new Date()
  const items = made.value.items.map(({ question, answer }) => ({ question, answer }))
  await updateTeamFaq(ctx.db, team.id, items, generatedAt)
  ctx.logger.info({ teamId: team.id, engine: made.engine, items: items.length }, 'team FAQ generated')
  return { items, generatedAt, engine: made.engine }
}

/** The team's FAQ: the stored items; the first request after none were stored generates and stores them. */
export async function getTeamFaq(ctx: TeamAnalysisContext, teamId: string): Promise<TeamFaqContent> {
  return teamFaqOf(ctx, await requireTeam(ctx.db, teamId))
}

/** The team's stored FAQ; written first when it has none yet (the team page's statement holds the team row). */
export function teamFaqOf(ctx: TeamAnalysisContext, team: TeamRowWithCount): Promise<TeamFaqContent> {
  if (team.faqContent.length > 0)
    return Promise.resolve({ items: team.faqContent, generatedAt: team.faqGeneratedAt })
  return writeTeamFaq(ctx, team)
}

/** generate-team-faq: writes the FAQ again from the team's current data and stores it. */
export async function refreshTeamFaq(ctx: TeamAnalysisContext, teamId: string): Promise<TeamFaqContent> {
  return writeTeamFaq(ctx, await requireTeam(ctx.db, teamId))
}
