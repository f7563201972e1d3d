import { escapeHtml } from '#server/text/html-text'
import type { OpenApiDocument } from './openapi'
import { API_VERSION_PREFIX } from './version'

// /api/docs: the OpenAPI document as one readable page, rendered here from the document itself. No script and no
// third-party file (the CSP allows neither): each operation with its parameters, then every named schema.

type Json = Record<string, unknown>

const STYLE = `
body{font:15px/1.5 system-ui,sans-serif;max-width:60rem;margin:0 auto;padding:1rem;color:#111;background:#fff}
@media (prefers-color-scheme:dark){body{color:#eee;background:#111}a{color:#8ab4ff}}
h1{font-size:1.6rem}h2{margin-top:2.5rem;border-bottom:1px solid #8884}h3{font-size:1.05rem;margin:1.6rem 0 .3rem}
code{font:13px ui-monospace,monospace;overflow-wrap:anywhere}.m{font-weight:700;color:#0a7a3d}
ul{margin:.2rem 0;padding-left:1.2rem}
`

const anchor = (name: string) => `schema-${name}`

/** A schema as a short type: `string | null`, `array of Article`, `"cs2" | "lol"`, a link for a named one. */
function typeText(schema: unknown): string {
  if (!schema || typeof schema !== 'object') return 'any'
  const s = schema as Json
  if (typeof s.$ref === 'string') {
    const name = s.$ref.split('/').pop() ?? ''
    return `<a href="#${anchor(name)}">${escapeHtml(name)}</a>`
  }
  if (Array.isArray(s.enum))
    return s.enum.map((v) => `<code>${escapeHtml(JSON.stringify(v))}</code>`).join(' | ')
  if ('const' in s) return `<code>${escapeHtml(JSON.stringify(s.const))}</code>`
  for (const key of ['anyOf', 'oneOf'] as const)
    if (Array.isArray(s[key])) return (s[key] as unknown[]).map(typeText).join(' | ')
  const types = Array.isArray(s.type) ? (s.type as string[]) : [String(s.type ?? 'any')]
  return types
    .map((type) => {
      if (type !== 'array')
        return escapeHtml(type) + (type === 'string' && s.format ? ` (${escapeHtml(String(s.format))})` : '')
      if (Array.isArray(s.prefixItems)) return `[${s.prefixItems.map(typeText).join(', ')}]`
      return `array of ${typeText(s.items)}`
    })
    .join(' | ')
}

/** The unnamed object a field holds, if any: itself, its items, a tuple's first item, or the non-null choice. */
function innerObject(schema: Json): Json | undefined {
  if (schema.properties) return schema
  const inner = [
    schema.items,
    ...((schema.prefixItems as unknown[]) ?? []),
    ...((schema.anyOf as unknown[]) ?? []),
  ]
  for (const candidate of inner) {
    const found = candidate && typeof candidate === 'object' ? innerObject(candidate as Json) : undefined
    if (found) return found
  }
  return undefined
}

/** An object's fields, one item each, unnamed objects inside them listed in turn. */
function fieldsList(schema: Json): string {
  const props = schema.properties as Record<string, Json> | undefined
  if (!props) return ''
  const required = new Set((schema.required as string[] | undefined) ?? [])
  const rows = Object.entries(props).map(([name, field]) => {
    const inner = innerObject(field)
    const optional = required.has(name) ? '' : ' (optional)'
    return `<li><code>${escapeHtml(name)}</code>: ${typeText(field)}${optional}${inner ? fieldsList(inner) : ''}</li>`
  })
  return `<ul>${rows.join('')}</ul>`
}

function limitsText(schema: Json): string {
  const parts: string[] = []
  if (schema.default !== undefined) parts.push(`default ${JSON.stringify(schema.default)}`)
  for (const [key, label] of [
    ['minimum', 'min'],
    ['maximum', 'max'],
    ['minLength', 'min length'],
    ['maxLength', 'max length'],
  ] as const)
    if (schema[key] !== undefined) parts.push(`${label} ${String(schema[key])}`)
  return parts.join(', ')
}

/** One item a parameter: `limit` (query, optional): integer; default 20, min 1, max 1000. A note. */
function parametersList(parameters: Json[]): string {
  if (!parameters.length) return '<p>No parameters.</p>'
  const rows = parameters.map((p) => {
    const schema = (p.schema ?? {}) as Json
    const where = `${String(p.in)}${p.required ? '' : ', optional'}`
    const limits = limitsText(schema)
    const note = p.description ? ` ${escapeHtml(String(p.description))}` : ''
    return `<li><code>${escapeHtml(String(p.name))}</code> (${escapeHtml(where)}): ${typeText(schema)}${limits ? `; ${escapeHtml(limits)}` : ''}.${note}</li>`
  })
  return `<p>Parameters:</p><ul>${rows.join('')}</ul>`
}

function operationSection(path: string, item: OpenApiDocument['paths'][string]): string {
  const [method, op, prefix] =
    'get' in item ? ['GET', item.get, API_VERSION_PREFIX] : ['POST', item.post, '/api']
  const responses = op.responses as Record<string, Json>
  const ok = (responses['200']?.content as Json | undefined)?.['application/json'] as Json | undefined
  const errors = Object.keys(responses).filter((code) => code !== '200')
  const body = ((op.requestBody as Json | undefined)?.content as Json | undefined)?.['application/json'] as
    | Json
    | undefined
  return [
    `<h3 id="${escapeHtml(String(op.operationId))}"><span class="m">${method}</span> <code>${escapeHtml(prefix + path)}</code></h3>`,
    `<p>${escapeHtml(String(op.summary))}.${op.description ? ` ${escapeHtml(String(op.description))}` : ''}</p>`,
    body ? `<p>Body: ${typeText(body.schema)}.</p>` : parametersList(op.parameters as Json[]),
    `<p>200: ${ok ? typeText(ok.schema) : 'Server-Sent Events'}. Also ${errors.join(', ')}.</p>`,
  ].join('\n')
}

export function docsPage(doc: OpenApiDocument): string {
  const byTag = new Map<string, string[]>()
  for (const [path, item] of Object.entries(doc.paths)) {
    const tag = String((('get' in item ? item.get : item.post).tags as string[])[0])
    byTag.set(tag, [...(byTag.get(tag) ?? []), operationSection(path, item)])
  }
  const operations = [...byTag].map(
    ([tag, sections]) => `<h2 id="tag-${escapeHtml(tag)}">${escapeHtml(tag)}</h2>\n${sections.join('\n')}`,
  )
  const schemas = Object.entries(doc.components.schemas).map(
    ([name, schema]) => `<h3 id="${anchor(name)}">${escapeHtml(name)}</h3>\n${fieldsList(schema as Json)}`,
  )
  const contents = doc.tags.map((t) => `<a href="#tag-${escapeHtml(t.name)}">${escapeHtml(t.name)}</a>`)
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(doc.info.title)}</title><style>${STYLE}</style></head>
<body><main>
<h1>${escapeHtml(doc.info.title)}, version ${escapeHtml(doc.info.version)}</h1>
<p>${escapeHtml(doc.info.description)}</p>
<p>Base address: <code>${escapeHtml(doc.servers[0]?.url ?? '')}</code>. The machine-readable document: <a href="/api/openapi.json">/api/openapi.json</a> (OpenAPI 3.1).</p>
<nav aria-label="Sections"><p>${contents.join(' · ')} · <a href="#schemas">Schemas</a></p></nav>
${operations.join('\n')}
<h2 id="schemas">Schemas</h2>
${schemas.join('\n')}
</main></body></html>
`
}
