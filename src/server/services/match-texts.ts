import type { ServiceDeps } from '../deps'
import {
  listMatchesNeedingPreview,
  listMatchesNeedingRecap,
  type MatchTextCandidate,
  saveMatchText,
} from '../storage/match-texts'
import { getMatchDetail } from './matches'

// The match page's AI preview and recap (issue #14): which matches need one, written by the AI layer from the
// match page's own data (getMatchDetail) and stored in match_texts, so a page view never waits for a model.
// Runs after each sync and on a schedule (jobs/match-texts.job.ts); each run does a bounded amount of work.

export type MatchTextsContext = Pick<ServiceDeps, 'db' | 'ai' | 'logger' | 'now'>

const DAY_MS = 24 * 60 * 60 * 1000

export interface MatchTextsOptions {
  /** Previews for matches starting in the next this many days. */
  previewDays: number
  /** Recaps for finished matches that started in the last this many days. */
  recapDays: number
  /** At most this many previews and this many recaps per run. */
  perRun: number
}

export const MATCH_TEXTS_DEFAULTS: MatchTextsOptions = { previewDays: 7, recapDays: 60, perRun: 25 }

export interface MatchTextsRun {
  previews: number
  recaps: number
  /** How many of those the LLM engine wrote (the rest: the local engine). */
  byLlm: number
  /** Chosen but left without a text: the match is gone or its data no longer allows one. */
  skipped: number
  failed: number
}

/** Writes (or rewrites) one match's text; false when it gets none. */
async function writeOne(ctx: MatchTextsContext, candidate: MatchTextCandidate, run: MatchTextsRun) {
  const detail = await getMatchDetail(ctx, candidate.pandascoreId)
  if (!detail) return false
  const made =
    candidate.kind === 'preview' ? await ctx.ai.previewMatch(detail) : await ctx.ai.recapMatch(detail)
  if (!made) return false
  await saveMatchText(ctx.db, {
    matchId: candidate.matchId,
    kind: candidate.kind,
    content: made.value.content,
    engine: made.engine,
    sourceModifiedAt: candidate.modifiedAt,
    writtenAt: ctx.now?.() ?? new Date(),
  })
  if (made.engine === 'llm') run.byLlm++
  return true
}

/**
 * write-match-texts: previews for upcoming matches with both sides known in the next days, recaps for finished
 * ones; a text is rewritten when its match changed since (modified_at), and a preview also when either side
 * finished another match since. One failing match is logged and skipped, never the run.
 */
export async function writeMatchTexts(
  ctx: MatchTextsContext,
  options: Partial<MatchTextsOptions> = {},
): Promise<MatchTextsRun> {
  const { previewDays, recapDays, perRun } = { ...MATCH_TEXTS_DEFAULTS, ...options }
  const now = ctx.now?.() ?? new Date()
  const candidates = [
    ...(await listMatchesNeedingRecap(ctx.db, {
      since: new Date(now.getTime() - recapDays * DAY_MS),
      limit: perRun,
    })),
    ...(await listMatchesNeedingPreview(ctx.db, {
      from: now,
      until: new Date(now.getTime() + previewDays * DAY_MS),
      limit: perRun,
    })),
  ]
  const run: MatchTextsRun = { previews: 0, recaps: 0, byLlm: 0, skipped: 0, failed: 0 }
  for (const candidate of candidates) {
    try {
      if (!(await writeOne(ctx, candidate, run))) run.skipped++
      else if (candidate.kind === 'preview') run.previews++
      else run.recaps++
    } catch (error) {
      run.failed++
      ctx.logger.error(
        { err: error, matchId: candidate.pandascoreId, kind: candidate.kind },
        'match text not written',
      )
    }
  }
  if (candidates.length > 0) ctx.logger.info(run, 'match texts written')
  return run
}
