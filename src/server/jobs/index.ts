import type { JobDefinition } from './boss'
import { recountTagsJob } from './recount-tags.job'

/** Every background job of the app; later issues add process-feeds, sync-pandascore-data and others here. */
export const jobs: JobDefinition[] = [recountTagsJob]
