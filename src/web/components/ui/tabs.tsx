import {
  type ComponentProps,
  createContext,
  type KeyboardEvent,
  useCallback,
  useContext,
  useId,
  useState,
} from 'react'
import { cn } from '../../lib/cn'

// WAI-ARIA tabs pattern: one tab stop (roving tabindex), arrow keys / Home / End move and select (automatic
// activation), each panel labelled by its tab.

interface TabsContextValue {
  value: string
  select: (value: string) => void
  baseId: string
}

const TabsContext = createContext<TabsContextValue | null>(null)

function useTabs(): TabsContextValue {
  const context = useContext(TabsContext)
  if (!context) throw new Error('Tabs parts must be inside <Tabs>')
  return context
}

/** Tab values become element ids: keep them simple ("overview", "five-ws"). */
function tabId(baseId: string, value: string) {
  return `${baseId}-tab-${value}`
}
function panelId(baseId: string, value: string) {
  return `${baseId}-panel-${value}`
}

interface TabsProps extends Omit<ComponentProps<'div'>, 'defaultValue' | 'onChange'> {
  defaultValue: string
  /** Controlled value; omit to let the tabs keep their own. */
  value?: string
  onValueChange?: (value: string) => void
}

export function Tabs({ defaultValue, value, onValueChange, className, ...props }: TabsProps) {
  const [own, setOwn] = useState(defaultValue)
  const baseId = useId()
  const current = value ?? own
  const select = useCallback(
    (next: string) => {
      setOwn(next)
      onValueChange?.(next)
    },
    [onValueChange],
  )
  return (
    <TabsContext.Provider value={{ value: current, select, baseId }}>
      <div className={cn('flex flex-col gap-4', className)} {...props} />
    </TabsContext.Provider>
  )
}

const NEXT_KEYS: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (index, count) => (index + 1) % count,
  ArrowDown: (index, count) => (index + 1) % count,
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  ArrowUp: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_index, count) => count - 1,
}

/** Needs an accessible name: `aria-label` or `aria-labelledby`. */
export function TabsList({ className, onKeyDown, ...props }: ComponentProps<'div'>) {
  const { select } = useTabs()

  function handleKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    onKeyDown?.(event)
    const move = NEXT_KEYS[event.key]
    if (!move || event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return
    const tabs = [...event.currentTarget.querySelectorAll<HTMLButtonElement>('[role="tab"]:not(:disabled)')]
    const index = tabs.indexOf(document.activeElement as HTMLButtonElement)
    if (index === -1) return
    const next = tabs[move(index, tabs.length)]
    if (!next) return
    event.preventDefault()
    next.focus()
    if (next.dataset.value) select(next.dataset.value)
  }

  return (
    <div
      role="tablist"
      aria-orientation="horizontal"
      className={cn(
        'inline-flex w-full items-center gap-1 overflow-x-auto rounded-lg bg-muted p-1 text-muted-foreground',
        className,
      )}
      onKeyDown={handleKeyDown}
      {...props}
    />
  )
}

interface TabsTriggerProps extends Omit<ComponentProps<'button'>, 'value'> {
  value: string
}

export function TabsTrigger({ value, className, onClick, ...props }: TabsTriggerProps) {
  const tabs = useTabs()
  const selected = tabs.value === value
  return (
    <button
      type="button"
      role="tab"
      id={tabId(tabs.baseId, value)}
      aria-selected={selected}
      aria-controls={panelId(tabs.baseId, value)}
      tabIndex={selected ? 0 : -1}
      data-value={value}
      data-state={selected ? 'active' : 'inactive'}
      className={cn(
        'inline-flex flex-1 cursor-pointer items-center justify-center gap-1.5 whitespace-nowrap rounded-md px-3 py-1.5 text-sm font-medium transition-colors hover:text-foreground disabled:pointer-events-none disabled:opacity-50 data-[state=active]:bg-background data-[state=active]:text-foreground data-[state=active]:shadow-sm [&_svg]:size-4 [&_svg]:shrink-0',
        className,
      )}
      onClick={(event) => {
        onClick?.(event)
        if (!event.defaultPrevented) tabs.select(value)
      }}
      {...props}
    />
  )
}

interface TabsContentProps extends ComponentProps<'div'> {
  value: string
}

export function TabsContent({ value, className, ...props }: TabsContentProps) {
  const tabs = useTabs()
  const selected = tabs.value === value
  return (
    <div
      role="tabpanel"
      id={panelId(tabs.baseId, value)}
      aria-labelledby={tabId(tabs.baseId, value)}
      hidden={!selected}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: WAI-ARIA tabs: a text-only panel is the next tab stop after its tab
      tabIndex={0}
      data-state={selected ? 'active' : 'inactive'}
      className={cn('rounded-md', className)}
      {...props}
    />
  )
}
