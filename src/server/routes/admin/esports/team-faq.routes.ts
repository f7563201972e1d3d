import { Hono } from 'hono'
import type { GenerateTeamFaqResult } from '#shared/schemas/admin'
import { z } from 'zod'
import type { AppEnv, RouteDeps } from '#server/app-types'
import { recordAdminAction } from '#server/services/audit'
import { refreshTeamFaq } from '#server/services/team-analysis'
import { validate } from '../../validate'
import { MESSAGES } from '#server/messages'

// §7 generate-team-faq, as an admin API call: the team's FAQ written again from its current data. Mounted
// behind requireRole at /api/admin.

const GenerateTeamFaqBodySchema = z.object({ teamId: z.uuid() })

export function teamFaqAdminRoutes(deps: RouteDeps) {
  const ctx = deps.services
  return new Hono<AppEnv>().post(
    '/generate-team-faq',
    validate('json', GenerateTeamFaqBodySchema),
    async (c) => {
      const { teamId } = c.req.valid('json')
      const faq = await refreshTeamFaq(ctx, teamId)
      await recordAdminAction(
        ctx.db,
        c.get('user'),
        'team.faq.generate',
        { type: 'team', id: teamId },
        { items: faq.items.length, engine: faq.engine },
      )
      return c.json({
        success: true,
        message: MESSAGES.faqRefreshed,
        items: faq.items,
        generatedAt: faq.generatedAt?.toISOString() ?? null,
        engine: faq.engine ?? null,
      } satisfies GenerateTeamFaqResult)
    },
  )
}
