import { z } from 'zod'
import { CHAT_MAX_CITATIONS } from '#shared/schemas/chat'
import { createHttpClient, HttpError, type HttpResponse } from './http'

// The live-web answer service (spec §1: Perplexity, chat provider "perplexity"): an OpenAI-compatible
// chat-completions API at PERPLEXITY_BASE_URL. Its sources come in one of two shapes, depending on the API's age:
// `citations: string[]`, or `search_results: [{url, title}]` (often both). Every failure throws a
// PerplexityError whose message is one line for the logs, never for a visitor. Requests go through the one
// outbound client (providers/http.ts). PERPLEXITY_BASE_URL is the operator's setting, not a URL a visitor or
// an admin types, so a private host (a proxy in the same network) is let through; the metadata addresses
// are still refused.

export interface PerplexitySettings {
  apiKey: string
  /** API root without the /chat/completions path, e.g. https://api.perplexity.ai. */
  baseURL: string
  model: string
  /** The whole call: connection, answer and, when streaming, the last chunk. */
  timeoutMs: number
}

interface PerplexityQuestion {
  system: string
  question: string
}

interface PerplexityCallOptions {
  /** When given, the answer is streamed and each new piece of text is passed here as it arrives. */
  onDelta?: (text: string) => void | Promise<void>
  signal?: AbortSignal
}

interface PerplexityAnswer {
  /** The answer with Perplexity's "[1]" reference markers removed (the sources are listed apart). */
  text: string
  /** Distinct http(s) source URLs, in Perplexity's order, at most CHAT_MAX_CITATIONS. */
  citations: string[]
}

export class PerplexityError extends Error {
  override name = 'PerplexityError'
}

/** Far above any chat answer; a server that sends more is not answering a question. */
const MAX_ANSWER_BYTES = 4 * 1024 * 1024

const SourcesShape = {
  citations: z.array(z.unknown()).nullish(),
  search_results: z.array(z.unknown()).nullish(),
}

const CompletionSchema = z.object({
  choices: z
    .array(z.object({ message: z.object({ content: z.string().nullish() }) }))
    .min(1, 'no choices in the answer'),
  ...SourcesShape,
})

const ChunkSchema = z.object({
  choices: z.array(z.object({ delta: z.object({ content: z.string().nullish() }).nullish() })).nullish(),
  ...SourcesShape,
})

type Sources = { citations?: unknown[] | null; search_results?: unknown[] | null }

/** Both citation shapes, deduplicated, http(s) only, at most CHAT_MAX_CITATIONS (§9). */
export function citationsOf(...payloads: Sources[]): string[] {
  const urls: string[] = []
  const add = (value: unknown) => {
    if (typeof value !== 'string') return
    const url = httpUrl(value.trim())
    if (url && !urls.includes(url)) urls.push(url)
  }
  for (const payload of payloads) {
    for (const citation of payload.citations ?? []) add(citation)
    for (const result of payload.search_results ?? []) {
      if (typeof result === 'object' && result !== null) add((result as { url?: unknown }).url)
    }
  }
  return urls.slice(0, CHAT_MAX_CITATIONS)
}

function httpUrl(text: string): string | undefined {
  try {
    const url = new URL(text)
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.toString() : undefined
  } catch {
    return undefined
  }
}

