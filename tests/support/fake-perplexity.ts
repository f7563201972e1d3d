import { type FakeServerRequest, sendJson, startFakeServer } from './fake-server'

// A Perplexity-like chat-completions server on 127.0.0.1 for tests: POST /chat/completions (no /v1, as at
// api.perplexity.ai) takes the next scripted reply from a queue, answering JSON or, when the request asks for
// `stream: true`, SSE chunks. Sources come in either of the API's two shapes, `citations` or `search_results`.

export interface FakePerplexityReply {
  /** The assistant's text. */
  message?: string
  /** Streamed pieces (default: the message split into words). */
  chunks?: string[]
  /** The older shape: a list of URLs. */
  citations?: unknown[]
  /** The newer shape: objects with url and title. */
  search_results?: unknown[]
  /** A raw HTTP answer instead, e.g. 500. */
  status?: number
  body?: unknown
  /** Never answer. */
  hang?: boolean
}

export interface FakePerplexity {
  /** The base URL to configure as PERPLEXITY_BASE_URL. */
  url: string
  enqueue(...replies: FakePerplexityReply[]): void
  requests: FakeServerRequest[]
  close(): Promise<void>
}

export async function startFakePerplexity(): Promise<FakePerplexity> {
  const queue: FakePerplexityReply[] = []
  let answers = 0

  const server = await startFakeServer((req, res, { path, body }) => {
    if (req.method !== 'POST' || path !== '/chat/completions') {
      return sendJson(res, 404, { error: { message: `fake Perplexity: no route ${req.method} ${path}` } })
    }
    const reply = queue.shift()
    if (!reply) return sendJson(res, 418, { error: { message: 'fake Perplexity: no scripted reply queued' } })
    if (reply.hang) return
    if (reply.status !== undefined && reply.status !== 200) {
      return sendJson(
        res,
        reply.status,
        reply.body ?? {
          error: { message: `upstream exploded at /srv/pplx/handler.py line 42 (HTTP ${reply.status})` },
        },
      )
    }
    answers++
    const request = (typeof body === 'object' && body !== null ? body : {}) as {
      model?: string
      stream?: boolean
    }
    const content = reply.message ?? ''
    const sources = {
      ...(reply.citations ? { citations: reply.citations } : {}),
      ...(reply.search_results ? { search_results: reply.search_results } : {}),
    }
    const base = { id: `pplx-fake-${answers}`, model: request.model ?? 'sonar', created: 1_767_225_600 }
    if (request.stream) {
      res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' })
      const pieces = reply.chunks ?? content.match(/\S+\s*|\s+/g) ?? []
      for (const piece of pieces) {
        // Perplexity repeats its sources on every chunk.
        res.write(
          `data: ${JSON.stringify({
            ...base,
            object: 'chat.completion.chunk',
            choices: [{ index: 0, delta: { role: 'assistant', content: piece }, finish_reason: null }],
            ...sources,
          })}\n\n`,
        )
      }
      res.write(
        `data: ${JSON.stringify({
          ...base,
          object: 'chat.completion.chunk',
          choices: [{ index: 0, delta: {}, finish_reason: 'stop' }],
          ...sources,
        })}\n\n`,
      )
      return res.end('data: [DONE]\n\n')
    }
    sendJson(res, 200, {
      ...base,
      object: 'chat.completion',
      choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
      ...sources,
      usage: { prompt_tokens: 20, completion_tokens: 40, total_tokens: 60 },
    })
  })

  return {
    url: server.url,
    enqueue: (...replies) => queue.push(...replies),
    requests: server.requests,
    close: server.close,
  }
}
