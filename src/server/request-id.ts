import { AsyncLocalStorage } from 'node:async_hooks'
import { randomUUID } from 'node:crypto'

// One id per page view (decision 032): the server renderer's in-process API calls carry the id of the page
// request that made them, so every log line of one view can be found with one search.

export const REQUEST_ID_HEADER = 'x-request-id'

/** What an incoming id may look like: a proxy's UUID or trace id, never text that could forge a log line. */
const WELL_FORMED = /^[\w.:-]{8,128}$/

/** The id of the request being handled, for the in-process calls it makes. */
const current = new AsyncLocalStorage<string>()

/** The incoming id when it is well formed (set by a proxy or by our own renderer), a new one otherwise. */
export function requestIdFrom(header: string | undefined): string {
  return header && WELL_FORMED.test(header) ? header : randomUUID()
}

/** The id of the request this code runs for, when it runs for one. */
export function currentRequestId(): string | undefined {
  return current.getStore()
}

/** Runs the rest of a request with its id known to the calls it makes in-process. */
export function withRequestId<T>(requestId: string, fn: () => T): T {
  return current.run(requestId, fn)
}

/**
 * An in-process call of the app (the server renderer's API reads) carrying the id of the request that makes it.
 */
export function inProcessCall(
  request: (path: string, init?: RequestInit) => Response | Promise<Response>,
): (path: string, init?: RequestInit) => Promise<Response> {
  return (path, init) => {
    const requestId = current.getStore()
    if (!requestId) return Promise.resolve(request(path, init))
    const headers = new Headers(init?.headers)
    headers.set(REQUEST_ID_HEADER, requestId)
    return Promise.resolve(request(path, { ...init, headers }))
  }
}
