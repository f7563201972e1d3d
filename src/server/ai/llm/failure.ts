import {
  APICallError,
  JSONParseError,
  NoObjectGeneratedError,
  NoOutputGeneratedError,
  RetryError,
  TypeValidationError,
} from 'ai'
import { z } from 'zod'

// Why an LLM call gave nothing usable, in one line for the logs, without secrets: shared by the structured tasks
// (engine.ts) and the streamed chat answer (chat.ts).

interface CallEnd {
  /** The call's own time limit (AI_TIMEOUT_MS) ran out. */
  timedOut(error: unknown): boolean
  /** The caller gave up (the chat request ended). */
  cancelled(): boolean
}

export function describeFailure(error: unknown, end: CallEnd, timeoutMs: number): string {
  if (end.timedOut(error)) return `timed out after ${timeoutMs} ms`
  if (end.cancelled()) return 'cancelled: the request ended'
  if (RetryError.isInstance(error)) {
    return `${describeFailure(error.lastError, end, timeoutMs)} (gave up after ${error.errors.length} attempts)`
  }
  if (APICallError.isInstance(error)) {
    if (error.statusCode === undefined) return `could not reach the server: ${oneLine(error.message)}`
    const detail = `${error.message} ${error.responseBody ?? ''}`
    if (error.statusCode === 400 && /response_format|json_schema|structured|grammar/i.test(detail)) {
      return `the server rejected the json_schema response format (HTTP 400: ${oneLine(error.message)})`
    }
    return `HTTP ${error.statusCode}: ${oneLine(error.message)}`
  }
  if (NoObjectGeneratedError.isInstance(error)) {
    if (JSONParseError.isInstance(error.cause)) return 'the model returned invalid JSON'
    if (TypeValidationError.isInstance(error.cause)) {
      const issues = error.cause.cause instanceof z.ZodError ? describeIssues(error.cause.cause.issues) : ''
      return `the model's JSON did not match the schema${issues ? `: ${issues}` : ''}`
    }
    return `no object in the answer: ${oneLine(error.message)}`
  }
  if (NoOutputGeneratedError.isInstance(error)) return 'the model returned no output'
  return oneLine(error instanceof Error ? error.message : String(error))
}

export function isAbort(error: unknown): boolean {
  return error instanceof Error && (error.name === 'AbortError' || error.name === 'TimeoutError')
}

export function describeIssues(issues: readonly z.core.$ZodIssue[]): string {
  return issues
    .slice(0, 3)
    .map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`)
    .join('; ')
}

function oneLine(text: string): string {
  const line = text.replace(/\s+/g, ' ').trim()
  return line.length > 240 ? `${line.slice(0, 240)}...` : line
}
