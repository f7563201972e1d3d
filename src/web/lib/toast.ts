import { useSyncExternalStore } from 'react'
import type { ExternalToast, toast as sonnerToast } from 'sonner'

// ARCHITECTURE "Choices": one toast system, sonner. Its code is downloaded with the first toast, not on every
// first visit: until then a toast waits here, the root layout mounts the Toaster (useToasterWanted), and once
// the Toaster is on the page (toasterMounted) the waiting toasts are shown in order. Each call returns its id
// at once, so a loading toast can be turned into its outcome as with sonner's own `toast`.

type Kind = 'success' | 'info' | 'error' | 'loading'
type Message = Parameters<typeof sonnerToast.success>[0]
type ToastId = string | number

let sonner: typeof sonnerToast | undefined
let waiting: (() => void)[] = []
let wanted = false
const listeners = new Set<() => void>()
let lastId = 0

function raise(kind: Kind, message: Message, data?: ExternalToast): ToastId {
  const id = data?.id ?? `toast-${++lastId}`
  const show = (shown: typeof sonnerToast) => {
    shown[kind](message, { ...data, id })
  }
  if (sonner) show(sonner)
  else {
    waiting.push(() => show(sonner as typeof sonnerToast))
    if (!wanted) {
      wanted = true
      for (const listener of listeners) listener()
    }
  }
  return id
}

/** sonner's `toast.success`, `.info`, `.error` and `.loading`, loading sonner with the first toast. */
export const toast = {
  success: (message: Message, data?: ExternalToast) => raise('success', message, data),
  info: (message: Message, data?: ExternalToast) => raise('info', message, data),
  error: (message: Message, data?: ExternalToast) => raise('error', message, data),
  loading: (message: Message, data?: ExternalToast) => raise('loading', message, data),
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** True from the first toast on: the root layout then mounts sonner's Toaster. False on the server. */
export function useToasterWanted(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => wanted,
    () => false,
  )
}

/** The root layout calls this once the Toaster is mounted: waiting toasts are shown, later ones at once. */
export function toasterMounted(): void {
  void import('sonner').then((module) => {
    // A task later, so the Toaster's live region is in the accessibility tree before its first message.
    setTimeout(() => {
      if (sonner) return
      sonner = module.toast
      const shown = waiting
      waiting = []
      for (const show of shown) show()
    })
  })
}
