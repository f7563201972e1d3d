import { z } from 'zod'

/** Every failure the JSON API reports (src/server/errors.ts): a code, a message fit to show, and failing fields. */
export const ApiErrorSchema = z.object({
  error: z.object({
    /** BAD_REQUEST, NOT_FOUND, RATE_LIMITED, … (src/server/errors.ts ERROR_STATUS). */
    code: z.string(),
    message: z.string(),
    /** A request that failed validation: each failing parameter or field, with its messages. */
    fields: z.record(z.string(), z.array(z.string())).optional(),
  }),
})
export type ApiError = z.infer<typeof ApiErrorSchema>
