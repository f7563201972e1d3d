import { Writable } from 'node:stream'
import { pino } from 'pino'
import { beforeEach, describe, expect, it } from 'vitest'
import { loadTestdata, fakeOpenAIForFile } from '../../../tests/support/fake-openai'
import { parseEnv } from '../env'
import { createAi, MISSING_OPENAI_KEY, qualityDiagnostics } from './ai'
import type { ArticleSource, Engine, RewrittenArticle, StoredArticleText } from './types'

// The composition against the real AI SDK client and the fake chat-completions server; the local engine is a
// stub so these tests pin the choice of engine, not the local engine's wording.

const source = loadTestdata<ArticleSource>('article-source')
const stored = storedArticle()
const KEY = 'sk-test-0123456789abcdef'

function storedArticle(): StoredArticleText {
  const raw = loadTestdata<StoredArticleText & { publishedAt: string }>('article-stored')
  return { ...raw, publishedAt: new Date(raw.publishedAt) }
}

const localRewrite: RewrittenArticle = {
  title: 'Local title',
  summary: 'Local summary.',
  content: '<p>Local content.</p>',
  insights: 'Local insights.',
  game: 'CS2',
  tags: ['cs2'],
}

const stubLocal: Engine = {
  name: 'local',
  rewriteArticle: async () => localRewrite,
  summarizeArticle: async () => ({
    overview: '- Local fact',
    fiveWs: { who: 'who', what: 'what', when: 'when', where: 'where', why: 'why' },
    oppositeSides: { supporters: 'supporters', critics: 'critics' },
    infobox: [],
  }),
  classifyArticle: async () => ({ game: null, categories: ['esports'] }),
  analyzeTeam: async () => ({ content: 'Local analysis.' }),
  generateTeamFaq: async () => ({ items: [{ question: 'Local question?', answer: 'Local answer.' }] }),
  previewMatch: async () => ({ content: 'Local preview.' }),
  recapMatch: async () => ({ content: 'Local recap.' }),
}

const fake = fakeOpenAIForFile()
let logLines: Record<string, unknown>[]

beforeEach(() => {
  logLines = []
})

function settings(overrides: Record<string, string> = {}) {
  return parseEnv({
    OPENAI_API_KEY: KEY,
    OPENAI_BASE_URL: fake.url,
    OPENAI_MODEL: 'test-model',
    ...overrides,
  })
}

function ai(overrides: Record<string, string> = {}) {
  const sink = new Writable({
    write(chunk, _encoding, done) {
      logLines.push(JSON.parse(String(chunk)))
      done()
    },
  })
  return createAi({ env: settings(overrides), logger: pino({ level: 'warn' }, sink), local: stubLocal })
}

