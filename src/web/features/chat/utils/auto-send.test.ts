import { describe, expect, it } from 'vitest'
import { autoSendQuestion, questionFromSearch } from './auto-send'

describe('questionFromSearch', () => {
  it('reads ?question= and, for the structured-data search action, ?q=', () => {
    expect(questionFromSearch('?question=Who%20won%3F')).toBe('Who won?')
    expect(questionFromSearch('?q=navi+roster')).toBe('navi roster')
  })

  it('prefers question over q, and skips a blank one', () => {
    expect(questionFromSearch('?q=second&question=first')).toBe('first')
    expect(questionFromSearch('?question=%20%20&q=fallback')).toBe('fallback')
  })

  it('trims, and is null without a question', () => {
    expect(questionFromSearch('?question=%20%20hi%0A')).toBe('hi')
    expect(questionFromSearch('?question=%20%0A%09')).toBeNull()
    expect(questionFromSearch('')).toBeNull()
    expect(questionFromSearch('?page=2')).toBeNull()
  })
})

describe('autoSendQuestion', () => {
  const visit = { key: 'abc', search: '?question=Who%20plays%20next%3F' }

  it('sends the question of a new navigation when nothing is pending', () => {
    expect(autoSendQuestion(visit, { handledKey: null, pending: false })).toBe('Who plays next?')
    expect(autoSendQuestion(visit, { handledKey: 'older', pending: false })).toBe('Who plays next?')
  })

  it('sends each navigation once', () => {
    expect(autoSendQuestion(visit, { handledKey: 'abc', pending: false })).toBeNull()
  })

  it('waits while a reply is pending', () => {
    expect(autoSendQuestion(visit, { handledKey: null, pending: true })).toBeNull()
  })

  it('does nothing without a question', () => {
    expect(autoSendQuestion({ key: 'def', search: '' }, { handledKey: 'abc', pending: false })).toBeNull()
  })
})
