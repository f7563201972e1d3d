import { Writable } from 'node:stream'
import { pino } from 'pino'
import { beforeEach, describe, expect, it } from 'vitest'
import { loadTestdata, fakeOpenAIForFile } from '../../../tests/support/fake-openai'
import { parseEnv } from '../env'
import { createAi } from './ai'
import { createLlmEngine } from './llm/engine'
import { localEngine } from './local/engine'
import { generateTeamFaqLocally } from './local/team-faq'
import { analyzeTeamLocally } from './local/team-analysis'
import { teamFaqFacts } from './prompts/team-faq'
import type { TeamFaqInput, TeamAnalysisInput } from './types'

// The team tasks (form analysis, FAQ) through the real AI SDK client and the fake chat-completions server:
// a faithful reply is used; one that states a score, an opponent or a player the team's data does not hold
// is replaced by the local engine's text.

function withDates<T>(value: T): T {
  return JSON.parse(JSON.stringify(value), (key, v) => (key === 'matchDate' ? new Date(v) : v)) as T
}

const data = withDates(loadTestdata<{ form: TeamAnalysisInput; faq: TeamFaqInput }>('team-data'))
const KEY = 'sk-test-0123456789abcdef'

const fake = fakeOpenAIForFile()
let logLines: Record<string, unknown>[]

beforeEach(() => {
  logLines = []
})

function env() {
  return parseEnv({ OPENAI_API_KEY: KEY, OPENAI_BASE_URL: fake.url, OPENAI_MODEL: 'test-model' })
}

function ai() {
  const sink = new Writable({
    write(chunk, _encoding, done) {
      logLines.push(JSON.parse(String(chunk)))
      done()
    },
  })
  return createAi({ env: env(), logger: pino({ level: 'warn' }, sink), local: localEngine })
}

function userMessage(index = 0): string {
  const messages: { role: string; content: string }[] = fake.requests[index]?.body.messages ?? []
  return messages.find((m) => m.role === 'user')?.content ?? ''
}

describe('the FAQ task', () => {
  it('uses a faithful reply, engine llm, after asking with the team facts as a data block', async () => {
    const reply = loadTestdata<{ message: { items: unknown[] } }>('team-faq-good')
    fake.enqueue(reply)
    const made = await ai().generateTeamFaq(data.faq)

    expect(made.engine).toBe('llm')
    expect(made.fallbackReason).toBeUndefined()
    expect(made.value.items).toEqual(reply.message.items)
    expect(logLines).toEqual([])
    const request = fake.requests[0]!
    expect(request.body.response_format.json_schema.name).toBe('team_faq')
    expect(userMessage()).toContain(`<source field="team">\n${teamFaqFacts(data.faq)}\n</source>`)
    expect(userMessage()).toContain('- "saltmarsh": Diogo Pires, role in-game leader, nationality Brazil')
    expect(userMessage()).toContain(
      '- 2026-05-23 (May 23, 2026, 18:30 UTC): against Lantern Foxes, in Ashfall Series Season 3',
    )
  })

  it('falls back to the local FAQ when the reply invents a score', async () => {
    fake.enqueue(loadTestdata('team-faq-invented-score'))
    const made = await ai().generateTeamFaq(data.faq)

    expect(made).toEqual({
      value: generateTeamFaqLocally(data.faq),
      engine: 'local',
      fallbackReason: 'fact guard: not in the source: 16-3',
    })
    expect(logLines[0]).toMatchObject({ task: 'team-faq', teamId: data.faq.teamId })
  })

  it('falls back when the reply invents a person, or a player handle in quotes', async () => {
    fake.enqueue(loadTestdata('team-faq-invented-player'), loadTestdata('team-faq-invented-handle'))
    const person = await ai().generateTeamFaq(data.faq)
    const handle = await ai().generateTeamFaq(data.faq)

    expect(person.engine).toBe('local')
    expect(person.fallbackReason).toBe('fact guard: not in the source: Tomas Rivenhall')
    expect(handle.engine).toBe('local')
    expect(handle.fallbackReason).toBe('fact guard: not in the source: "duskwren"')
    expect(handle.value).toEqual(generateTeamFaqLocally(data.faq))
  })

  it('falls back when the reply has more than 8 items', async () => {
    const item = { question: 'What game does Velvet Comets play?', answer: 'Counter-Strike 2.' }
    fake.enqueue({ message: { items: Array.from({ length: 9 }, () => item) } })
    const made = await ai().generateTeamFaq(data.faq)
    expect(made.engine).toBe('local')
    expect(made.fallbackReason).toMatch(/did not match the schema: items/)
  })
})

describe('the form analysis task', () => {
  it('uses a faithful reply, engine llm', async () => {
    const reply = loadTestdata<{ message: { content: string } }>('team-analysis-good')
    fake.enqueue(reply)
    const made = await ai().analyzeTeam(data.form)

    expect(made).toEqual({ value: { content: reply.message.content }, engine: 'llm' })
    expect(fake.requests[0]?.body.response_format.json_schema.name).toBe('team_form_analysis')
    expect(userMessage()).toContain('Last 5 finished matches: 4 wins, 1 loss, 0 draws; win rate 80%.')
    expect(userMessage()).toContain('The last-5 win rate is 30 points above the recent win rate.')
    expect(userMessage()).toContain('Scheduled matches: 2.')
  })

  it('falls back to the §9 text when the reply names an opponent the data does not hold', async () => {
    fake.enqueue(loadTestdata('team-analysis-invented-opponent'))
    const made = await ai().analyzeTeam(data.form)
    expect(made).toEqual({
      value: analyzeTeamLocally(data.form),
      engine: 'local',
      fallbackReason: 'fact guard: not in the source: Copperline Wasps',
    })
  })

  it('cuts a reply over 120 words at a sentence end (§9)', async () => {
    const sentence = 'Velvet Comets have won 4 of their last 5 matches, looking sharp against Granite Owls.'
    fake.enqueue({ message: { content: Array.from({ length: 12 }, () => sentence).join(' ') } })
    const engine = createLlmEngine({
      apiKey: KEY,
      baseURL: fake.url,
      model: 'test-model',
      timeoutMs: 5_000,
      logger: pino({ level: 'silent' }),
    })
    const { content } = await engine.analyzeTeam(data.form)
    expect(content.split(/\s+/)).toHaveLength(120)
    expect(content.endsWith('Granite Owls...')).toBe(true)
  })

  it('gives the fixed no-data text without asking the model when there are no matches', async () => {
    const made = await ai().analyzeTeam({ ...data.form, last5: [], recent30: [] })
    expect(made.engine).toBe('local')
    expect(made.value.content).toBe(analyzeTeamLocally({ ...data.form, last5: [], recent30: [] }).content)
    expect(fake.requests).toHaveLength(0)
  })
})

describe('without an OpenAI key', () => {
  it('uses the local engine for both tasks', async () => {
    const local = createAi({ env: parseEnv({}), logger: pino({ level: 'silent' }), local: localEngine })
    expect(await local.analyzeTeam(data.form)).toEqual({
      value: analyzeTeamLocally(data.form),
      engine: 'local',
    })
    expect(await local.generateTeamFaq(data.faq)).toEqual({
      value: generateTeamFaqLocally(data.faq),
      engine: 'local',
    })
    expect(fake.requests).toHaveLength(0)
  })
})