describe('createAi with an OpenAI key', () => {
  it('uses the LLM result when it is valid and faithful', async () => {
    fake.enqueue(loadTestdata('rewrite-good'))
    const made = await ai().rewriteArticle(source)

    expect(made.engine).toBe('llm')
    expect(made.fallbackReason).toBeUndefined()
    expect(made.value.title).toBe('Solstice beat Harriers 2-1 to lift the BLAST Open Lisbon trophy')
    expect(fake.requests[0]?.body.model).toBe('test-model')
    expect(logLines).toEqual([])
  })

  it('falls back to the local engine on invalid JSON, logging the reason with the seed', async () => {
    fake.enqueue(loadTestdata('rewrite-invalid-json'))
    const made = await ai().rewriteArticle(source)

    expect(made).toEqual({
      value: localRewrite,
      engine: 'local',
      fallbackReason: 'LLM call failed: the model returned invalid JSON',
    })
    expect(logLines).toHaveLength(1)
    expect(logLines[0]).toMatchObject({
      level: 40,
      task: 'rewrite',
      seed: 'blast-open-lisbon-final',
      reason: 'LLM call failed: the model returned invalid JSON',
    })
  })

  it('falls back on JSON outside the schema', async () => {
    fake.enqueue(loadTestdata('rewrite-schema-invalid'))
    const made = await ai().rewriteArticle(source)
    expect(made.engine).toBe('local')
    expect(made.fallbackReason).toMatch(/did not match the schema/)
  })

  it('falls back when the rewrite invents a score, naming it', async () => {
    fake.enqueue(loadTestdata('rewrite-invented-score'))
    const made = await ai().rewriteArticle(source)

    expect(made.engine).toBe('local')
    expect(made.value).toEqual(localRewrite)
    expect(made.fallbackReason).toBe('fact guard: not in the source: 13-4')
  })

  it('retries a 429 and then uses the LLM result', async () => {
    fake.enqueue(loadTestdata('http-429'), loadTestdata('rewrite-good'))
    const made = await ai().rewriteArticle(source)
    expect(made.engine).toBe('llm')
    expect(fake.requests).toHaveLength(2)
  })

  it('retries a 500 after the SDK backoff and then uses the LLM result', async () => {
    fake.enqueue(loadTestdata('http-500'), loadTestdata('rewrite-good'))
    const made = await ai().rewriteArticle(source)
    expect(made.engine).toBe('llm')
    expect(fake.requests).toHaveLength(2)
  })

  it('falls back when the server does not answer within AI_TIMEOUT_MS', async () => {
    fake.enqueue(loadTestdata('hang'))
    // The env floor is 1000 ms; the engine itself is tested at 300 ms.
    const made = await ai({ AI_TIMEOUT_MS: '1000' }).rewriteArticle(source)
    expect(made.engine).toBe('local')
    expect(made.fallbackReason).toBe('LLM call failed: timed out after 1000 ms')
  })

  it('never logs the key, even when the server echoes it', async () => {
    fake.enqueue(loadTestdata('http-401'))
    const made = await ai().rewriteArticle(source)
    expect(made.engine).toBe('local')
    expect(made.fallbackReason).toMatch(/HTTP 401/)
    expect(JSON.stringify(logLines)).not.toContain('0123456789abcdef')
    expect(made.fallbackReason).not.toContain('0123456789abcdef')
  })

  it('summarises with the LLM when the summary is faithful, quoting the publication date', async () => {
    fake.enqueue(loadTestdata('summary-good'))
    const made = await ai().summarizeArticle(stored)
    expect(made.engine).toBe('llm')
    expect(made.value.fiveWs.when).toBe('May 10, 2026.')
  })

  it('falls back when the summary names a player the article does not, logging the article id', async () => {
    fake.enqueue(loadTestdata('summary-invented-name'))
    const made = await ai().summarizeArticle(stored)

    expect(made.engine).toBe('local')
    expect(made.fallbackReason).toBe('fact guard: not in the source: Ilya Osipov')
    expect(logLines[0]).toMatchObject({ task: 'summary', articleId: stored.id })
  })

  it('classifies with the LLM, and falls back when the call fails', async () => {
    fake.enqueue(loadTestdata('classify-good'), loadTestdata('rewrite-invalid-json'))
    const first = await ai().classifyArticle(stored)
    const second = await ai().classifyArticle(stored)

    expect(first).toEqual({ value: { game: 'cs2', categories: ['tournament', 'esports'] }, engine: 'llm' })
    expect(second.engine).toBe('local')
    expect(second.value).toEqual({ game: null, categories: ['esports'] })
  })

  it('offers the LLM rewrite alone, without a fallback, for the quality pass', async () => {
    fake.enqueue(loadTestdata('rewrite-good'), loadTestdata('rewrite-invented-score'))
    const service = ai()
    expect(service.hasLlm).toBe(true)

    const good = await service.rewriteWithLlm?.(source)
    const bad = await service.rewriteWithLlm?.(source)
    expect(good).toMatchObject({ ok: true, value: { game: 'CS2' } })
    expect(bad).toEqual({ ok: false, reason: 'fact guard: not in the source: 13-4' })
  })

  it('uses an engine passed in instead of building one from env', async () => {
    const faithful = loadTestdata<{ message: RewrittenArticle }>('rewrite-good').message
    const llm: Engine = { ...stubLocal, name: 'llm', rewriteArticle: async () => faithful }
    const made = await createAi({
      env: settings(),
      logger: pino({ level: 'silent' }),
      local: stubLocal,
      llm,
    }).rewriteArticle(source)
    expect(made).toEqual({ engine: 'llm', value: faithful })
    expect(fake.requests).toHaveLength(0)
  })
})

