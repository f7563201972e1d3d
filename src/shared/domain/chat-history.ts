// A chat conversation's earlier turns as the chat API takes them (issue #17): the latest ones, within a turn and a
// character bound, so a long conversation costs no more than a short one. The server bounds what it is sent
// (src/shared/schemas/chat.ts); the chat page sends no more than that. Pure, and free of zod for the browser.

export const CHAT_HISTORY_MAX_TURNS = 10
export const CHAT_HISTORY_MAX_CHARACTERS = 8000

export interface ChatTurn {
  role: 'user' | 'assistant'
  content: string
}

/** The latest turns, oldest first: at most 10, at most 8,000 characters in all; blank turns left out. */
export function boundHistory(turns: readonly ChatTurn[]): ChatTurn[] {
  const kept: ChatTurn[] = []
  let characters = 0
  for (const turn of turns
    .filter((t) => t.content.trim())
    .slice(-CHAT_HISTORY_MAX_TURNS)
    .reverse()) {
    const content = turn.content.trim()
    if (characters + content.length > CHAT_HISTORY_MAX_CHARACTERS) break
    characters += content.length
    kept.unshift({ role: turn.role, content })
  }
  return kept
}
