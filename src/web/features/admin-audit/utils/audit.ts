import type { AuditEntry } from '#shared/schemas/admin'

/** The details as one short line ("processed: 3, updated: 1"); nothing for an empty object. */
export function detailsText(details: unknown): string {
  if (details === null || details === undefined) return ''
  if (typeof details !== 'object') return String(details)
  if (Array.isArray(details)) return details.map((value) => detailsText(value)).join(', ')
  return Object.entries(details as Record<string, unknown>)
    .filter(([, value]) => value !== undefined && value !== null)
    .map(([key, value]) => `${key}: ${typeof value === 'object' ? JSON.stringify(value) : String(value)}`)
    .join(', ')
}

/** "article:navi-win", "feeds", or nothing. */
export function targetText(entry: Pick<AuditEntry, 'targetType' | 'targetId'>): string {
  if (entry.targetType && entry.targetId) return `${entry.targetType}: ${entry.targetId}`
  return entry.targetType ?? entry.targetId ?? ''
}

/** The search box: actor, action, target or details, any case. */
export function filterAudit(entries: readonly AuditEntry[], search: string): AuditEntry[] {
  const needle = search.trim().toLowerCase()
  if (!needle) return [...entries]
  return entries.filter((entry) =>
    [entry.actorEmail ?? '', entry.action, targetText(entry), detailsText(entry.details)].some((text) =>
      text.toLowerCase().includes(needle),
    ),
  )
}
