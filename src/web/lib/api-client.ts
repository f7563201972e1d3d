/**
 * The one way the browser (and SSR) calls the JSON API. On the server, `configureApiFetch` points it at the
 * Hono app in-process (`app.request`), so rendering never goes over the network.
 */
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

let apiFetch: FetchLike = (input, init) => fetch(input, { credentials: 'same-origin', ...init })

export function configureApiFetch(fetcher: FetchLike): void {
  apiFetch = fetcher
}

export async function apiRequest<T>(path: string, init?: RequestInit & { json?: unknown }): Promise<T> {
  const { json, ...rest } = init ?? {}
  const headers = new Headers(rest.headers)
  headers.set('accept', 'application/json')
  if (json !== undefined) headers.set('content-type', 'application/json')
  const response = await apiFetch(path, {
    ...rest,
    headers,
    body: json !== undefined ? JSON.stringify(json) : rest.body,
  })
  const text = await response.text()
  const body = text ? safeJson(text) : undefined
  if (!response.ok) {
    const error = (body as ApiErrorBody | undefined)?.error
    throw new ApiError(
      response.status,
      error?.code ?? 'HTTP_ERROR',
      error?.message ?? `HTTP ${response.status}`,
      error?.fields,
    )
  }
  return body as T
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    return undefined
  }
}
