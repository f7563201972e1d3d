import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { type FakePerplexity, startFakePerplexity } from '../../../tests/support/fake-perplexity'
import {
  askPerplexity,
  citationsOf,
  createMarkerFilter,
  PerplexityError,
  type PerplexitySettings,
  stripReferenceMarkers,
} from './perplexity'

describe('citationsOf', () => {
  it('reads both shapes, keeps http(s) URLs once each, at most 3', () => {
    expect(
      citationsOf({
        citations: ['https://a.example/1', 42, 'not a url', 'https://a.example/1', 'javascript:alert(1)'],
        search_results: [
          { url: 'https://a.example/1', title: 'dup' },
          { url: 'http://b.example/2' },
          null,
          { title: 'no url' },
          { url: 'https://c.example/3' },
          { url: 'https://d.example/4' },
        ],
      }),
    ).toEqual(['https://a.example/1', 'http://b.example/2', 'https://c.example/3'])
    expect(citationsOf({ citations: null, search_results: undefined })).toEqual([])
    expect(citationsOf({ search_results: [{ url: ' https://e.example/x ' }] })).toEqual([
      'https://e.example/x',
    ])
  })
})

describe('reference markers', () => {
  it('removes [1], [1][2] and [1, 2] with the space before them', () => {
    expect(stripReferenceMarkers('Won 3-1 [1][2]. Then lost [3, 4].')).toBe('Won 3-1. Then lost.')
    expect(stripReferenceMarkers('Keep [this] and [a1] and arrays [] alone.')).toBe(
      'Keep [this] and [a1] and arrays [] alone.',
    )
  })

  it('removes them across streamed pieces, and joins back to the same text', () => {
    const pieces = ['The final', ' [', '1', ']', '[2', '] was', ' close ', '[see', ' notes] [', '3].']
    const filter = createMarkerFilter()
    const out = pieces.map((p) => filter.push(p)).join('') + filter.flush()
    expect(out).toBe('The final was close [see notes].')
    expect(out).toBe(stripReferenceMarkers(pieces.join('')))
  })
})

describe('askPerplexity against an OpenAI-compatible server', () => {
  let fake: FakePerplexity
  let settings: PerplexitySettings
  const question = { system: 'Be brief.', question: 'Who won?' }

  beforeAll(async () => {
    fake = await startFakePerplexity()
    settings = { apiKey: 'pplx-secret-key', baseURL: fake.url, model: 'sonar', timeoutMs: 2000 }
  })
  afterAll(() => fake.close())
  beforeEach(() => {
    fake.requests.length = 0
  })

  it('asks with the model, the key and both messages, and reads a JSON answer', async () => {
    fake.enqueue({ message: ' Team A won [1]. ', citations: ['https://x.example/a'] })
    expect(await askPerplexity(settings, question)).toEqual({
      text: 'Team A won.',
      citations: ['https://x.example/a'],
    })
    const sent = fake.requests[0]!
    expect(sent.headers.authorization).toBe('Bearer pplx-secret-key')
    expect(sent.body).toEqual({
      model: 'sonar',
      stream: false,
      messages: [
        { role: 'system', content: 'Be brief.' },
        { role: 'user', content: 'Who won?' },
      ],
    })
  })

  it('streams pieces to onDelta and reads search_results from the chunks', async () => {
    fake.enqueue({
      chunks: ['Team ', 'A ', 'won', ' [1]', '.'],
      search_results: [{ url: 'https://y.example/b', title: 'B' }],
    })
    const deltas: string[] = []
    const answer = await askPerplexity(settings, question, { onDelta: (t) => void deltas.push(t) })
    expect(answer).toEqual({ text: 'Team A won.', citations: ['https://y.example/b'] })
    expect(deltas.length).toBeGreaterThan(1)
    expect(deltas.join('')).toBe('Team A won.')
  })

  it('fails with a one-line reason that names no secret and no upstream detail', async () => {
    fake.enqueue({ status: 500 })
    const error = await askPerplexity(settings, question).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(PerplexityError)
    expect((error as Error).message).toBe('HTTP 500')

    fake.enqueue({ message: '   ' })
    await expect(askPerplexity(settings, question)).rejects.toThrow('the answer was empty')

    fake.enqueue({ hang: true })
    await expect(askPerplexity({ ...settings, timeoutMs: 300 }, question)).rejects.toThrow(
      'timed out after 300 ms',
    )
  })
})
