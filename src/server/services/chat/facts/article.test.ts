import { describe, expect, it } from 'vitest'
import { answeringSentence, articleText, passageWords, sameWord, storyFollowUp } from './article'

// Our own story, written for these tests: a lede, three sentences of fact and one of the house closers.
const story = {
  title: 'Quarry Sparrows sign a support from Lowmoor',
  summary: 'Quick read: Quarry Sparrows have signed support player Ada "tallow" Brenn from Lowmoor.',
  content:
    '<p>Quarry Sparrows have signed support player Ada "tallow" Brenn from Lowmoor. Brenn, 20, played 140 maps for her old team. ' +
    'She replaces Ivo "marl" Tesk, who retires to coach the academy. Her contract runs until the end of 2028.</p>' +
    '<p>Stay tuned to the analyst desk for the next chapter.</p>',
  publishedAt: new Date('2026-11-20T10:00:00Z'),
}

describe('what a story says about a question', () => {
  it('takes two forms of a word for one, and not a short word for a longer one', () => {
    expect(sameWord('retires', 'retirement')).toBe(true)
    expect(sameWord('signed', 'signing')).toBe(true)
    expect(sameWord('calls', 'call')).toBe(true)
    expect(sameWord('map', 'maple')).toBe(false)
    expect(sameWord('coach', 'coast')).toBe(false)
  })

  it('finds the sentence answering the question, not the lede again', () => {
    const asked = passageWords('Who does tallow replace at Quarry Sparrows?', ['Quarry Sparrows'])
    expect(answeringSentence(story, asked)).toBe(
      'She replaces Ivo "marl" Tesk, who retires to coach the academy.',
    )
    expect(answeringSentence(story, passageWords('when does her contract end?'))).toBe(
      'Her contract runs until the end of 2028.',
    )
    // Nothing in common: none, or the sentence after the lede when asked for one.
    expect(answeringSentence(story, passageWords('what about the weather?'))).toBeUndefined()
    expect(answeringSentence(story, passageWords('what about the weather?'), { orNext: true })).toBe(
      'Brenn, 20, played 140 maps for her old team.',
    )
  })

  it('quotes the answering sentence after the lede, as the story says it', () => {
    expect(articleText(story, { kind: 'found' }, passageWords('who is Tesk?'))).toBe(
      'The article "Quarry Sparrows sign a support from Lowmoor", published November 20, 2026, is about this. It reports: "Quick read: Quarry Sparrows have signed support player Ada \'tallow\' Brenn from Lowmoor." and "She replaces Ivo \'marl\' Tesk, who retires to coach the academy."',
    )
  })

  it('answers a follow-up from what the story says and the conversation has not quoted, never a house closer', () => {
    const quoted = 'It reports: "She replaces Ivo \'marl\' Tesk, who retires to coach the academy."'
    expect(
      storyFollowUp(story, passageWords('when does her contract end?'), { quoted, asksStory: false })?.text,
    ).toBe(
      'The article "Quarry Sparrows sign a support from Lowmoor", published November 20, 2026, also reports: "Her contract runs until the end of 2028."',
    )
    // "What else did it say?": the sentences not quoted yet; the closer is not one of them.
    const more = storyFollowUp(story, passageWords('what else did it say?'), {
      quoted,
      asksStory: true,
    })?.text
    expect(more).toContain('played 140 maps')
    expect(more).toContain('end of 2028')
    expect(more).not.toContain('Stay tuned')
    expect(more).not.toContain('retires to coach')
    // Not asked about the story and nothing in it answers: nothing.
    expect(
      storyFollowUp(story, passageWords('what about the weather?'), { quoted, asksStory: false }),
    ).toBeUndefined()
  })
})
