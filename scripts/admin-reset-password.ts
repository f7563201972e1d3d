import { parseArgs } from 'node:util'
import { resetUserPassword } from '#server/services/users'
import { runCommand, UsageError, withRuntime } from './cli/command'
import { readSecret } from './cli/read-secret'

// npm run admin:reset-password -- --email E [--password P]: without --password, asked for (not echoed) at a
// terminal, or read as the first line of standard input (`… < file`); a flag is visible to other local users in
// the process list.
const usage =
  'Usage: npm run admin:reset-password -- --email you@example.com [--password secret] (asked for when absent)'

runCommand(usage, async () => {
  const { values } = parseArgs({ options: { email: { type: 'string' }, password: { type: 'string' } } })
  if (!values.email) throw new UsageError('--email is required')
  const email = values.email
  const password = values.password ?? (await readSecret('New password: '))
  if (!password) throw new UsageError('no password given')
  const user = await withRuntime('admin:reset-password', (runtime) =>
    resetUserPassword(runtime.auth, runtime.database.db, { email, password }),
  )
  console.log(`Password reset for ${user.email}; their sessions were ended`)
})
