import { refreshTagCounts } from '../services/tags'
import type { JobDefinition } from './boss'

/** Keeps article_tags.article_count (the counts beside each tag in the news filters) in step with articles. */
export const recountTagsJob: JobDefinition = {
  name: 'recount-tags',
  schedule: '17 * * * *',
  run: (runtime) => refreshTagCounts(runtime.database.db),
}
