import { CalendarPlus, Copy } from 'lucide-react'
import { useId, useRef } from 'react'
import { paths } from '#shared/paths'
import { SectionCard } from '#web/components/esports/section-card'
import { Button } from '#web/components/ui/button'
import { Input } from '#web/components/ui/input'
import { type FollowedRef, refKey } from '#web/lib/follows'
import { showToast } from '#web/lib/messages'
import { useSite } from '#web/lib/site'

/** The calendar app's scheme for the same address: subscribing, not downloading once. */
const webcalUrl = (url: string) => url.replace(/^https?:\/\//, 'webcal://')

/**
 * Issue #18 item 2's "stable URL the page offers to copy": the followed teams' matches as one calendar, to copy
 * into a calendar app or open as webcal://. The address names the teams, so it keeps working without this browser.
 */
export function CalendarSubscription({ teams }: { teams: readonly FollowedRef[] }) {
  const { siteUrl } = useSite()
  const field = useRef<HTMLInputElement>(null)
  const id = useId()
  const url = new URL(paths.followedCalendar(teams.map(refKey)), siteUrl).toString()
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url)
    } catch {
      // No clipboard here (an insecure origin, a refused permission): the address is selected to copy by hand.
      field.current?.select()
      return
    }
    showToast({ kind: 'success', title: 'Calendar address copied' })
  }
  return (
    <SectionCard
      id="following-calendar"
      title="Your teams' calendar"
      icon={<CalendarPlus aria-hidden="true" className="size-5 text-primary" />}
    >
      <div className="flex flex-col gap-3">
        <label htmlFor={id} className="text-sm text-muted-foreground">
          Every match of your teams in your calendar app, kept up to date when a match moves.
        </label>
        <div className="flex flex-col gap-2 sm:flex-row">
          <Input id={id} ref={field} readOnly value={url} onFocus={(event) => event.currentTarget.select()} />
          <Button type="button" variant="outline" onClick={() => void copy()}>
            <Copy aria-hidden="true" />
            Copy address
          </Button>
          <Button asChild variant="secondary">
            <a href={webcalUrl(url)}>
              <CalendarPlus aria-hidden="true" />
              Subscribe
            </a>
          </Button>
        </div>
      </div>
    </SectionCard>
  )
}
