import { describe, expect, it } from 'vitest'
import {
  type ChatMessage,
  citationLink,
  conversationTurns,
  FAILURE_REPLY,
  greetingText,
  MAX_CITATIONS,
  nextMessageId,
  parseChatResponse,
  parseDeltaText,
  providerLabel,
} from './chat-message'
import { CHAT_MAX_CITATIONS, CHAT_MESSAGE_MAX_LENGTH } from '#shared/schemas/chat'
import { MAX_MESSAGE_LENGTH } from './chat-message'

describe('the contract constants', () => {
  it('match src/shared/schemas/chat.ts', () => {
    expect(MAX_CITATIONS).toBe(CHAT_MAX_CITATIONS)
    expect(MAX_MESSAGE_LENGTH).toBe(CHAT_MESSAGE_MAX_LENGTH)
  })
})

describe('nextMessageId', () => {
  it('is the time', () => {
    expect(nextMessageId(1_700_000_000_000, undefined)).toBe('1700000000000')
    expect(nextMessageId(1_700_000_000_500, '1700000000000')).toBe('1700000000500')
  })

  it('never repeats or goes back, within one millisecond or when the clock steps back', () => {
    expect(nextMessageId(1_700_000_000_000, '1700000000000')).toBe('1700000000001')
    expect(nextMessageId(1_699_999_999_000, '1700000000001')).toBe('1700000000002')
  })

  it('ignores an id that is not a time (the greeting)', () => {
    expect(nextMessageId(5, 'greeting')).toBe('5')
  })
})

describe('providerLabel', () => {
  it('names our own database for rag and the live web for perplexity', () => {
    expect(providerLabel('rag', 'BO5')).toBe('BO5 Database')
    expect(providerLabel('perplexity', 'BO5')).toBe('Perplexity (Live Web)')
  })
})

describe('greetingText', () => {
  it('introduces the brand as the co-caster and names what it answers', () => {
    const text = greetingText('BO5')
    expect(text).toContain("I'm BO5")
    expect(text).toMatch(/news/)
    expect(text).toMatch(/match results/)
  })
})

describe('parseChatResponse', () => {
  it('accepts the contract', () => {
    expect(parseChatResponse({ response: 'Hi', provider: 'rag', citations: ['https://a.example/'] })).toEqual(
      {
        response: 'Hi',
        provider: 'rag',
        citations: ['https://a.example/'],
      },
    )
  })

  it('keeps at most three citations and drops ones that are not text', () => {
    const reply = parseChatResponse({
      response: '',
      provider: 'perplexity',
      citations: ['a', 1, 'b', 'c', 'd'],
    })
    expect(reply?.citations).toEqual(['a', 'b', 'c'])
    expect(parseChatResponse({ response: 'x', provider: 'rag' })?.citations).toEqual([])
  })

  it('refuses anything else', () => {
    expect(parseChatResponse(null)).toBeNull()
    expect(parseChatResponse('text')).toBeNull()
    expect(parseChatResponse({ response: 1, provider: 'rag', citations: [] })).toBeNull()
    expect(parseChatResponse({ response: 'x', provider: 'openai', citations: [] })).toBeNull()
  })
})

describe('parseDeltaText', () => {
  it('reads {text}', () => {
    expect(parseDeltaText({ text: 'Hel' })).toBe('Hel')
    expect(parseDeltaText({ text: 3 })).toBeNull()
    expect(parseDeltaText(undefined)).toBeNull()
  })
})

describe('citationLink', () => {
  const own = ['https://bo5.example', 'http://127.0.0.1:4173']

  it('turns our own absolute URLs into in-app paths', () => {
    expect(citationLink('https://bo5.example/cs2/teams/northwind-wolves', own)).toEqual({
      kind: 'internal',
      to: '/cs2/teams/northwind-wolves',
    })
    expect(citationLink('http://127.0.0.1:4173/news/a-story?x=1#top', own)).toEqual({
      kind: 'internal',
      to: '/news/a-story?x=1#top',
    })
  })

  it('keeps other sites external', () => {
    expect(citationLink('https://www.hltv.org/news/1', own)).toEqual({
      kind: 'external',
      href: 'https://www.hltv.org/news/1',
    })
    // Another port is another origin.
    expect(citationLink('http://127.0.0.1:9999/x', own)?.kind).toBe('external')
  })

  it('links nothing that is not an http(s) URL', () => {
    expect(citationLink('javascript:alert(1)', own)).toBeNull()
    expect(citationLink('data:text/html,hi', own)).toBeNull()
    expect(citationLink('/relative/path', own)).toBeNull()
    expect(citationLink('not a url', own)).toBeNull()
  })

  it('tolerates a broken own origin', () => {
    expect(citationLink('https://bo5.example/x', ['', 'https://bo5.example'])?.kind).toBe('internal')
  })
})

describe('conversationTurns', () => {
  const message = (
    id: string,
    role: ChatMessage['role'],
    content: string,
    streaming = false,
  ): ChatMessage => ({
    id,
    role,
    content,
    timestamp: Number(id),
    ...(streaming ? { streaming } : {}),
  })

  it('sends the questions and answers so far, without the greeting, a failed reply or one still arriving', () => {
    const messages = [
      message('1', 'assistant', 'Hi, ask me anything.'),
      message('2', 'user', 'Who plays for Kestrel Nine?'),
      message('3', 'assistant', "Kestrel Nine's active roster is thornkin and umberpike."),
      message('4', 'user', 'and their next match?'),
      message('5', 'assistant', FAILURE_REPLY),
      message('6', 'user', 'when do they play?'),
      message('7', 'assistant', 'Kestrel', true),
    ]
    expect(conversationTurns(messages, '1')).toEqual([
      { role: 'user', content: 'Who plays for Kestrel Nine?' },
      { role: 'assistant', content: "Kestrel Nine's active roster is thornkin and umberpike." },
      { role: 'user', content: 'and their next match?' },
      { role: 'user', content: 'when do they play?' },
    ])
  })
})
