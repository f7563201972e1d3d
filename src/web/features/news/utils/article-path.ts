import { slugify } from '../../../../shared/domain/slug'
import { tagLabel } from '../../../../shared/domain/tags'
import type { Article } from '../../../../shared/schemas/article'
import { paths } from '../../../paths'

/** §2.4: /news/{slug}; without a slug, /news/{id or slugified title}. */
export function articlePath(article: Pick<Article, 'slug' | 'id' | 'title'>): string {
  return paths.article(article.slug || article.id || slugify(article.title))
}

/** §3: an article without a game is "Esports"; stored spellings ("LoL", "cs2") read as their labels. */
export function articleGameLabel(game: string | null | undefined): string {
  return tagLabel(game?.trim() || 'Esports')
}
