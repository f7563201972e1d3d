import { describe, expect, it } from 'vitest'
import { chatPathForQuestion } from './ask-search'

describe('chatPathForQuestion', () => {
  it('opens the chat with the trimmed, URL-encoded question', () => {
    expect(chatPathForQuestion('  Who won the Major?  ')).toBe('/chat?question=Who%20won%20the%20Major%3F')
    expect(chatPathForQuestion('a&b=c #1')).toBe('/chat?question=a%26b%3Dc%20%231')
  })

  it('does nothing while the text is blank', () => {
    expect(chatPathForQuestion('')).toBeNull()
    expect(chatPathForQuestion('   \n\t ')).toBeNull()
  })
})
