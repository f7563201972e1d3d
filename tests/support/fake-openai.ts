import { afterAll, beforeAll, beforeEach } from 'vitest'
import { readFileSync } from 'node:fs'
import type { ServerResponse } from 'node:http'
import { join } from 'node:path'
import { type FakeServerRequest, sendJson, startFakeServer } from './fake-server'

// A real OpenAI-compatible HTTP server on 127.0.0.1 for tests: the AI SDK talks to it exactly as it talks to
// OpenAI, Ollama or vLLM, so tests cover the real client (request body, retries, timeouts, SSE parsing) without
// a network. Each POST /v1/chat/completions takes the next scripted reply from a queue; replies live as JSON
// files in src/server/ai/testdata/ (STYLE.md habit 11).

/**
 * One scripted reply, as stored in testdata:
 * - `message`: a successful completion whose assistant content is this text (an object is sent as its JSON);
 *   streamed as SSE chunks when the request asks for `stream: true` (split into `chunks` when given);
 * - `status` (+ `headers`, `body`): a raw HTTP answer, e.g. a 429 with Retry-After or a 500;
 * - `hang`: never answer (the client's timeout must end the call).
 */
export interface FakeReply {
  message?: unknown
  chunks?: string[]
  status?: number
  headers?: Record<string, string>
  body?: unknown
  hang?: boolean
}

export interface FakeOpenAI {
  /** The base URL to give the client, ending in /v1. */
  url: string
  enqueue(...replies: FakeReply[]): void
  requests: FakeServerRequest[]
  close(): Promise<void>
}

const TESTDATA = join(import.meta.dirname, '../../src/server/ai/testdata')

/** A reply or fixture from src/server/ai/testdata/{name}.json. */
export function loadTestdata<T = FakeReply>(name: string): T {
  return JSON.parse(readFileSync(join(TESTDATA, `${name}.json`), 'utf8')) as T
}

export async function startFakeOpenAI(): Promise<FakeOpenAI> {
  const queue: FakeReply[] = []
  let completions = 0

  const server = await startFakeServer((req, res, { path, body }) => {
    if (req.method !== 'POST' || path !== '/v1/chat/completions') {
      return sendJson(res, 404, { error: { message: `fake OpenAI: no route ${req.method} ${path}` } })
    }
    const reply = queue.shift()
    if (!reply) {
      // 418: not one of the statuses the SDK retries, so a missing script fails the test at once.
      return sendJson(res, 418, { error: { message: 'fake OpenAI: no scripted reply queued' } })
    }
    if (reply.hang) return
    if (reply.status !== undefined && reply.status !== 200) {
      return sendJson(
        res,
        reply.status,
        reply.body ?? { error: { message: `HTTP ${reply.status}` } },
        reply.headers,
      )
    }
    completions++
    const request = (typeof body === 'object' && body !== null ? body : {}) as {
      model?: string
      stream?: boolean
    }
    const content = typeof reply.message === 'string' ? reply.message : JSON.stringify(reply.message ?? '')
    const id = `chatcmpl-fake-${completions}`
    const model = request.model ?? 'fake-model'
    if (request.stream) return sendStream(res, { id, model, chunks: reply.chunks ?? splitWords(content) })
    sendJson(
      res,
      200,
      reply.body ?? {
        id,
        object: 'chat.completion',
        created: 1_767_225_600,
        model,
        choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
        usage: { prompt_tokens: 100, completion_tokens: 50, total_tokens: 150 },
      },
      reply.headers,
    )
  })

  return {
    url: `${server.url}/v1`,
    enqueue: (...replies) => queue.push(...replies),
    requests: server.requests,
    close: server.close,
  }
}

function splitWords(text: string): string[] {
  return text.match(/\S+\s*|\s+/g) ?? []
}

/** Chat-completions streaming: one chunk per piece, a final chunk with the finish reason, then [DONE]. */
function sendStream(res: ServerResponse, reply: { id: string; model: string; chunks: string[] }) {
  res.writeHead(200, {
    'content-type': 'text/event-stream',
    'cache-control': 'no-cache',
    connection: 'keep-alive',
  })
  const chunk = (delta: object, finishReason: string | null, extra: object = {}) =>
    `data: ${JSON.stringify({
      id: reply.id,
      object: 'chat.completion.chunk',
      created: 1_767_225_600,
      model: reply.model,
      choices: [{ index: 0, delta, finish_reason: finishReason }],
      ...extra,
    })}\n\n`
  res.write(chunk({ role: 'assistant', content: '' }, null))
  for (const piece of reply.chunks) res.write(chunk({ content: piece }, null))
  res.write(
    chunk({}, 'stop', {
      usage: {
        prompt_tokens: 100,
        completion_tokens: reply.chunks.length,
        total_tokens: 100 + reply.chunks.length,
      },
    }),
  )
  res.end('data: [DONE]\n\n')
}

/**
 * A fake OpenAI server for the whole test file: started before all its tests, its request log emptied before each,
 * closed after all. Its members can be read once the file's tests run.
 */
export function fakeOpenAIForFile(): FakeOpenAI {
  let server: FakeOpenAI | undefined
  beforeAll(async () => {
    server = await startFakeOpenAI()
  })
  afterAll(async () => {
    await server?.close()
  })
  beforeEach(() => {
    if (server) server.requests.length = 0
  })
  return new Proxy({} as FakeOpenAI, {
    get: (_target, key) => {
      if (!server) throw new Error('the fake OpenAI server is used before the tests start')
      return Reflect.get(server, key)
    },
  })
}
