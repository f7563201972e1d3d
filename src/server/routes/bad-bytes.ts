import type { Context, MiddlewareHandler } from 'hono'
import type { AppEnv } from '../app-types'
import { AppError, errorBody } from '../errors'

// Text that PostgreSQL cannot store (a NUL byte) or that is not text at all (invalid UTF-8, lone surrogates)
// is refused once, here at the edge, before any route, cache or query sees it: a clear 400 instead of a 500
// with the SQL in the log.

/** What `c.req.json()` and the json validator accept as JSON; anything else is not read as JSON by them. */
const JSON_MEDIA_TYPE = /^application\/([\w.-]+\+)?json$/i
const FORM_MEDIA_TYPE = 'application/x-www-form-urlencoded'
/** Methods whose requests carry no body the server reads (and no change: the origin guard lets them through). */
export const SAFE_METHODS: ReadonlySet<string> = new Set(['GET', 'HEAD', 'OPTIONS'])
/** In a `u` regex a surrogate pair is one code point, so \p{Cs} matches only a half pair on its own. */
const LONE_SURROGATE = /\p{Cs}/u

const BAD_URL_MESSAGE = 'The address holds a character that is not valid text (a NUL byte or invalid UTF-8).'
const BAD_BODY_MESSAGE =
  'The request body holds a character that is not valid text (a NUL byte or invalid UTF-8).'
const MALFORMED_JSON_MESSAGE = 'The request body is not valid JSON.'
const NOT_JSON_MESSAGE = 'The request body must be JSON (Content-Type: application/json).'

/** Decoded text we can store: well-formed UTF-16 (no lone surrogate) without U+0000. */
function isStorableText(text: string): boolean {
  return !text.includes('\0') && !LONE_SURROGATE.test(text)
}

/** Whether a percent-encoded piece of a URL or form body decodes to storable text ("+" is a space). */
function isCleanEncodedText(encoded: string): boolean {
  try {
    // decodeURIComponent throws on an invalid UTF-8 sequence (%C3%28, %FF), which URLSearchParams would
    // silently turn into U+FFFD.
    return isStorableText(decodeURIComponent(encoded.replace(/\+/g, ' ')))
  } catch {
    return false
  }
}

/** The first string (key or value) in a parsed JSON value that cannot be stored, if any. */
function hasBadString(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return !isStorableText(value)
  if (depth > 64 || value === null || typeof value !== 'object') return false
  if (Array.isArray(value)) return value.some((item) => hasBadString(item, depth + 1))
  return Object.entries(value).some(([key, item]) => !isStorableText(key) || hasBadString(item, depth + 1))
}

function mediaType(c: Context): string {
  return (c.req.header('content-type') ?? '').split(';')[0]!.trim().toLowerCase()
}

/**
 * Refuses a request whose path or query string decodes to a NUL byte or invalid UTF-8. /api answers with the
 * JSON error shape; a page answers with `badPage` (the site's page, status 400), or a bare 400 page.
 */
export function refuseBadUrl(badPage?: (c: Context<AppEnv>) => Promise<Response>): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const url = c.req.url
    const start = url.indexOf('/', url.indexOf('//') + 2)
    const hash = url.indexOf('#')
    const rest = hash === -1 ? url.slice(start) : url.slice(start, hash)
    if (isCleanEncodedText(rest)) return next()
    c.get('logger')?.info({ path: c.req.path.slice(0, 200) }, 'refused: address is not valid text')
    if (c.req.path === '/api' || c.req.path.startsWith('/api/')) {
      return c.json(errorBody('BAD_REQUEST', BAD_URL_MESSAGE), 400)
    }
    if (badPage && (c.req.method === 'GET' || c.req.method === 'HEAD')) {
      try {
        const page = await badPage(c)
        const headers = new Headers(page.headers)
        headers.set('cache-control', 'no-store')
        return new Response(page.body, { status: 400, headers })
      } catch (error) {
        c.get('logger')?.warn({ err: error }, 'bad-request page failed to render')
      }
    }
    c.header('cache-control', 'no-store')
    return c.html(
      '<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Bad request</title></head>' +
        `<body><h1>Bad request</h1><p>${BAD_URL_MESSAGE}</p><p><a href="/">Go to the home page</a></p></body></html>`,
      400,
    )
  }
}

/**
 * For /api writes: a body must be JSON (415 otherwise, unless `otherBodies` says this path reads forms too),
 * must parse (400), and none of its strings may hold U+0000 or invalid UTF-8 (400). Without this, a body the
 * json validator cannot read reaches the route as `{}`, and an update "succeeds" having changed nothing.
 */
export function refuseBadBody(
  options: { otherBodies?: (path: string) => boolean } = {},
): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (SAFE_METHODS.has(c.req.method) || !c.req.raw.body) return next()
    const otherBodies = options.otherBodies?.(c.req.path) ?? false
    // A route reads the body through Hono's cache, filled here; better-auth reads the raw request: a clone.
    const bytes = new Uint8Array(
      otherBodies ? await c.req.raw.clone().arrayBuffer() : await c.req.arrayBuffer(),
    )
    if (bytes.length === 0) return next()
    const type = mediaType(c)
    const isJson = JSON_MEDIA_TYPE.test(type)
    const isForm = type === FORM_MEDIA_TYPE
    if (!isJson && !otherBodies) throw new AppError('UNSUPPORTED_MEDIA_TYPE', NOT_JSON_MESSAGE)
    let text: string
    try {
      text = new TextDecoder('utf-8', { fatal: true }).decode(bytes)
    } catch {
      throw new AppError('BAD_REQUEST', BAD_BODY_MESSAGE)
    }
    if (isJson) {
      let parsed: unknown
      try {
        parsed = JSON.parse(text)
      } catch {
        throw new AppError('BAD_REQUEST', MALFORMED_JSON_MESSAGE)
      }
      // In JSON text U+0000 and half a surrogate pair can only be written as a \u escape: a raw control character
      // does not parse, and the bytes were valid UTF-8.
      if (text.includes('\\u') && hasBadString(parsed)) throw new AppError('BAD_REQUEST', BAD_BODY_MESSAGE)
      // Parsed once: the route's c.req.json() gets this value instead of parsing the body again.
      if (!otherBodies) c.req.bodyCache.json = Promise.resolve(parsed)
    } else if (isForm && !text.split(/[&=]/).every(isCleanEncodedText)) {
      throw new AppError('BAD_REQUEST', BAD_BODY_MESSAGE)
    }
    return next()
  }
}
