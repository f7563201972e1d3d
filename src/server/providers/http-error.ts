// The one error of outbound HTTP (docs/decisions/022-one-outbound-http-client.md): what the transport, the
// address guard and the body reader throw, and how undici, node:net and zlib failures become one of them.

export type HttpErrorCode =
  | 'BLOCKED_ADDRESS'
  | 'BAD_SCHEME'
  | 'TIMEOUT'
  | 'TOO_LARGE'
  | 'TOO_MANY_REDIRECTS'
  | 'HTTP_STATUS'
  | 'NETWORK'
  | 'BAD_URL'
  /** The caller's own AbortSignal fired (not the timeout). */
  | 'ABORTED'

/** A failed request. The message is one line an admin understands; `status` is set for HTTP_STATUS. */
export class HttpError extends Error {
  override readonly name = 'HttpError'
  readonly code: HttpErrorCode
  readonly status?: number
  /** The URL being fetched when it failed (a redirect hop, not necessarily the feed's own URL). */
  readonly url?: string

  constructor(
    code: HttpErrorCode,
    message: string,
    options: { status?: number; url?: string; cause?: unknown } = {},
  ) {
    super(message, { cause: options.cause })
    this.code = code
    this.status = options.status
    this.url = options.url
  }
}

function seconds(ms: number): string {
  return `${Number((ms / 1000).toFixed(1))} s`
}

function errorChain(error: unknown): unknown[] {
  const chain: unknown[] = []
  for (let e = error; e !== undefined && e !== null && chain.length < 8; e = (e as { cause?: unknown }).cause)
    chain.push(e)
  return chain
}

interface FailureContext {
  /** The hop being fetched. */
  current: URL
  /** Fires at the whole request's timeout. */
  timeout: AbortSignal
  /** The caller's own signal, when it gave one. */
  callerSignal?: AbortSignal
  timeoutMs: number
  connectTimeoutMs: number
}

/** Any failure of a request as one HttpError with a one-line message. */
export function toHttpError(error: unknown, context: FailureContext): HttpError {
  const chain = errorChain(error)
  const { current } = context
  const known = chain.find((e): e is HttpError => e instanceof HttpError)
  // The connection-time guard cannot know the URL; the hop being fetched is the one it refused.
  if (known)
    return known.url
      ? known
      : new HttpError(known.code, known.message, {
          status: known.status,
          url: current.href,
          cause: known.cause,
        })
  const host = current.host
  const codes = chain
    .map((e) => (e as { code?: unknown }).code)
    .filter((c): c is string => typeof c === 'string')
  const opts = { url: current.href, cause: error }

  if (context.callerSignal?.aborted && !context.timeout.aborted)
    return new HttpError('ABORTED', `Cancelled the request to ${host}`, opts)
  if (codes.includes('UND_ERR_CONNECT_TIMEOUT'))
    return new HttpError(
      'TIMEOUT',
      `Could not connect to ${host} within ${seconds(context.connectTimeoutMs)}`,
      opts,
    )
  if (
    context.timeout.aborted ||
    codes.includes('UND_ERR_HEADERS_TIMEOUT') ||
    codes.includes('UND_ERR_BODY_TIMEOUT') ||
    chain.some((e) => e instanceof Error && e.name === 'TimeoutError')
  )
    return new HttpError('TIMEOUT', `Timed out after ${seconds(context.timeoutMs)} waiting for ${host}`, opts)
  if (codes.includes('ENOTFOUND') || codes.includes('EAI_AGAIN'))
    return new HttpError('NETWORK', `Could not resolve ${current.hostname}`, opts)
  if (codes.includes('ECONNREFUSED')) return new HttpError('NETWORK', `Connection refused by ${host}`, opts)
  if (codes.includes('ECONNRESET') || codes.includes('UND_ERR_SOCKET'))
    return new HttpError('NETWORK', `Connection to ${host} was closed unexpectedly`, opts)
  if (
    codes.some((c) => c.startsWith('Z_') || c.startsWith('ERR_BROTLI') || c === 'ERR__ERROR_FORMAT_PADDING_1')
  )
    return new HttpError('NETWORK', `Could not decompress the response from ${host}`, opts)
  if (codes.some((c) => c.startsWith('ERR_TLS') || /CERT|SSL/.test(c)))
    return new HttpError('NETWORK', `TLS error talking to ${host} (${codes[0]})`, opts)
  const detail = codes[0] ?? (error instanceof Error ? error.message : String(error))
  return new HttpError(
    'NETWORK',
    `Network error talking to ${host}: ${detail.split('\n')[0]?.slice(0, 200)}`,
    opts,
  )
}
