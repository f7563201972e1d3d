import { pipeline, type Readable, type Transform } from 'node:stream'
import { createBrotliDecompress, createGunzip, createInflate } from 'node:zlib'
import { HttpError } from './http-error'

// Reading a response body for the outbound client (http.ts): decompressed, capped on the decompressed bytes,
// and the connection dropped as soon as the body is not wanted.

export const MB = 1024 * 1024

type RawHeaders = Record<string, string | string[] | undefined>

export function header(headers: RawHeaders, name: string): string | null {
  const value = headers[name.toLowerCase()]
  const text = Array.isArray(value) ? value[0] : value
  return text?.trim() ? text.trim() : null
}

function sizeLabel(bytes: number): string {
  if (bytes >= MB && bytes % MB === 0) return `${bytes / MB} MB`
  if (bytes >= 1024 && bytes % 1024 === 0) return `${bytes / 1024} KB`
  return `${bytes} bytes`
}

/** Drops a body unread. undici reports the abort as an error event, which nobody is left to hear. */
export function discard(body: Readable): void {
  body.on('error', () => {})
  body.destroy()
}

function decoderFor(encoding: string, url: URL): Transform {
  switch (encoding) {
    case 'gzip':
    case 'x-gzip':
      return createGunzip()
    // RFC 9110: "deflate" is the zlib format (RFC 1950), which is what servers send today.
    case 'deflate':
      return createInflate()
    case 'br':
      return createBrotliDecompress()
    default:
      throw new HttpError(
        'NETWORK',
        `Unsupported content encoding "${encoding.slice(0, 40)}" from ${url.host}`,
        {
          url: url.href,
        },
      )
  }
}

/** The body, decompressed, stopped as soon as it passes the cap (a zip bomb never inflates past it). */
async function* decodedBody(body: Readable, headers: RawHeaders, maxBytes: number, url: URL) {
  const tooLarge = () =>
    new HttpError('TOO_LARGE', `Response larger than ${sizeLabel(maxBytes)} from ${url.host}`, {
      url: url.href,
    })
  const encodings = (header(headers, 'content-encoding') ?? '')
    .split(',')
    .map((e) => e.trim().toLowerCase())
    .filter((e) => e && e !== 'identity')
  const declared = Number(header(headers, 'content-length') ?? Number.NaN)
  if (encodings.length === 0 && declared > maxBytes) {
    discard(body)
    throw tooLarge()
  }
  let decoders: Transform[]
  try {
    // Codings are listed in the order applied, so they come off in reverse.
    decoders = encodings.reverse().map((e) => decoderFor(e, url))
  } catch (error) {
    discard(body)
    throw error
  }
  const stream: Readable =
    decoders.length === 0 ? body : (pipeline([body, ...decoders], () => {}) as unknown as Readable)
  let total = 0
  try {
    for await (const chunk of stream as AsyncIterable<Buffer>) {
      total += chunk.length
      if (total > maxBytes) throw tooLarge()
      yield chunk
    }
  } finally {
    // Stop reading and drop the connection rather than drain the rest of an oversized or broken body.
    if (!body.readableEnded) discard(body)
    stream.on('error', () => {})
    stream.destroy()
  }
}

export async function readBody(
  body: Readable,
  headers: RawHeaders,
  maxBytes: number,
  url: URL,
): Promise<Uint8Array> {
  const chunks: Buffer[] = []
  let total = 0
  for await (const chunk of decodedBody(body, headers, maxBytes, url)) {
    chunks.push(chunk)
    total += chunk.length
  }
  return new Uint8Array(Buffer.concat(chunks, total))
}

export async function* streamBody(
  body: Readable,
  headers: RawHeaders,
  maxBytes: number,
  url: URL,
  failure: (error: unknown) => HttpError,
): AsyncIterable<Uint8Array> {
  try {
    yield* decodedBody(body, headers, maxBytes, url)
  } catch (error) {
    throw failure(error)
  }
}
