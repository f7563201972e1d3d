import { EnvError, type Env, readEnv } from '#server/env'
import { createLogger } from '#server/logger'
import { closeRuntime, openRuntime, type Runtime } from '#server/server'

// The operator commands (`npm run admin:create`, `admin:list`, `migrate`…): each prints one line of result, and a
// mistake (a wrong setting or flag, a PGlite data directory a running server holds, an unreachable database) is
// one line on stderr and exit code 1, never a stack.

/** A wrong flag: its message and the command's usage line are printed. */
export class UsageError extends Error {}

/** Runs a command's main; what a person can fix is one line (with the usage after a wrong flag), exit 1. */
export function runCommand(usage: string, main: () => Promise<void>): void {
  main().then(
    // process.exitCode: a command that ran but failed (a sync that failed) sets it to 1.
    () => process.exit(),
    (error: unknown) => {
      if (error instanceof UsageError) console.error(`${error.message}\n${usage}`)
      else if (error instanceof EnvError) console.error(error.message)
      else if (error instanceof Error) console.error(error.message.split('\n')[0])
      else console.error(String(error))
      process.exit(1)
    },
  )
}

/**
 * Opens the database (migrations applied, as the server does at start) for `command`, runs fn, closes it: a PGlite
 * data directory is held only for the command's run, and a running server holding it refuses the command.
 */
export async function withRuntime<T>(
  command: string,
  fn: (runtime: Runtime, env: Env) => Promise<T>,
): Promise<T> {
  const env = readEnv()
  const runtime = await openRuntime(env, createLogger('warn'), `npm run ${command}`)
  try {
    return await fn(runtime, env)
  } finally {
    await closeRuntime(runtime)
  }
}
