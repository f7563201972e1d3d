import { closeSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { EnvError } from '../env'

// Decision 029: PGlite is one process per data directory; a second one opening it would corrupt it. The holder
// writes its pid in DATA_DIR/bo5.lock; another process is refused with one line, and a lock whose process is gone
// (killed, crashed, a container restarted) is taken over.

export const LOCK_FILE = 'bo5.lock'

/** Directories this process holds: a second open in the same process is refused too. */
const held = new Set<string>()

/**
 * Takes the data directory for this process, or throws an EnvError naming DATA_DIR and the holder. Returns the
 * release function (idempotent).
 */
export function lockDataDir(dataDir: string, holder: string): () => void {
  const dir = resolve(dataDir)
  const path = join(dir, LOCK_FILE)
  for (let attempt = 0; attempt < 3; attempt++) {
    let fd: number
    try {
      fd = openSync(path, 'wx')
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
      const current = readLock(path)
      if (current && isAlive(current.pid, dir)) {
        throw new EnvError(
          `DATA_DIR ${dataDir} is in use by ${current.holder} (pid ${current.pid}): stop it first (PGlite allows one process per data directory)`,
        )
      }
      // The holder is gone: its lock is stale.
      try {
        unlinkSync(path)
      } catch {
        // another process took it over first; look again
      }
      continue
    }
    writeSync(fd, `${process.pid}\n${holder}\n`)
    closeSync(fd)
    held.add(dir)
    let released = false
    return () => {
      if (released) return
      released = true
      held.delete(dir)
      try {
        if (readLock(path)?.pid === process.pid) unlinkSync(path)
      } catch {
        // already gone
      }
    }
  }
  throw new EnvError(`DATA_DIR ${dataDir}: could not take its lock file ${LOCK_FILE}`)
}

function readLock(path: string): { pid: number; holder: string } | undefined {
  try {
    const [pid, holder] = readFileSync(path, 'utf8').split('\n')
    const number = Number(pid)
    return Number.isInteger(number) && number > 0
      ? { pid: number, holder: holder || 'another process' }
      : undefined
  } catch {
    return undefined
  }
}

/** Whether the lock's process is still running (and is not this process holding a lock it never took). */
function isAlive(pid: number, dir: string): boolean {
  // Our own pid: held in this process, or left by an earlier life of a container whose first process had it.
  if (pid === process.pid) return held.has(dir)
  try {
    process.kill(pid, 0)
  } catch (error) {
    // EPERM: it exists and belongs to another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
  // A reused pid: on Linux, a process that is not Node does not hold a data directory.
  const command = readFileSafe(`/proc/${pid}/cmdline`)
  return command === undefined || /node/.test(command)
}

function readFileSafe(path: string): string | undefined {
  try {
    return readFileSync(path, 'utf8')
  } catch {
    return undefined
  }
}
