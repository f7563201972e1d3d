import type { Context } from 'hono'

/**
 * Sets a header of the answer from a middleware after `next()`. Hono's `c.header` there rebuilds the answer around
 * its body: node-server's light Response makes a web stream of the string or bytes it held, a new Response is made
 * from that stream, and the socket is then written from the stream chunk by chunk, for every header set so; the
 * answer's own headers take the value in place instead. Before `next()`, or on an answer whose headers cannot change
 * (one `fetch` returned), this is `c.header`.
 */
export function setAnswerHeader(c: Context, name: string, value: string): void {
  if (!c.finalized) {
    c.header(name, value)
    return
  }
  try {
    c.res.headers.set(name, value)
  } catch {
    c.header(name, value)
  }
}
