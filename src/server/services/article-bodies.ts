import type { Db } from '../db/client'
import { sanitizeHtml } from '../ingest/sanitize'
import type { Logger } from '../logger'
import { getAppState, setAppState } from '../storage/app-state'
import { listArticleBodies, replaceArticleBody } from '../storage/articles'

/** app_state's record of the sanitizer every stored body has been through (decision 003). */
const SANITIZED_STATE = 'article-bodies-sanitized'
/** Bumped when the sanitizer changes what it lets through: every stored body goes through it once more. */
const SANITIZER_VERSION = 'sanitize-html-2.17'
const BATCH = 200
const LEGACY_PLACEHOLDER = '[removed]'

/**
 * Decision 003: bodies stored by an earlier sanitizer (js-xss left unclosed tags and "[removed]" text) are made
 * again by the current one, once per sanitizer version. An edit made meanwhile wins (the body is replaced only if
 * it is still the text that was read). Safe on several instances: the work runs under the startup lock.
 */
export async function resanitizeStoredBodies(db: Db, logger?: Logger): Promise<number> {
  if ((await getAppState(db, SANITIZED_STATE)) === SANITIZER_VERSION) return 0
  let changed = 0
  let afterId: string | null = null
  for (;;) {
    const rows = await listArticleBodies(db, afterId, BATCH)
    if (rows.length === 0) break
    for (const row of rows) {
      // js-xss wrote "[removed]" where it dropped an element; no reader should see it.
      const clean = sanitizeHtml(row.content.replaceAll(LEGACY_PLACEHOLDER, ''))
      if (clean !== row.content && (await replaceArticleBody(db, row.id, row.content, clean))) changed++
    }
    afterId = rows[rows.length - 1]?.id ?? null
  }
  await setAppState(db, SANITIZED_STATE, SANITIZER_VERSION)
  if (changed)
    logger?.info({ changed, sanitizer: SANITIZER_VERSION }, 'made stored article bodies safe again')
  return changed
}
