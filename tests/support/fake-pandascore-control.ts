import type { ServerResponse } from 'node:http'
import type { FakePandaScoreLive, LiveChange } from './fake-pandascore-live'
import { sendJson } from './fake-server'

// The fake PandaScore's control surface, for tests that cannot reach the fake's object: a browser test's server
// runs in another process than its specs (e2e/support/global-setup.ts). Test-only, never PandaScore's:
//   POST /__control/live/start   {"id": 123}                        a bundled match starts (game 1, 0-0)
//   POST /__control/live/advance {"id": 123, "gameWonBy": 456}     the running game is won by team 456
//   POST /__control/live/advance {"id": 123, "patch": {…}}          fields set as given
// Each answers the record served from now on (200), 400 for a body it cannot use, 404 for an unknown match.

export const CONTROL_PREFIX = '/__control/'

interface ControlBody {
  id?: unknown
  gameWonBy?: unknown
  patch?: unknown
}

function change(body: ControlBody): LiveChange | undefined {
  if (typeof body.gameWonBy === 'number') return { gameWonBy: body.gameWonBy }
  if (body.patch && typeof body.patch === 'object') return { patch: body.patch as Record<string, unknown> }
  return undefined
}

/** What a control request does: [status, body]. */
function control(method: string, path: string, body: unknown, live: FakePandaScoreLive): [number, unknown] {
  const action = path.slice(CONTROL_PREFIX.length)
  if (method !== 'POST' || (action !== 'live/start' && action !== 'live/advance'))
    return [404, { error: `no control ${method} ${path}` }]
  const request = (body && typeof body === 'object' ? body : {}) as ControlBody
  if (typeof request.id !== 'number') return [400, { error: 'a numeric "id" is required' }]
  try {
    if (action === 'live/start') return [200, live.start(request.id)]
    const step = change(request)
    if (!step) return [400, { error: 'give "gameWonBy" (a team id) or "patch" (an object)' }]
    return [200, live.advance(request.id, step)]
  } catch (error) {
    const message = (error as Error).message
    return [/has no match/.test(message) ? 404 : 400, { error: message }]
  }
}

/** Answers a request under CONTROL_PREFIX. */
export function handleControl(
  res: ServerResponse,
  method: string,
  path: string,
  body: unknown,
  live: FakePandaScoreLive,
): void {
  const [status, answer] = control(method, path, body, live)
  sendJson(res, status, answer)
}
