// Reads a Server-Sent Events stream (GET /api/realtime) as a page would: one event at a time, in order.

interface ServerEvent {
  event: string
  data: string
  /** performance.now() when the event's last byte was read. */
  at: number
}

export interface EventReader {
  /** The next event of this type (earlier events of other types are skipped), its data parsed as JSON. */
  next(event: string): Promise<unknown>
  /** The next event of this type with the instant it arrived. */
  nextTimed(event: string): Promise<{ data: unknown; at: number }>
  close(): Promise<void>
}

/** Opens the stream through the app (in-process) and waits for its "ready" event. */
export async function openEventReader(
  app: { request(path: string): Response | Promise<Response> },
  path: string,
): Promise<EventReader> {
  const res = await app.request(path)
  if (!res.body) throw new Error(`${path} sent no body`)
  const reader = res.body.getReader()
  const decoder = new TextDecoder()
  let buffer = ''
  const queue: ServerEvent[] = []

  const fill = async () => {
    const { value, done } = await reader.read()
    if (done) throw new Error(`the stream ${path} ended`)
    const at = performance.now()
    buffer += decoder.decode(value, { stream: true })
    let end = buffer.indexOf('\n\n')
    while (end >= 0) {
      const frame = buffer.slice(0, end)
      buffer = buffer.slice(end + 2)
      const event = /^event: ?(.*)$/m.exec(frame)?.[1]
      const data = [...frame.matchAll(/^data: ?(.*)$/gm)].map((m) => m[1]).join('\n')
      if (event) queue.push({ event, data, at })
      end = buffer.indexOf('\n\n')
    }
  }
  const nextTimed = async (event: string) => {
    for (;;) {
      const found = queue.shift()
      if (!found) {
        await fill()
        continue
      }
      if (found.event === event) return { data: JSON.parse(found.data) as unknown, at: found.at }
    }
  }
  await nextTimed('ready')
  return {
    nextTimed,
    next: async (event) => (await nextTimed(event)).data,
    close: () => reader.cancel(),
  }
}
