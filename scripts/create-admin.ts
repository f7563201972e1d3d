import { parseArgs } from 'node:util'
import { EnvError, readEnv } from '#server/env'
import { createLogger } from '#server/logger'
import { openRuntime } from '#server/server'
import { createAdminUser } from '#server/services/users'

// npm run admin:create -- --email E --password P --role super_admin|admin
const usage =
  'Usage: npm run admin:create -- --email you@example.com --password secret --role super_admin|admin'

async function main() {
  const { values } = parseArgs({
    options: {
      email: { type: 'string' },
      password: { type: 'string' },
      role: { type: 'string', default: 'admin' },
    },
  })
  if (!values.email || !values.password) throw new UsageError('--email and --password are required')
  if (values.role !== 'admin' && values.role !== 'super_admin') {
    throw new UsageError(`--role must be admin or super_admin (got "${values.role}")`)
  }
  const env = readEnv()
  const runtime = await openRuntime(env, createLogger('warn'))
  try {
    await createAdminUser(runtime.auth, runtime.database.db, {
      email: values.email,
      password: values.password,
      role: values.role,
    })
    console.log(`Created ${values.role.replace('_', ' ')} ${values.email.toLowerCase()}`)
  } finally {
    await runtime.database.close()
  }
}

class UsageError extends Error {}

main().catch((error: unknown) => {
  if (error instanceof UsageError) console.error(`${error.message}\n${usage}`)
  else if (error instanceof EnvError || error instanceof Error) console.error(error.message)
  else console.error(error)
  process.exit(1)
})
