import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

// The one way a test fakes a server out there (a publisher, an LLM provider, PandaScore): a real HTTP server on
// 127.0.0.1 at a free port, which records every request it receives and closes even with replies left hanging.

export interface FakeServerRequest {
  method: string
  /** Without the query string. */
  path: string
  query: Record<string, string>
  headers: Record<string, string | string[] | undefined>
  /** The parsed JSON body, the raw text when it is not JSON ('' without a body). */
  // biome-ignore lint/suspicious/noExplicitAny: tests read whatever the client sent.
  body: any
}

export interface FakeServer {
  /** http://127.0.0.1:<port>, without a trailing slash. */
  url: string
  /** Every request, in order; a test may empty it (`requests.length = 0`). */
  requests: FakeServerRequest[]
  close(): Promise<void>
}

/** Answers one request; the request is already recorded, its body read. A throw answers 500. */
export type FakeHandler = (
  req: IncomingMessage,
  res: ServerResponse,
  request: FakeServerRequest,
  url: URL,
) => unknown

export async function startFakeServer(handler: FakeHandler): Promise<FakeServer> {
  const requests: FakeServerRequest[] = []
  let origin = ''
  const server = createServer(async (req, res) => {
    try {
      const url = new URL(req.url ?? '/', origin)
      const text = await readBody(req)
      const request: FakeServerRequest = {
        method: req.method ?? 'GET',
        path: url.pathname,
        query: Object.fromEntries(url.searchParams),
        headers: req.headers,
        body: parseJson(text),
      }
      requests.push(request)
      await handler(req, res, request, url)
    } catch (error) {
      if (!res.headersSent) sendJson(res, 500, { error: `fake server crashed: ${(error as Error).message}` })
      else res.destroy()
    }
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  return {
    url: origin,
    requests,
    close: () =>
      new Promise<void>((resolve, reject) => {
        // Hanging, stalled and trickling replies keep their sockets open; close them so the server can stop.
        server.closeAllConnections()
        server.close((error) => (error ? reject(error) : resolve()))
      }),
  }
}

export function sendJson(
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  const text = JSON.stringify(body)
  res.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': String(Buffer.byteLength(text)),
    ...headers,
  })
  res.end(text)
}

function parseJson(text: string): unknown {
  if (text === '') return text
  try {
    return JSON.parse(text)
  } catch {
    // Kept as text: a test may want to see a malformed request.
    return text
  }
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    req.on('data', (chunk: Buffer) => chunks.push(chunk))
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')))
    req.on('error', reject)
  })
}
