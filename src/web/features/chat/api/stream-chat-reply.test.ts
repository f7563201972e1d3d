import { afterEach, describe, expect, it, vi } from 'vitest'
import { ApiError } from '#web/lib/api-client'
import { ChatConnectionError, ChatStreamError } from './chat-errors'
import { streamChatReply } from './stream-chat-reply'

function sseResponse(chunks: string[], init: ResponseInit = {}): Response {
  const encoder = new TextEncoder()
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(encoder.encode(chunk))
      controller.close()
    },
  })
  return new Response(body, { status: 200, headers: { 'content-type': 'text/event-stream' }, ...init })
}

function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })
}

const DONE = { response: 'Northwind Wolves field five players.', provider: 'rag', citations: ['http://x/a'] }

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('streamChatReply', () => {
  it('posts the message with the conversation so far, hands over the deltas, and resolves with the done reply', async () => {
    const fetchMock = vi.fn(async () =>
      sseResponse([
        'event: delta\ndata: {"text":"North',
        'wind "}\n\nevent: delta\ndata: {"text":"Wolves"}\n\n',
        `event: done\ndata: ${JSON.stringify(DONE)}\n\n`,
      ]),
    )
    vi.stubGlobal('fetch', fetchMock)
    const deltas: string[] = []
    const history = [
      { role: 'user', content: 'Tell me about Northwind Wolves' },
      { role: 'assistant', content: 'Northwind Wolves are a Counter-Strike 2 team.' },
    ] as const
    const reply = await streamChatReply('Who plays for them?', { onDelta: (t) => deltas.push(t), history })
    expect(deltas).toEqual(['Northwind ', 'Wolves'])
    expect(reply).toEqual(DONE)
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit]
    expect(url).toBe('/api/chat/stream')
    expect(init.method).toBe('POST')
    expect(JSON.parse(String(init.body))).toEqual({ message: 'Who plays for them?', history })
  })

  it('decodes characters split between chunks', async () => {
    const bytes = new TextEncoder().encode(
      `event: done\ndata: ${JSON.stringify({ ...DONE, response: 'Ça 👍' })}\n\n`,
    )
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        for (const byte of bytes) controller.enqueue(new Uint8Array([byte]))
        controller.close()
      },
    })
    vi.stubGlobal(
      'fetch',
      async () => new Response(body, { headers: { 'content-type': 'text/event-stream' } }),
    )
    expect((await streamChatReply('q', { onDelta: () => {} })).response).toBe('Ça 👍')
  })

  it('rejects with the error event', async () => {
    vi.stubGlobal('fetch', async () =>
      sseResponse([
        'event: delta\ndata: {"text":"x"}\n\nevent: error\ndata: {"code":"UPSTREAM_FAILED","message":"no"}\n\n',
      ]),
    )
    const failure = streamChatReply('q', { onDelta: () => {} })
    await expect(failure).rejects.toBeInstanceOf(ChatStreamError)
    await expect(failure).rejects.toMatchObject({ code: 'UPSTREAM_FAILED', message: 'no' })
  })

  it('rejects when the stream ends without done', async () => {
    vi.stubGlobal('fetch', async () => sseResponse(['event: delta\ndata: {"text":"x"}\n\n']))
    await expect(streamChatReply('q', { onDelta: () => {} })).rejects.toMatchObject({ code: 'STREAM_ENDED' })
  })

  it('rejects with an ApiError carrying the JSON error of a refused request', async () => {
    vi.stubGlobal('fetch', async () =>
      jsonResponse({ error: { code: 'RATE_LIMITED', message: 'Too many questions.' } }, 429),
    )
    const failure = streamChatReply('q', { onDelta: () => {} })
    await expect(failure).rejects.toBeInstanceOf(ApiError)
    await expect(failure).rejects.toMatchObject({
      status: 429,
      code: 'RATE_LIMITED',
      message: 'Too many questions.',
    })
  })

  it('rejects with an ApiError for a server error without a JSON body', async () => {
    vi.stubGlobal('fetch', async () => new Response('oops', { status: 500 }))
    await expect(streamChatReply('q', { onDelta: () => {} })).rejects.toMatchObject({ status: 500 })
  })

  it('rejects with ChatConnectionError when nothing answers', async () => {
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('Failed to fetch')
    })
    await expect(streamChatReply('q', { onDelta: () => {} })).rejects.toBeInstanceOf(ChatConnectionError)
  })

  it('falls back to POST /api/chat when the stream endpoint is missing', async () => {
    const fetchMock = vi.fn(async (url: string) =>
      url === '/api/chat/stream'
        ? jsonResponse({ error: { code: 'NOT_FOUND', message: 'No API route' } }, 404)
        : jsonResponse(DONE),
    )
    vi.stubGlobal('fetch', fetchMock)
    expect(await streamChatReply('q', { onDelta: () => {} })).toEqual(DONE)
    expect(fetchMock.mock.calls.map((call) => call[0])).toEqual(['/api/chat/stream', '/api/chat'])
  })

  it('accepts a whole JSON reply from the stream endpoint', async () => {
    vi.stubGlobal('fetch', async () => jsonResponse(DONE))
    expect(await streamChatReply('q', { onDelta: () => {} })).toEqual(DONE)
  })
})
