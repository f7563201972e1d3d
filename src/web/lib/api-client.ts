import type { output, ZodType } from 'zod'
import type * as adminSchemas from '#shared/schemas/admin'
import type * as adminFeedsSchemas from '#shared/schemas/admin-feeds'
import type * as articleSchemas from '#shared/schemas/article'
import type * as chatSchemas from '#shared/schemas/chat'
import type * as esportsSchemas from '#shared/schemas/esports'
import type * as followingSchemas from '#shared/schemas/following'
import type * as matchesSchemas from '#shared/schemas/matches'
import type * as searchSchemas from '#shared/schemas/search'
import type * as transfersSchemas from '#shared/schemas/transfers'

/**
 * The one way the browser (and SSR) calls the JSON API. On the server, `configureApiFetch` points it at the
 * Hono app in-process (`app.request`), so rendering never goes over the network.
 *
 * Each call names the zod schema of src/shared/schemas its answer follows (`answer: 'TeamDetailSchema'`); the
 * answer's type is that schema's, so server and web share one type per answer. In development and tests the
 * answer is also checked against the schema (dev-answer-check.ts); the production build drops the check and
 * zod with it (only type imports of the schemas here).
 */
type SharedSchemas = typeof adminSchemas &
  typeof adminFeedsSchemas &
  typeof articleSchemas &
  typeof chatSchemas &
  typeof esportsSchemas &
  typeof followingSchemas &
  typeof matchesSchemas &
  typeof searchSchemas &
  typeof transfersSchemas

/** The name of an answer's schema in src/shared/schemas. */
export type AnswerSchemaName = {
  [K in keyof SharedSchemas]: SharedSchemas[K] extends ZodType ? K : never
}[keyof SharedSchemas]

/** What an answer following schema `N` is. */
type Answer<N extends AnswerSchemaName> = SharedSchemas[N] extends ZodType ? output<SharedSchemas[N]> : never

type ApiRequestInit = RequestInit & { json?: unknown }

export interface ApiErrorBody {
  error: { code: string; message: string; fields?: Record<string, string[]> }
}

export class ApiError extends Error {
  override name = 'ApiError'
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string[]>,
  ) {
    super(message)
  }
}

/** The server's own message for a failed call, if it sent one; callers fall back to the product's wording. */
export function apiErrorMessage(error: unknown): string | undefined {
  return error instanceof ApiError && error.message ? error.message : undefined
}

type FetchLike = (input: string, init?: RequestInit) => Promise<Response>

/** An answer of the API as the server's direct reads give it: the status and the JSON body, already parsed. */
export interface ServerRead {
  status: number
  body: unknown
}

/**
 * The server's own data source (decision 045): a GET of the API answered by the route's read function, without an
 * HTTP request or JSON text; `undefined` for a path it does not serve, which then goes through `apiFetch`.
 */
export type ServerReads = (path: string) => Promise<ServerRead> | undefined

let apiFetch: FetchLike = (input, init) => fetch(input, { credentials: 'same-origin', ...init })
let serverReads: ServerReads | undefined

export function configureApiFetch(fetcher: FetchLike, reads?: ServerReads): void {
  apiFetch = fetcher
  serverReads = reads
}

export function apiRequest<N extends AnswerSchemaName>(
  path: string,
  init: ApiRequestInit & { answer: N },
): Promise<Answer<N>>
/** An answer the caller checks itself (the chat reads several shapes). */
export function apiRequest(path: string, init?: ApiRequestInit): Promise<unknown>
export async function apiRequest(
  path: string,
  init?: ApiRequestInit & { answer?: AnswerSchemaName },
): Promise<unknown> {
  const { json, answer, ...rest } = init ?? {}
  const read = (rest.method ?? 'GET') === 'GET' && json === undefined ? serverReads?.(path) : undefined
  const { status, body } = read ? await read : await fetchAnswer(path, json, rest)
  if (status < 200 || status > 299) {
    const error = (body as ApiErrorBody | undefined)?.error
    throw new ApiError(status, error?.code ?? 'HTTP_ERROR', error?.message ?? `HTTP ${status}`, error?.fields)
  }
  // Vite replaces DEV with false in the production build, which then drops this branch and its import.
  if (import.meta.env.DEV && answer) {
    const { checkAnswer } = await import('./dev-answer-check')
    await checkAnswer(path, answer, body)
  }
  return body
}

async function fetchAnswer(path: string, json: unknown, init: RequestInit): Promise<ServerRead> {
  const headers = new Headers(init.headers)
  headers.set('accept', 'application/json')
  if (json !== undefined) headers.set('content-type', 'application/json')
  const response = await apiFetch(path, {
    ...init,
    headers,
    body: json !== undefined ? JSON.stringify(json) : init.body,
  })
  const text = await response.text()
  return { status: response.status, body: text ? safeJson(text) : undefined }
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    return undefined
  }
}
