/** One Server-Sent Event: its type ("message" when the stream names none) and its data lines joined by "\n". */
export interface SseEvent {
  event: string
  data: string
  id?: string
}

interface SseParser {
  /** Feeds the next piece of decoded text (any size, split anywhere); returns the events it completed. */
  push(chunk: string): SseEvent[]
  /** The stream ended: returns the last event when the server did not close it with a blank line. */
  end(): SseEvent[]
}

/**
 * The event-stream format of the HTML standard (§9.2.6), without its I/O: lines end in CRLF, LF or CR; a blank
 * line dispatches; ":" starts a comment; "field: value" loses one leading space; data lines accumulate.
 * Pure, so the chat's stream reader and its tests feed it text directly.
 */
export function createSseParser(): SseParser {
  let buffer = ''
  let eventType = ''
  let dataLines: string[] = []
  let hasData = false
  let lastId: string | undefined

  function dispatch(events: SseEvent[]) {
    if (hasData) {
      events.push({
        event: eventType || 'message',
        data: dataLines.join('\n'),
        ...(lastId ? { id: lastId } : {}),
      })
    }
    eventType = ''
    dataLines = []
    hasData = false
  }

  function processLine(line: string, events: SseEvent[]) {
    if (line === '') {
      dispatch(events)
      return
    }
    if (line.startsWith(':')) return
    const colon = line.indexOf(':')
    const field = colon === -1 ? line : line.slice(0, colon)
    let value = colon === -1 ? '' : line.slice(colon + 1)
    if (value.startsWith(' ')) value = value.slice(1)
    switch (field) {
      case 'event':
        eventType = value
        break
      case 'data':
        dataLines.push(value)
        hasData = true
        break
      case 'id':
        if (!value.includes('\0')) lastId = value || undefined
        break
      default:
        // "retry" and unknown fields mean nothing to a one-shot reply.
        break
    }
  }

  return {
    push(chunk) {
      buffer += chunk
      const events: SseEvent[] = []
      let start = 0
      for (let index = 0; index < buffer.length; index++) {
        const char = buffer[index]
        if (char !== '\n' && char !== '\r') continue
        // A CR at the very end may be the first half of a CRLF split across chunks: wait for the next one.
        if (char === '\r' && index === buffer.length - 1) break
        processLine(buffer.slice(start, index), events)
        if (char === '\r' && buffer[index + 1] === '\n') index++
        start = index + 1
      }
      buffer = buffer.slice(start)
      return events
    },
    end() {
      const events: SseEvent[] = []
      const rest = buffer.replace(/\r$/, '')
      buffer = ''
      if (rest) processLine(rest, events)
      // The standard drops an unterminated event; a reply cut right after its last line is still worth keeping.
      dispatch(events)
      return events
    },
  }
}
