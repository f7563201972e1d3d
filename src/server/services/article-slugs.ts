import { articleSlug, firstFreeSlug } from '#shared/domain/slug'
import type { Db } from '../db/client'
import type { Logger } from '../logger'
import { changeArticleSlug, listArticlesToRespell, listSlugsStartingWith } from '../storage/articles'

/** The §5 slug rule as it was before decision 020, to recognise the slugs it made. */
function legacySlugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9\s-]/g, '')
    .replace(/\s+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 50)
    .replace(/-+$/g, '')
}

/** Whether `slug` is what the old rule made of `title`: itself, or it with a collision suffix ("-2"). */
function madeByLegacyRule(slug: string, title: string): boolean {
  const legacy = legacySlugify(title) || 'article'
  if (slug === legacy) return true
  const base = slug.replace(/-\d+$/, '')
  return base !== slug && base.length > 0 && legacy.startsWith(base)
}

/**
 * Decision 020: articles whose slug the old rule made unreadable ("caf-mlaut", "article-3") get the slug the new
 * rule makes of their title, once; the slug_history trigger keeps the old one, so its links answer 301. A slug an
 * admin chose, or one the old and new rules agree on, is left alone. Safe to run on every start and on several
 * instances at once. Returns how many slugs changed.
 */
export async function respellArticleSlugs(db: Db, logger?: Logger): Promise<number> {
  let changed = 0
  for (const row of await listArticlesToRespell(db)) {
    if (!madeByLegacyRule(row.slug, row.title)) continue
    const wanted = articleSlug(row.title, row.publishedAt)
    if (wanted === row.slug || wanted === row.slug.replace(/-\d+$/, '')) continue
    const taken = new Set(await listSlugsStartingWith(db, wanted.slice(0, 46)))
    const slug = firstFreeSlug(wanted, taken)
    try {
      if (await changeArticleSlug(db, row.id, row.slug, slug)) changed++
    } catch (error) {
      // Another instance took that slug in the meantime: this article keeps its slug until the next start.
      logger?.warn({ err: error, id: row.id }, 'could not respell an article slug')
    }
  }
  if (changed) logger?.info({ changed }, 'respelled article slugs (decision 020)')
  return changed
}
