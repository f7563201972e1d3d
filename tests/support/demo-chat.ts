import { afterAll, beforeAll } from 'vitest'
import { type DemoChat, openDemoChat } from '../../bench/chat-eval/evaluate'
import type { ChatTurn } from '#server/services/chat/types'

/**
 * The chat service over the demo data as of `now` with the local engine, opened before the tests of the describe
 * that calls this and closed after them: the chat's service tests ask it their questions.
 */
export function useDemoChat(now: Date): DemoChat['ask'] {
  let chat: DemoChat | undefined
  beforeAll(async () => {
    chat = await openDemoChat(now)
  })
  afterAll(async () => {
    await chat?.close()
  })
  return (question, history) => {
    if (!chat) throw new Error('the demo chat is not open: ask it inside a test')
    return chat.ask(question, history)
  }
}

/** A conversation's first turn: the question asked of the chat and its answer, as the history of a follow-up. */
export async function firstTurn(ask: DemoChat['ask'], question: string): Promise<ChatTurn[]> {
  const answer = await ask(question)
  return [
    { role: 'user', content: question },
    { role: 'assistant', content: answer.response },
  ]
}
