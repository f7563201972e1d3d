import { z } from 'zod'
import { CHAT_HISTORY_MAX_CHARACTERS, CHAT_HISTORY_MAX_TURNS } from '#shared/domain/chat-history'
import { ApiErrorSchema } from '#shared/schemas/api-error'
import { ArticleSchema, ArticleTagSchema } from '#shared/schemas/article'
import {
  PlayerSummarySchema,
  TeamMatchSchema,
  TeamRefSchema,
  TeamSummarySchema,
} from '#shared/schemas/esports'
import {
  EventSummarySchema,
  EventTeamRefSchema,
  MatchSummarySchema,
  RosterPlayerSchema,
} from '#shared/schemas/matches'
import { ChatRequestSchema, ChatResponseSchema } from '#shared/schemas/chat'
import { SearchHitSchema } from '#shared/schemas/search'
import { type ApiOperation, PUBLIC_API } from './catalog'
import { API_VERSION_PREFIX } from './version'

// The OpenAPI 3.1 document of the public read API, made from the route table (catalog.ts) with zod's own
// z.toJSONSchema (decision 033). Answers are described as zod outputs them, parameters as zod reads them.

type JsonSchema = Record<string, unknown>
export type OpenApiDocument = {
  openapi: '3.1.0'
  info: { title: string; version: string; description: string }
  servers: { url: string }[]
  tags: { name: string }[]
  /** The read API's GETs; and the chat's POSTs, whose path items name their own server (/api, not /api/v1). */
  paths: Record<string, { get: JsonSchema } | { servers: { url: string }[]; post: JsonSchema }>
  components: { schemas: Record<string, JsonSchema>; responses: Record<string, JsonSchema> }
}

/** Schemas worth a name of their own: every answer, and what several answers share. */
function namedSchemas(): [z.ZodType, string][] {
  const answers = PUBLIC_API.map((op): [z.ZodType, string] => [op.response, answerName(op)])
  return [
    ...answers,
    [ArticleSchema, 'Article'],
    [ArticleTagSchema, 'ArticleTag'],
    [TeamRefSchema, 'TeamRef'],
    [TeamSummarySchema, 'TeamSummary'],
    [PlayerSummarySchema, 'PlayerSummary'],
    [TeamMatchSchema, 'TeamMatch'],
    [MatchSummarySchema, 'MatchSummary'],
    [EventSummarySchema, 'EventSummary'],
    [EventTeamRefSchema, 'EventTeamRef'],
    [RosterPlayerSchema, 'RosterPlayer'],
    [SearchHitSchema, 'SearchHit'],
    [ChatResponseSchema, 'ChatResponse'],
    [ApiErrorSchema, 'Error'],
  ]
}

/** listArticles → ListArticlesResponse. */
function answerName(op: ApiOperation): string {
  return `${op.operationId[0]!.toUpperCase()}${op.operationId.slice(1)}Response`
}

/** `/teams/:id/matches` → `/teams/{id}/matches`. */
export function openApiPath(path: string): string {
  return path.replace(/:([A-Za-z]+)/g, '{$1}')
}

/**
 * Drops what belongs to a standalone schema ($schema, $id), and `additionalProperties: false`: v1 may add fields
 * to an answer, and a client must not break on one (the test checks answers against a strict copy).
 */
function tidy(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(tidy)
  if (!schema || typeof schema !== 'object') return schema
  const out: JsonSchema = {}
  for (const [key, value] of Object.entries(schema)) {
    if (key === '$schema' || key === '$id' || (key === 'additionalProperties' && value === false)) continue
    out[key] = tidy(value)
  }
  return out
}

function parameters(op: ApiOperation): JsonSchema[] {
  const list: JsonSchema[] = []
  for (const [where, schema] of [
    ['path', op.params],
    ['query', op.query],
  ] as const) {
    if (!schema) continue
    for (const [name, field] of Object.entries(schema.shape as Record<string, z.ZodType>)) {
      const note = where === 'query' ? op.notes?.[name] : undefined
      list.push({
        name,
        in: where,
        required: where === 'path' || !field.safeParse(undefined).success,
        schema: tidy(z.toJSONSchema(field, { io: 'input', unrepresentable: 'any' })),
        ...(note ? { description: note } : {}),
      })
    }
  }
  return list
}

const RATE_HEADERS = {
  RateLimit: {
    description: 'What is left of the budget: `"api";r={requests left};t={seconds to the next window}`.',
    schema: { type: 'string' },
  },
  'RateLimit-Policy': {
    description: 'The budget: `"api";q={requests};w={window in seconds}`.',
    schema: { type: 'string' },
  },
}

function operation(op: ApiOperation, names: Map<z.ZodType, string>): JsonSchema {
  const errors: Record<string, JsonSchema> = {
    '400': { $ref: '#/components/responses/BadRequest' },
    ...(op.notFound ? { '404': { $ref: '#/components/responses/NotFound' } } : {}),
    '429': { $ref: '#/components/responses/RateLimited' },
  }
  return {
    operationId: op.operationId,
    tags: [op.tag],
    summary: op.summary,
    ...(op.description ? { description: op.description } : {}),
    parameters: parameters(op),
    responses: {
      '200': {
        description: op.summary,
        headers: {
          ETag: { description: 'A weak validator of the body.', schema: { type: 'string' } },
          ...RATE_HEADERS,
        },
        content: {
          'application/json': { schema: { $ref: `#/components/schemas/${names.get(op.response)}` } },
        },
      },
      '304': { description: 'Not modified: If-None-Match named the current ETag.' },
      ...errors,
    },
  }
}

