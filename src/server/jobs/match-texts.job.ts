import { writeMatchTexts } from '../services/match-texts'
import type { JobDefinition } from './boss'
import { WRITE_MATCH_TEXTS_JOB } from './names'

/** Every 20 minutes, besides the run after each sync (sync-esports.job.ts): previews for new pairings, recaps. */
const MATCH_TEXTS_SCHEDULE = '*/20 * * * *'

/** write-match-texts: the match pages' AI previews and recaps, a bounded number per run. */
export const matchTextsJob: JobDefinition = {
  name: WRITE_MATCH_TEXTS_JOB,
  schedule: MATCH_TEXTS_SCHEDULE,
  run: (deps) => writeMatchTexts(deps),
}
