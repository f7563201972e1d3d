import type { ContentfulStatusCode } from 'hono/utils/http-status'
import type { ApiError } from '#shared/schemas/api-error'

/** Every failure the API reports has one of these codes; the HTTP status follows from the code. */
export const ERROR_STATUS = {
  BAD_REQUEST: 400,
  VALIDATION_FAILED: 422,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  UPSTREAM_FAILED: 502,
  UNAVAILABLE: 503,
  INTERNAL: 500,
} as const satisfies Record<string, ContentfulStatusCode>

export type ErrorCode = keyof typeof ERROR_STATUS

/**
 * The one error type (STYLE.md habit 4). `message` is what a reader may see; `cause` and `detail`
 * stay in the logs.
 */
export class AppError extends Error {
  override name = 'AppError'
  readonly status: ContentfulStatusCode
  readonly fields?: Record<string, string[]>

  constructor(
    readonly code: ErrorCode,
    message: string,
    options: { cause?: unknown; fields?: Record<string, string[]> } = {},
  ) {
    super(message, { cause: options.cause })
    this.status = ERROR_STATUS[code]
    this.fields = options.fields
  }
}

export function errorBody(code: string, message: string, fields?: Record<string, string[]>): ApiError {
  return { error: fields ? { code, message, fields } : { code, message } }
}