function errorResponse(description: string, headers?: JsonSchema): JsonSchema {
  return {
    description,
    ...(headers ? { headers } : {}),
    content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
  }
}

const CHAT_NOTE = [
  'Not part of /api/v1: served at /api, same-origin only (no CORS), 10 messages a minute per client.',
  `\`history\` is the conversation so far, oldest first (optional): the server reads the last ${CHAT_HISTORY_MAX_TURNS}`,
  `turns within ${CHAT_HISTORY_MAX_CHARACTERS.toLocaleString('en')} characters in all, so a follow-up ("who's their`,
  'captain?") is read with the earlier turns. Requests to hurt, attack systems, for private data, to harass, to cheat',
  "or for betting tips are declined in one sentence without citations; the answer is in the question's language.",
].join(' ')

/** POST /api/chat and its stream (§7 chat, issue #17), described beside the read API. */
function chatPaths(siteUrl: string): OpenApiDocument['paths'] {
  const servers = [{ url: `${siteUrl}/api` }]
  const requestBody = {
    required: true,
    content: { 'application/json': { schema: { $ref: '#/components/schemas/ChatRequest' } } },
  }
  const errors = {
    '400': { $ref: '#/components/responses/BadRequest' },
    '429': { $ref: '#/components/responses/RateLimited' },
  }
  return {
    '/chat': {
      servers,
      post: {
        operationId: 'askChat',
        tags: ['Chat'],
        summary: 'Ask the co-caster a question',
        description: CHAT_NOTE,
        requestBody,
        responses: {
          '200': {
            description: 'The answer and the pages of ours (or the web) it comes from',
            content: { 'application/json': { schema: { $ref: '#/components/schemas/ChatResponse' } } },
          },
          ...errors,
          '504': errorResponse('No answer before the deadline (TIMEOUT).'),
        },
      },
    },
    '/chat/stream': {
      servers,
      post: {
        operationId: 'streamChat',
        tags: ['Chat'],
        summary: 'Ask the co-caster a question, the answer streamed',
        description: `${CHAT_NOTE} Server-Sent Events: \`delta\` events ({text}), then one \`done\` event with the whole ChatResponse (authoritative), or one \`error\` event ({code, message}).`,
        requestBody,
        responses: {
          '200': {
            description: 'Server-Sent Events',
            content: { 'text/event-stream': { schema: { type: 'string' } } },
          },
          ...errors,
        },
      },
    },
  }
}

/** The document for a site; the same for every request, so made once per app. */
/** `budget`: one sentence on the per-client rate limit, for the description. */
export function openApiDocument(site: { brand: string; siteUrl: string }, budget: string): OpenApiDocument {
  const registry = z.registry<{ id: string }>()
  const named = namedSchemas()
  for (const [schema, id] of named) if (!registry.has(schema)) registry.add(schema, { id })
  const names = new Map(named.map(([schema]) => [schema, registry.get(schema)!.id]))
  const { schemas } = z.toJSONSchema(registry, {
    target: 'draft-2020-12',
    io: 'output',
    uri: (id) => `#/components/schemas/${id}`,
  })
  const paths: OpenApiDocument['paths'] = {}
  for (const op of PUBLIC_API) paths[openApiPath(op.path)] = { get: operation(op, names) }
  Object.assign(paths, chatPaths(site.siteUrl))
  // What a client sends: the request as zod reads it (history optional, bounded on the server).
  const chatRequest = z.toJSONSchema(ChatRequestSchema, { target: 'draft-2020-12', io: 'input' })
  return {
    openapi: '3.1.0',
    info: {
      title: `${site.brand} public API`,
      version: '1',
      description: [
        `Read-only JSON of ${site.brand}: articles, tags, authors, teams, players, games, matches, events and search.`,
        'No key is needed. Every answer carries an ETag (send If-None-Match for a 304) and Cache-Control.',
        budget,
        'Browsers may call it from any origin (CORS, GET only). v1 may add fields to answers: ignore those you do not know.',
        'The chat (POST /api/chat) is described here too; it is not part of v1.',
      ].join(' '),
    },
    servers: [{ url: `${site.siteUrl}${API_VERSION_PREFIX}` }],
    tags: [...new Set([...PUBLIC_API.map((op) => op.tag), 'Chat'])].map((name) => ({ name })),
    paths,
    components: {
      schemas: tidy({ ...schemas, ChatRequest: chatRequest }) as Record<string, JsonSchema>,
      responses: {
        BadRequest: errorResponse('A parameter is not valid: error.fields names it (BAD_REQUEST).'),
        NotFound: errorResponse('Nothing by that name or id (NOT_FOUND).'),
        RateLimited: errorResponse('Past the budget (RATE_LIMITED): wait Retry-After seconds.', {
          'Retry-After': { description: 'Seconds to wait.', schema: { type: 'integer' } },
          ...RATE_HEADERS,
        }),
      },
    },
  }
}
