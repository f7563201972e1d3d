import { Writable } from 'node:stream'
import { pino } from 'pino'
import { beforeEach, describe, expect, it } from 'vitest'
import { fakeOpenAIForFile, loadTestdata } from '../../../tests/support/fake-openai'
import { finishedDetail, matchDetail, summary, VANGUARD } from '../../../tests/support/match-details'
import { parseEnv } from '../env'
import { createAi } from './ai'
import { localEngine } from './local/engine'
import { previewMatchLocally, recapMatchLocally } from './local/match-texts'
import { matchFacts } from './prompts/match-texts'

// The match tasks (preview, recap) through the real AI SDK client and the fake chat-completions server: a
// faithful reply is used and recorded as the LLM's; one that states a score or a player the match data does not
// hold is refused by the fact guard, the local text is used instead and the reason logged.

const KEY = 'sk-test-0123456789abcdef'
const fake = fakeOpenAIForFile()
let logLines: Record<string, unknown>[]

beforeEach(() => {
  logLines = []
})

function ai() {
  const sink = new Writable({
    write(chunk, _encoding, done) {
      logLines.push(JSON.parse(String(chunk)))
      done()
    },
  })
  const env = parseEnv({ OPENAI_API_KEY: KEY, OPENAI_BASE_URL: fake.url, OPENAI_MODEL: 'test-model' })
  return createAi({ env, logger: pino({ level: 'warn' }, sink), local: localEngine })
}

function userMessage(index = 0): string {
  const messages: { role: string; content: string }[] = fake.requests[index]?.body.messages ?? []
  return messages.find((m) => m.role === 'user')?.content ?? ''
}

type Paragraphs = { message: { paragraphs: string[] } }

const upcoming = matchDetail()
const finished = finishedDetail([1, 2], [1, 2, 2], {}, ['Mirage', 'Nuke', 'Ancient'])

describe('the match preview task', () => {
  it('uses a faithful reply, engine llm, after asking with the match facts as a data block', async () => {
    const reply = loadTestdata<Paragraphs>('match-preview-good')
    fake.enqueue(reply)
    const made = await ai().previewMatch(upcoming)

    expect(made).toEqual({ value: { content: reply.message.paragraphs.join('\n\n') }, engine: 'llm' })
    expect(logLines).toEqual([])
    expect(fake.requests[0]?.body.response_format.json_schema.name).toBe('match_preview')
    expect(userMessage()).toContain(`<source field="match">\n${matchFacts(upcoming)}\n</source>`)
    expect(userMessage()).toContain('Starts: 2026-11-26 (26 November 2026, 18:00 UTC)')
    expect(userMessage()).toContain(
      '- 2026-11-19 (19 November 2026, 15:00 UTC): loss 2-1 against Vistula Owls',
    )
  })

  it('refuses a reply that names a player the rosters do not hold, and uses the local preview', async () => {
    fake.enqueue(loadTestdata('match-preview-invented-player'))
    const made = await ai().previewMatch(upcoming)

    expect(made).toEqual({
      value: previewMatchLocally(upcoming),
      engine: 'local',
      fallbackReason: 'fact guard: not in the source: Brannoch',
    })
    expect(logLines[0]).toMatchObject({ task: 'match-preview', matchId: '9600400' })
  })

  it('asks nothing and writes nothing for a match with a TBD side', async () => {
    const tbd = matchDetail({ match: summary([null, VANGUARD]) })
    expect(await ai().previewMatch(tbd)).toBeNull()
    expect(fake.requests).toHaveLength(0)
  })
})

describe('the match recap task', () => {
  it('uses a faithful reply', async () => {
    const reply = loadTestdata<Paragraphs>('match-recap-good')
    fake.enqueue(reply)
    const made = await ai().recapMatch(finished)
    expect(made?.engine).toBe('llm')
    expect(made?.value.content).toBe(reply.message.paragraphs.join('\n\n'))
    expect(fake.requests[0]?.body.response_format.json_schema.name).toBe('match_recap')
    expect(userMessage()).toContain('Result: Aurora Vanguard beat Northwind Wolves 2-1')
    expect(userMessage()).toContain('- Game 3 on Ancient: won by Aurora Vanguard')
  })

  it('refuses a reply that invents a map score, and uses the local recap', async () => {
    fake.enqueue(loadTestdata('match-recap-invented-score'))
    const made = await ai().recapMatch(finished)
    expect(made).toEqual({
      value: recapMatchLocally(finished),
      engine: 'local',
      fallbackReason: 'fact guard: not in the source: 13-9',
    })
    expect(logLines[0]).toMatchObject({ task: 'match-recap', reason: 'fact guard: not in the source: 13-9' })
  })

  it('falls back when the reply has more than 4 paragraphs', async () => {
    fake.enqueue({ message: { paragraphs: Array.from({ length: 5 }, () => 'Aurora Vanguard won.') } })
    const made = await ai().recapMatch(finished)
    expect(made?.engine).toBe('local')
    expect(made?.fallbackReason).toMatch(/did not match the schema: paragraphs/)
  })

  it('writes no recap of a canceled match', async () => {
    const canceled = { ...finished, match: { ...finished.match, status: 'canceled' as const, winner: null } }
    expect(await ai().recapMatch(canceled)).toBeNull()
    expect(fake.requests).toHaveLength(0)
  })
})

describe('without an OpenAI key', () => {
  it('writes both with the local engine', async () => {
    const local = createAi({ env: parseEnv({}), logger: pino({ level: 'silent' }), local: localEngine })
    expect(await local.previewMatch(upcoming)).toEqual({
      value: previewMatchLocally(upcoming),
      engine: 'local',
    })
    expect(await local.recapMatch(finished)).toEqual({ value: recapMatchLocally(finished), engine: 'local' })
    expect(fake.requests).toHaveLength(0)
  })
})
