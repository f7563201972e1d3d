import { describe, expect, it } from 'vitest'
import { createSseParser, type SseEvent } from './sse-parser'

function parseAll(chunks: string[]): SseEvent[] {
  const parser = createSseParser()
  return [...chunks.flatMap((chunk) => parser.push(chunk)), ...parser.end()]
}

const STREAM =
  'event: delta\ndata: {"text":"Hel"}\n\nevent: delta\ndata: {"text":"lo"}\n\n' +
  'event: done\ndata: {"response":"Hello","provider":"rag","citations":[]}\n\n'

describe('createSseParser', () => {
  it('reads typed events in order', () => {
    expect(parseAll([STREAM])).toEqual([
      { event: 'delta', data: '{"text":"Hel"}' },
      { event: 'delta', data: '{"text":"lo"}' },
      { event: 'done', data: '{"response":"Hello","provider":"rag","citations":[]}' },
    ])
  })

  it('gives the same events however the text is split', () => {
    const whole = parseAll([STREAM])
    for (let size = 1; size <= 7; size++) {
      const chunks = STREAM.match(new RegExp(`[\\s\\S]{1,${size}}`, 'g')) ?? []
      expect(parseAll(chunks)).toEqual(whole)
    }
  })

  it('accepts CRLF and CR line ends, also when a CRLF is split between chunks', () => {
    expect(parseAll(['event: delta\r\ndata: a\r', '\n\r', '\nevent: done\rdata: b\r\r'])).toEqual([
      { event: 'delta', data: 'a' },
      { event: 'done', data: 'b' },
    ])
  })

  it('joins data lines with a newline and defaults the type to "message"', () => {
    expect(parseAll(['data: first\ndata:second\ndata\n\n'])).toEqual([
      { event: 'message', data: 'first\nsecond\n' },
    ])
  })

  it('removes exactly one leading space of a value', () => {
    expect(parseAll(['data:  two spaces\n\n'])).toEqual([{ event: 'message', data: ' two spaces' }])
  })

  it('ignores comments, unknown fields, retry, and blank lines without data', () => {
    expect(
      parseAll([': keep-alive\n\nretry: 1000\nfoo: bar\n\nevent: ping\n\nevent: delta\ndata: x\n\n']),
    ).toEqual([{ event: 'delta', data: 'x' }])
  })

  it('resets the event type after each dispatch', () => {
    expect(parseAll(['event: delta\ndata: a\n\ndata: b\n\n'])).toEqual([
      { event: 'delta', data: 'a' },
      { event: 'message', data: 'b' },
    ])
  })

  it('keeps the last event id', () => {
    expect(parseAll(['id: 7\ndata: a\n\ndata: b\n\n'])).toEqual([
      { event: 'message', data: 'a', id: '7' },
      { event: 'message', data: 'b', id: '7' },
    ])
  })

  it('keeps a final event that the stream did not end with a blank line', () => {
    const parser = createSseParser()
    expect(parser.push('event: done\ndata: {"response":"x"}')).toEqual([])
    expect(parser.end()).toEqual([{ event: 'done', data: '{"response":"x"}' }])
  })

  it('keeps text that is not ASCII', () => {
    expect(parseAll(['data: {"text":"Ça va — 👍"}\n\n'])).toEqual([
      { event: 'message', data: '{"text":"Ça va — 👍"}' },
    ])
  })
})
