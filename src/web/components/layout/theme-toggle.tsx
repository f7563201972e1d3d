import { Monitor, Moon, Sun } from 'lucide-react'
import { useEffect, useSyncExternalStore } from 'react'
import { cn } from '../../lib/cn'
import { applyTheme, readStoredTheme, storeTheme, THEME_STORAGE_KEY, type Theme } from '../../lib/theme'
import { Button } from '../ui/button'

const listeners = new Set<() => void>()

function subscribe(listener: () => void): () => void {
  listeners.add(listener)
  // Another tab changed the theme.
  const onStorage = (event: StorageEvent) => {
    if (event.key === THEME_STORAGE_KEY || event.key === null) {
      applyTheme(readStoredTheme())
      listener()
    }
  }
  window.addEventListener('storage', onStorage)
  return () => {
    listeners.delete(listener)
    window.removeEventListener('storage', onStorage)
  }
}

/** The stored theme choice; "system" on the server and during hydration (the server cannot know it). */
export function useTheme(): [Theme, (theme: Theme) => void] {
  const theme = useSyncExternalStore(subscribe, readStoredTheme, () => 'system' as const)
  return [theme, setTheme]
}

function setTheme(theme: Theme): void {
  storeTheme(theme)
  for (const listener of listeners) listener()
}

const NEXT: Record<Theme, Theme> = { light: 'dark', dark: 'system', system: 'light' }
const LABEL: Record<Theme, string> = { light: 'Light', dark: 'Dark', system: 'System' }
const ICON = { light: Sun, dark: Moon, system: Monitor } as const

/** Spec §1: light, dark or system. One button cycles light → dark → system; the label says both states. */
export function ThemeToggle({ className }: { className?: string }) {
  const [theme, set] = useTheme()

  // While following the system, follow its changes too.
  useEffect(() => {
    if (theme !== 'system') return
    const media = window.matchMedia('(prefers-color-scheme: dark)')
    const onChange = () => applyTheme('system')
    media.addEventListener('change', onChange)
    return () => media.removeEventListener('change', onChange)
  }, [theme])

  const next = NEXT[theme]
  const Icon = ICON[theme]
  const label = `Theme: ${LABEL[theme]}. Switch to ${LABEL[next].toLowerCase()} theme`
  return (
    <Button
      type="button"
      variant="ghost"
      size="icon"
      className={cn('text-muted-foreground hover:text-foreground', className)}
      aria-label={label}
      title={label}
      onClick={() => set(next)}
    >
      <Icon aria-hidden="true" />
    </Button>
  )
}
