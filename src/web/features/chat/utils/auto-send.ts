/** §9: a question that arrives in the address waits this long before it is sent. */
export const AUTO_SEND_DELAY_MS = 500

/**
 * The question a visit to /chat carries: ?question= from the site's own links and ask boxes, or ?q= from the
 * search action of the Organization structured data. Trimmed; null when there is none or it is blank.
 */
export function questionFromSearch(search: string): string | null {
  const params = new URLSearchParams(search)
  for (const name of ['question', 'q']) {
    const text = params.get(name)?.trim()
    if (text) return text
  }
  return null
}

interface AutoSendState {
  /** The navigation (location key) whose question was already sent. */
  handledKey: string | null
  /** A reply is on its way. */
  pending: boolean
}

/**
 * §2.14: the question to send for this navigation, or null. Each navigation's question is sent once, and never
 * while a reply is pending (it waits for the reply instead).
 */
export function autoSendQuestion(
  location: { key: string; search: string },
  state: AutoSendState,
): string | null {
  if (state.pending || state.handledKey === location.key) return null
  return questionFromSearch(location.search)
}
