import { Hono } from 'hono'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import type { AppEnv } from '../app-types'
import { AppError } from '../errors'
import { createLogger } from '../logger'
import { handleError } from './error-handling'
import { validate } from './validate'

const Body = z.object({ email: z.email(), tags: z.array(z.string().min(1)).max(3) })

function testApp() {
  const app = new Hono<AppEnv>()
  app.post('/things', validate('json', Body), (c) => c.json(c.req.valid('json')))
  app.get('/things', validate('query', z.object({ page: z.coerce.number().int().min(1) })), (c) =>
    c.json(c.req.valid('query')),
  )
  app.get('/boom', () => {
    throw new Error('database password is hunter2')
  })
  app.get('/gone', () => {
    throw new AppError('NOT_FOUND', 'Article not found')
  })
  app.onError(handleError(createLogger('silent')))
  return app
}

const post = (body: string) =>
  testApp().request('/things', { method: 'POST', headers: { 'content-type': 'application/json' }, body })

describe('validation at the edge and the error shape', () => {
  it('passes a valid body through', async () => {
    const res = await post('{"email":"a@b.co","tags":["x"]}')
    expect(res.status).toBe(200)
  })

  it('answers a body of the wrong shape with 422 and a message per field', async () => {
    const res = await post('{"email":"nope","tags":[""]}')
    expect(res.status).toBe(422)
    const { error } = (await res.json()) as {
      error: { code: string; message: string; fields: Record<string, string[]> }
    }
    expect(error.code).toBe('VALIDATION_FAILED')
    expect(error.message).toMatch(/^Invalid request body: email: /)
    expect(Object.keys(error.fields).sort()).toEqual(['email', 'tags.0'])
  })

  it('answers malformed JSON with 400', async () => {
    const res = await post('{"email":')
    expect(res.status).toBe(400)
    const { error } = (await res.json()) as { error: { code: string; message: string } }
    expect(error.code).toBe('BAD_REQUEST')
    expect(error.message).toMatch(/JSON/i)
  })

  it('answers a bad query string with 400', async () => {
    const res = await testApp().request('/things?page=0')
    expect(res.status).toBe(400)
    const { error } = (await res.json()) as { error: { fields: Record<string, string[]> } }
    expect(Object.keys(error.fields)).toEqual(['page'])
  })

  it('maps an AppError to its status and message', async () => {
    const res = await testApp().request('/gone')
    expect(res.status).toBe(404)
    expect(await res.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'Article not found' } })
  })

  it('never leaks an unexpected error to the reader', async () => {
    const res = await testApp().request('/boom')
    expect(res.status).toBe(500)
    const text = await res.text()
    expect(text).not.toContain('hunter2')
    expect(JSON.parse(text)).toEqual({
      error: { code: 'INTERNAL', message: 'Something went wrong on our side. Please try again.' },
    })
  })
})
