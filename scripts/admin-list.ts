import { listUsersWithRoles } from '#server/storage/users'
import { runCommand, withRuntime } from './cli/command'

// npm run admin:list: every account, oldest first: role, email, created (UTC day).
runCommand('Usage: npm run admin:list', async () => {
  const users = await withRuntime('admin:list', (runtime) => listUsersWithRoles(runtime.database.db))
  if (!users.length) {
    console.log('No users yet: npm run admin:create -- --email … --password … --role super_admin')
    return
  }
  const width = Math.max(...users.map((u) => (u.role ?? 'no role').length))
  for (const user of users) {
    const created = user.createdAt.toISOString().slice(0, 10)
    console.log(`${(user.role ?? 'no role').padEnd(width)}  ${user.email}  ${created}`)
  }
})
