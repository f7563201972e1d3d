import { purgeTrash } from '../services/admin-trash'
import type { JobDefinition } from './boss'
import { PURGE_TRASH_JOB } from './names'

/** Daily: trash items older than 30 days are removed for good (ARCHITECTURE.md). */
export const purgeTrashJob: JobDefinition = {
  name: PURGE_TRASH_JOB,
  schedule: '43 3 * * *',
  run: async (deps) => {
    const result = await purgeTrash(deps.db)
    deps.logger.info(result, 'trash purged')
    return result
  },
}
