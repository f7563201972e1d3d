import type { Context } from 'hono'
import { HTTPException } from 'hono/http-exception'
import type { AppEnv } from '../app-types'
import { AppError, errorBody } from '../errors'
import type { Logger } from '../logger'

/** The one place an error becomes an HTTP answer: `{ error: { code, message, fields? } }`, never a stack trace. */
export function handleError(fallbackLogger: Logger) {
  return (error: Error, c: Context<AppEnv>) => {
    const log = c.get('logger') ?? fallbackLogger
    if (error instanceof AppError) {
      if (error.status >= 500) log.error({ err: error }, error.message)
      return c.json(errorBody(error.code, error.message, error.fields), error.status)
    }
    if (error instanceof HTTPException) {
      const status = error.status
      const code = status === 413 ? 'PAYLOAD_TOO_LARGE' : status >= 500 ? 'INTERNAL' : 'BAD_REQUEST'
      return c.json(errorBody(code, error.message || 'Bad request'), status)
    }
    log.error({ err: error }, 'unhandled error')
    return c.json(errorBody('INTERNAL', 'Something went wrong on our side. Please try again.'), 500)
  }
}
