import { describe, expect, it } from 'vitest'
import { answeringSentence, passageWords } from './article'
import { holdsStoryWord, storyWordsFor } from './story-words'

// Our own story, written for these tests.
const story = {
  title: 'Quarry Sparrows keep their support',
  summary: 'Quick read: Quarry Sparrows have kept support Ada "tallow" Brenn.',
  content:
    '<p>Quarry Sparrows have tied Brenn to a new deal that runs to the end of 2029. ' +
    'Her old teammate Ivo "marl" Tesk was dropped to the bench after the playoffs. ' +
    'Brenn reached 2,500 assists in her 300th game.</p>',
  publishedAt: new Date('2026-11-20T10:00:00Z'),
}

describe('the words a story writes for a question word', () => {
  it("gives a word's group, the word first, and a number of thousands with its separator", () => {
    expect(storyWordsFor('contract')).toEqual(expect.arrayContaining(['contract', 'deal', 'extension']))
    expect(storyWordsFor('benched')).toEqual(expect.arrayContaining(['benched', 'bench', 'dropped']))
    expect(storyWordsFor('signed')).toContain('lock in')
    expect(storyWordsFor('IGL')).toContain('in-game leader')
    expect(storyWordsFor('2500')).toEqual(['2500', '2,500'])
    expect(storyWordsFor('weather')).toEqual(['weather'])
    // A longer word sharing a start is another word.
    expect(storyWordsFor('signature')).toEqual(['signature'])
  })

  it('finds a word in a sentence written any of its ways', () => {
    const text = 'They tied her to a new deal until 2029 after 1,000 kills.'
    const words = text.toLowerCase().split(/\W+/)
    expect(holdsStoryWord(words, text.toLowerCase(), 'contract')).toBe(true)
    expect(holdsStoryWord(words, text.toLowerCase(), '1000')).toBe(true)
    expect(holdsStoryWord(words, text.toLowerCase(), 'benched')).toBe(false)
  })

  it("quotes the story's sentence for a question in other words", () => {
    expect(answeringSentence(story, passageWords('her contract runs out when?'))).toBe(
      'Quarry Sparrows have tied Brenn to a new deal that runs to the end of 2029.',
    )
    expect(answeringSentence(story, passageWords('why was marl benched'))).toBe(
      'Her old teammate Ivo "marl" Tesk was dropped to the bench after the playoffs.',
    )
    expect(answeringSentence(story, passageWords('when did she get 2500 assists'))).toBe(
      'Brenn reached 2,500 assists in her 300th game.',
    )
  })
})
