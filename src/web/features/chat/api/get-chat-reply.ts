import type { ChatTurn } from '#shared/domain/chat-history'
import type { ChatResponse } from '#shared/schemas/chat'
import { apiRequest } from '#web/lib/api-client'
import { parseChatResponse } from '../utils/chat-message'
import { ChatConnectionError, ChatStreamError } from './chat-errors'

/**
 * POST /api/chat: the whole answer at once. The fallback of the stream, for a browser that cannot read a
 * response as it arrives or a server without the stream endpoint.
 */
export async function getChatReply(
  message: string,
  history: readonly ChatTurn[],
  signal?: AbortSignal,
): Promise<ChatResponse> {
  let body: unknown
  try {
    body = await apiRequest('/api/chat', { method: 'POST', json: { message, history }, signal })
  } catch (error) {
    // fetch rejects with a TypeError when no answer came back at all.
    if (error instanceof TypeError) throw new ChatConnectionError({ cause: error })
    throw error
  }
  const reply = parseChatResponse(body)
  if (!reply) throw new ChatStreamError('BAD_RESPONSE', 'The chat answer could not be read.')
  return reply
}
