import { parseArgs } from 'node:util'
import { GameSlugSchema, type SyncResult } from '#shared/schemas/esports'
import { syncEsportsJob } from '#server/jobs/sync-esports.job'
import { runCommand, UsageError, withRuntime } from './cli/command'

// npm run sync:esports [-- --game cs2] [--force]: one run of the sync-pandascore-data job, now, in this process: the
// same job handler and service as the daily schedule and the admin's button (decision 023).
const usage = 'Usage: npm run sync:esports [-- --game cs2|lol|dota2|valorant] [--force]'

runCommand(usage, async () => {
  const { values } = parseArgs({
    options: { game: { type: 'string' }, force: { type: 'boolean', default: false } },
  })
  const game = values.game === undefined ? undefined : GameSlugSchema.safeParse(values.game).data
  if (values.game !== undefined && !game)
    throw new UsageError(`--game must be cs2, lol, dota2 or valorant (got "${values.game}")`)
  const result = await withRuntime('sync:esports', (runtime) =>
    syncEsportsJob().run(runtime.services!, { game, forceRefresh: values.force }),
  )
  const r = result as SyncResult | null
  if (!r) throw new Error('The sync did not run: another run holds it')
  console.log(
    `${r.success ? 'Synced' : 'Sync failed'}: ${r.teams} teams, ${r.players} players, ${r.errors.length} errors (${r.message})`,
  )
  if (!r.success) process.exitCode = 1
})
