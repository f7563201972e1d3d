import { RefreshCw, WifiOff } from 'lucide-react'
import { Button } from '#web/components/ui/button'
import { publicMessages } from '#web/lib/messages'

/** §2.14 / §8 "Not Connected": the server cannot be reached, so the co-caster cannot answer. */
export function NotConnected({ brand, onRetry }: { brand: string; onRetry: () => void }) {
  return (
    <div
      role="alert"
      className="flex flex-col gap-3 rounded-xl border border-destructive/40 bg-destructive/5 p-4 sm:flex-row sm:items-center"
    >
      <WifiOff aria-hidden="true" className="size-5 shrink-0 text-destructive" />
      <div className="flex flex-1 flex-col gap-0.5">
        <h2 className="font-semibold">{publicMessages.chatNotConnected}</h2>
        <p className="text-sm text-muted-foreground">Connect to the {brand} server to enable chat.</p>
      </div>
      <Button type="button" variant="outline" size="sm" onClick={onRetry} className="self-start sm:self-auto">
        <RefreshCw aria-hidden="true" />
        Try again
      </Button>
    </div>
  )
}
