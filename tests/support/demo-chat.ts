import { afterAll, beforeAll } from 'vitest'
import { type DemoChat, openDemoChat } from '../../bench/chat-eval/evaluate'

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
