import { parseArgs } from 'node:util'
import { createAdminUser } from '#server/services/users'
import { runCommand, UsageError, withRuntime } from './cli/command'

// npm run admin:create -- --email E --password P --role super_admin|admin
const usage =
  'Usage: npm run admin:create -- --email you@example.com --password secret --role super_admin|admin'

runCommand(usage, async () => {
  const { values } = parseArgs({
    options: {
      email: { type: 'string' },
      password: { type: 'string' },
      role: { type: 'string', default: 'admin' },
    },
  })
  if (!values.email || !values.password) throw new UsageError('--email and --password are required')
  const role = values.role
  if (role !== 'admin' && role !== 'super_admin') {
    throw new UsageError(`--role must be admin or super_admin (got "${role}")`)
  }
  const { email, password } = values
  await withRuntime('admin:create', (runtime) =>
    createAdminUser(runtime.auth, runtime.database.db, { email, password, role }),
  )
  console.log(`Created ${role.replace('_', ' ')} ${email.toLowerCase()}`)
})
