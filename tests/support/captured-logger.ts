import { Writable } from 'node:stream'
import { createLogger, type Logger } from '#server/logger'

export interface LogLine {
  level: number
  msg: string
  [key: string]: unknown
}

/** The app's logger (its serializers and redaction) whose lines are kept in memory, for tests of what an operator reads in the log. */
export function capturedLogger(level = 'info'): { logger: Logger; lines: LogLine[] } {
  const lines: LogLine[] = []
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n')) if (line) lines.push(JSON.parse(line) as LogLine)
      done()
    },
  })
  return { logger: createLogger(level, 'json', stream), lines }
}

/** pino's numeric levels. */
export const LEVEL = { debug: 20, info: 30, warn: 40, error: 50 } as const
