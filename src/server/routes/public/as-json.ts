/**
 * What `JSON.parse(JSON.stringify(value))` gives, without writing and reading the text: dates (anything with a
 * `toJSON`) become what their `toJSON` returns, `undefined`, functions and symbols are left out of objects and
 * are `null` in arrays, numbers that are not finite are `null` and -0 is 0. The direct reads of a render hold what
 * the API would have sent (decision 045); the round trip through text cost 2-3 times this walk (decision 047's
 * update).
 */
export function asJson(value: unknown): unknown {
  // A number as its text reads back: not finite is null, -0 is 0 (adding 0 to -0 gives 0).
  if (typeof value === 'number') return Number.isFinite(value) ? value + 0 : null
  if (value === null || typeof value !== 'object') return value
  const withToJson = value as { toJSON?: unknown }
  if (typeof withToJson.toJSON === 'function') return asJson((withToJson.toJSON as () => unknown)())
  if (Array.isArray(value)) {
    const out: unknown[] = new Array(value.length)
    for (let i = 0; i < value.length; i++) out[i] = omitted(value[i]) ? null : asJson(value[i])
    return out
  }
  const out: Record<string, unknown> = {}
  for (const [key, item] of Object.entries(value)) if (!omitted(item)) out[key] = asJson(item)
  return out
}

const omitted = (value: unknown) =>
  value === undefined || typeof value === 'function' || typeof value === 'symbol'