export async function askPerplexity(
  settings: PerplexitySettings,
  question: PerplexityQuestion,
  options: PerplexityCallOptions = {},
): Promise<PerplexityAnswer> {
  const stream = options.onDelta !== undefined
  // One client per question: its header and body timeouts are this call's timeout.
  const http = createHttpClient({ allowPrivateHosts: true, timeoutMs: settings.timeoutMs })
  try {
    const response = await http.request(`${settings.baseURL}/chat/completions`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${settings.apiKey}`,
        'content-type': 'application/json',
        accept: stream ? 'text/event-stream' : 'application/json',
      },
      body: JSON.stringify({
        model: settings.model,
        stream,
        messages: [
          { role: 'system', content: question.system },
          { role: 'user', content: question.question },
        ],
      }),
      timeoutMs: settings.timeoutMs,
      signal: options.signal,
    })
    if (response.status < 200 || response.status > 299) {
      response.discard()
      throw new PerplexityError(`HTTP ${response.status}`)
    }
    const answer =
      stream && options.onDelta && isEventStream(response)
        ? await readStream(response, options.onDelta)
        : await readCompletion(response, options.onDelta)
    if (answer.text === '') throw new PerplexityError('the answer was empty')
    return answer
  } catch (error) {
    if (options.signal?.aborted) throw new PerplexityError('cancelled', { cause: error })
    if (error instanceof HttpError && error.code === 'TIMEOUT')
      throw new PerplexityError(`timed out after ${settings.timeoutMs} ms`, { cause: error })
    if (error instanceof PerplexityError) throw error
    throw new PerplexityError(`could not reach the server: ${oneLine(error)}`, { cause: error })
  } finally {
    await http.close()
  }
}

function isEventStream(response: HttpResponse): boolean {
  return /^text\/event-stream\b/i.test(response.header('content-type') ?? '')
}

/** A JSON answer or chunk checked against its schema; a failure is one line naming which. */
function readJson<S extends z.ZodType>(text: string, schema: S, what: 'answer' | 'chunk'): z.output<S> {
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch {
    throw new PerplexityError(what === 'answer' ? 'the answer was not JSON' : 'a streamed chunk was not JSON')
  }
  const parsed = schema.safeParse(json)
  if (!parsed.success) throw new PerplexityError(`unexpected ${what}: ${parsed.error.issues[0]?.message}`)
  return parsed.data
}

/** A whole JSON completion; with onDelta (a server that ignored `stream`), its text is passed on at once. */
async function readCompletion(
  response: HttpResponse,
  onDelta: PerplexityCallOptions['onDelta'],
): Promise<PerplexityAnswer> {
  const completion = readJson(await response.text(MAX_ANSWER_BYTES), CompletionSchema, 'answer')
  const answer = stripReferenceMarkers(completion.choices[0]?.message.content ?? '').trim()
  if (answer !== '') await onDelta?.(answer)
  return { text: answer, citations: citationsOf(completion) }
}

/** Chat-completions SSE: `data: {chunk}` lines, then `data: [DONE]`. Sources may ride on any chunk. */
async function readStream(
  response: HttpResponse,
  onDelta: NonNullable<PerplexityCallOptions['onDelta']>,
): Promise<PerplexityAnswer> {
  const markers = createMarkerFilter()
  const sources: Sources[] = []
  let text = ''
  const emit = async (piece: string) => {
    if (piece === '') return
    // Leading blank space is held back until there is text to put after it.
    const out = text === '' ? piece.trimStart() : piece
    if (out === '') return
    text += out
    await onDelta(out)
  }
  let buffered = ''
  let done = false
  const decoder = new TextDecoder()
  const handleLine = async (line: string) => {
    if (!line.startsWith('data:')) return
    const data = line.slice(5).trim()
    if (data === '[DONE]') {
      done = true
      return
    }
    const chunk = readJson(data, ChunkSchema, 'chunk')
    sources.push(chunk)
    await emit(markers.push(chunk.choices?.[0]?.delta?.content ?? ''))
  }
  for await (const bytes of response.chunks(MAX_ANSWER_BYTES)) {
    buffered += decoder.decode(bytes, { stream: true })
    const lines = buffered.split(/\r?\n/)
    buffered = lines.pop() ?? ''
    for (const line of lines) {
      await handleLine(line)
      if (done) break
    }
    if (done) break
  }
  if (!done) await handleLine((buffered + decoder.decode()).trim())
  await emit(markers.flush().trimEnd())
  // Later chunks carry the fullest lists; read them first.
  return { text: text.trimEnd(), citations: citationsOf(...sources.reverse()) }
}

// "[1]", "[2][3]", "[1, 2]": references into Perplexity's own source list. We keep at most 3 sources and list
// them apart ("Source N"), so the numbers would point at the wrong link or at none.
const MARKER = /[ \t]*\[\d{1,3}(?:\s*,\s*\d{1,3})*\]/g
const PARTIAL_MARKER_TAIL = /[ \t]*(?:\[[\d,\s]*)?$/

export function stripReferenceMarkers(text: string): string {
  return text.replace(MARKER, '')
}

/**
 * The same removal over a stream of pieces: a piece ending in what may be the start of a marker ("… final [", or
 * the spaces before it) keeps that tail back until the next piece says whether it is one.
 */
export function createMarkerFilter(): { push(piece: string): string; flush(): string } {
  let pending = ''
  return {
    push(piece) {
      const text = stripReferenceMarkers(pending + piece)
      const tail = text.match(PARTIAL_MARKER_TAIL)?.[0] ?? ''
      pending = tail
      return text.slice(0, text.length - tail.length)
    },
    flush() {
      const rest = stripReferenceMarkers(pending)
      pending = ''
      return rest
    },
  }
}

function oneLine(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error)
  const line = text.replace(/\s+/g, ' ').trim()
  return line.length > 200 ? `${line.slice(0, 200)}...` : line
}