describe('createAi without a key', () => {
  it('uses the local engine straight away, without calling the server', async () => {
    const service = createAi({
      env: parseEnv({ OPENAI_BASE_URL: fake.url }),
      logger: pino({ level: 'silent' }),
      local: stubLocal,
    })

    expect(service.hasLlm).toBe(false)
    expect(service.rewriteWithLlm).toBeUndefined()
    expect(await service.rewriteArticle(source)).toEqual({ value: localRewrite, engine: 'local' })
    expect((await service.summarizeArticle(stored)).engine).toBe('local')
    expect((await service.classifyArticle(stored)).engine).toBe('local')
    // A call would have been recorded even with nothing queued.
    expect(fake.requests).toHaveLength(0)
  })
})

describe('the chat tasks', () => {
  it('offers the LLM chat answer only with an OpenAI key, and the live web only with a Perplexity key', () => {
    const logger = pino({ level: 'silent' })
    const without = createAi({ env: parseEnv({}), logger, local: stubLocal })
    expect(without.answerChatWithLlm).toBeUndefined()
    expect(without.answerFromLiveWeb).toBeUndefined()

    const both = createAi({
      env: parseEnv({ OPENAI_API_KEY: KEY, PERPLEXITY_API_KEY: 'pplx-test-0123456789' }),
      logger,
      local: stubLocal,
    })
    expect(both.answerChatWithLlm).toBeTypeOf('function')
    expect(both.answerFromLiveWeb).toBeTypeOf('function')

    const liveWebOnly = createAi({
      env: parseEnv({ PERPLEXITY_API_KEY: 'pplx-test-0123456789' }),
      logger,
      local: stubLocal,
    })
    expect(liveWebOnly.answerChatWithLlm).toBeUndefined()
    expect(liveWebOnly.answerFromLiveWeb).toBeTypeOf('function')
  })
})

describe('qualityDiagnostics', () => {
  it('reports the key by prefix and length and the names of the AI settings made', () => {
    const env = parseEnv({ OPENAI_API_KEY: 'sk-abcdef123', OPENAI_MODEL: 'llama3.1' })
    expect(qualityDiagnostics(env)).toEqual({
      hasOpenAI: true,
      keyPrefix: 'sk-',
      keyLength: 12,
      envKeys: ['OPENAI_API_KEY', 'OPENAI_MODEL'],
    })
  })

  it('reports an unset key as empty, and never a value', () => {
    const env = parseEnv({ OPENAI_BASE_URL: 'http://127.0.0.1:11434/v1', PERPLEXITY_API_KEY: 'pplx-secret' })
    const diagnostics = qualityDiagnostics(env)
    expect(diagnostics).toEqual({
      hasOpenAI: false,
      keyPrefix: '',
      keyLength: 0,
      envKeys: ['OPENAI_BASE_URL', 'PERPLEXITY_API_KEY'],
    })
    expect(JSON.stringify(diagnostics)).not.toContain('pplx-secret')
  })

  it('shows at most the first 3 characters of a short key', () => {
    expect(qualityDiagnostics(parseEnv({ OPENAI_API_KEY: 'ab' }))).toMatchObject({
      keyPrefix: 'ab',
      keyLength: 2,
    })
  })

  it('treats the env.ts defaults as not set', () => {
    expect(qualityDiagnostics(parseEnv({})).envKeys).toEqual([])
  })

  it('names the missing-key code as §8 spells it', () => {
    expect(MISSING_OPENAI_KEY).toBe('MISSING_OPENAI_KEY')
  })
})
