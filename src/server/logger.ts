import { createRequire } from 'node:module'
import { type DestinationStream, type Logger, pino, stdSerializers } from 'pino'

export type { Logger }

export type LogFormat = 'json' | 'pretty'

/**
 * pino with the app's redaction and error serializer. JSON lines by default (production, log collectors);
 * `pretty` prints readable lines through pino-pretty, a development dependency: where it is not installed
 * (`npm ci --omit=dev`) the logger falls back to JSON rather than fail to start.
 */
export function createLogger(
  level: string,
  format: LogFormat = 'json',
  destination?: DestinationStream,
): Logger {
  const options = {
    level,
    base: undefined,
    redact: { paths: ['req.headers.cookie', 'req.headers.authorization', '*.password'], remove: true },
    serializers: { err: serializeError },
  }
  if (destination) return pino(options, destination)
  if (format === 'pretty' && level !== 'silent' && prettyInstalled())
    return pino({ ...options, transport: { target: 'pino-pretty', options: { ignore: 'pid,hostname' } } })
  return pino(options)
}

function prettyInstalled(): boolean {
  try {
    createRequire(import.meta.url).resolve('pino-pretty')
    return true
  } catch {
    return false
  }
}

/** A database error code (SQLSTATE): five digits or capitals, e.g. 23505 for a unique violation. */
const SQLSTATE = /^[0-9A-Z]{5}$/

/**
 * pino's error serializer, except for a failing SQL statement (drizzle's DrizzleQueryError): its message holds
 * every parameter (article bodies, emails, password hashes), so the line keeps the statement, the SQLSTATE and
 * the driver's message, and only the number of parameters.
 */
export function serializeError(error: unknown): unknown {
  if (!(error instanceof Error)) return error
  const query = (error as { query?: unknown }).query
  const params = (error as { params?: unknown }).params
  if (typeof query === 'string' && Array.isArray(params)) {
    const cause = error.cause as { code?: unknown; message?: unknown; detail?: unknown } | undefined
    return {
      type: 'DrizzleQueryError',
      message: typeof cause?.message === 'string' ? cause.message : 'query failed',
      sqlState: typeof cause?.code === 'string' && SQLSTATE.test(cause.code) ? cause.code : undefined,
      query,
      paramCount: params.length,
      // The stack's first lines repeat the message, parameters included: only its frames are kept.
      stack: error.stack
        ?.split('\n')
        .filter((line) => /^\s+at /.test(line))
        .join('\n'),
    }
  }
  const serialized = stdSerializers.err(error) as ReturnType<typeof stdSerializers.err> & {
    sqlState?: string
  }
  const code = (error as { code?: unknown }).code
  if (typeof code === 'string' && SQLSTATE.test(code)) serialized.sqlState = code
  return serialized
}
