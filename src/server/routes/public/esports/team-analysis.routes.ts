import { Hono } from 'hono'
import { z } from 'zod'
import type { TeamAnalysis, TeamFaq } from '#shared/schemas/esports'
import type { AppEnv, RouteDeps } from '#server/app-types'
import {
  DEFAULT_ANALYSIS_TYPE,
  getTeamAnalysis,
  getTeamFaq,
  requestTeamAnalysis,
  type TeamAnalysisResult,
  type TeamFaqContent,
} from '#server/services/team-analysis'
import { validate } from '../../validate'

// §2.11 team detail, the AI parts: the "Current Form Analysis" text and its "Generate Analysis" button
// (generate-team-analysis), and the FAQ. Mounted at /api/teams.
//
// POST /:id/analysis is public, and each call may cost a model call, so it has a per-team cooldown: while the
// current analysis is under 60 s old (ANALYSIS_COOLDOWN_MS) the call answers with that analysis instead of
// generating another. The answer has the same shape either way.

export const TeamAnalysisIdParam = z.object({ id: z.uuid() })

/** §7 generate-team-analysis body; the team is in the path. §9: the default analysis type is current_form. */
const GenerateTeamAnalysisBodySchema = z.object({
  analysisType: z.enum([DEFAULT_ANALYSIS_TYPE]).default(DEFAULT_ANALYSIS_TYPE),
})

export function analysisBody(analysis: TeamAnalysisResult | null): TeamAnalysis {
  return {
    analysis: analysis
      ? { content: analysis.content, engine: analysis.engine, createdAt: analysis.createdAt.toISOString() }
      : null,
  }
}

// The reads the route and the renderer's direct reads (page-reads.ts, decision 045) both call.

export async function readTeamAnalysis(deps: Pick<RouteDeps, 'services'>, { id }: { id: string }) {
  return analysisBody(await getTeamAnalysis(deps.services, id))
}

export async function readTeamFaq(
  deps: Pick<RouteDeps, 'services'>,
  { id }: { id: string },
): Promise<TeamFaq> {
  return faqBody(await getTeamFaq(deps.services, id))
}

export function faqBody(faq: TeamFaqContent): TeamFaq {
  return { items: faq.items, generatedAt: faq.generatedAt?.toISOString() ?? null }
}

export function teamAnalysisRoutes(deps: RouteDeps) {
  const ctx = deps.services
  return new Hono<AppEnv>()
    .get('/:id/analysis', validate('param', TeamAnalysisIdParam), async (c) => {
      const body = await readTeamAnalysis(deps, c.req.valid('param'))
      // Revalidated on every read (the ETag makes that cheap): a regenerated analysis shows at once.
      c.header('cache-control', 'no-cache')
      return c.json(body)
    })
    .post(
      '/:id/analysis',
      validate('param', TeamAnalysisIdParam),
      validate('json', GenerateTeamAnalysisBodySchema),
      async (c) => {
        const { analysisType } = c.req.valid('json')
        const { analysis } = await requestTeamAnalysis(ctx, c.req.valid('param').id, analysisType)
        return c.json(analysisBody(analysis))
      },
    )
    .get('/:id/faq', validate('param', TeamAnalysisIdParam), async (c) =>
      c.json(await readTeamFaq(deps, c.req.valid('param'))),
    )
}
