import { useSyncExternalStore } from 'react'
import { SPOILER_FREE_CLASS, SPOILER_FREE_STORAGE_KEY } from '#shared/theme'

// Spoiler-free mode: kept in localStorage, mirrored as a class on <html> (set before the first paint by
// the head script in src/shared/theme.ts), so CSS hides every result even before the app's JavaScript runs.

/** What the stored value means: only the exact string "true" turns the mode on. */
export function parseSpoilerFree(value: string | null | undefined): boolean {
  return value === 'true'
}

function readSpoilerFree(): boolean {
  try {
    return parseSpoilerFree(localStorage.getItem(SPOILER_FREE_STORAGE_KEY))
  } catch {
    // Storage disabled: fall back to what the page shows now.
    return document.documentElement.classList.contains(SPOILER_FREE_CLASS)
  }
}

function applySpoilerFree(on: boolean): void {
  document.documentElement.classList.toggle(SPOILER_FREE_CLASS, on)
}

const listeners = new Set<() => void>()

function subscribe(listener: () => void): () => void {
  listeners.add(listener)
  // Another tab switched the mode: follow it here too.
  const onStorage = (event: StorageEvent) => {
    if (event.key === SPOILER_FREE_STORAGE_KEY || event.key === null) {
      applySpoilerFree(readSpoilerFree())
      listener()
    }
  }
  window.addEventListener('storage', onStorage)
  return () => {
    listeners.delete(listener)
    window.removeEventListener('storage', onStorage)
  }
}

export function setSpoilerFree(on: boolean): void {
  try {
    localStorage.setItem(SPOILER_FREE_STORAGE_KEY, String(on))
  } catch {
    // Private mode or storage disabled: the choice lasts for this page view only.
  }
  applySpoilerFree(on)
  for (const listener of listeners) listener()
}

/**
 * Whether spoiler-free mode is on. False on the server and during hydration (the server cannot know it); the
 * page looks right before that anyway, because CSS keys off the <html> class, not this value.
 */
export function useSpoilerFree(): boolean {
  return useSyncExternalStore(subscribe, readSpoilerFree, () => false)
}
