import { refreshTagCounts } from '../services/tags'
import type { JobDefinition } from './boss'
import { RECOUNT_TAGS_JOB } from './names'

/** Keeps article_tags.article_count (the counts beside each tag in the news filters) in step with articles. */
export const recountTagsJob: JobDefinition = {
  name: RECOUNT_TAGS_JOB,
  schedule: '17 * * * *',
  run: (deps) => refreshTagCounts(deps.db),
}
