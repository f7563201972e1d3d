import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useRef } from 'react'
import { useNavigate } from 'react-router'
import type { MatchChange } from '#shared/schemas/match-changes'
import { sideName } from '#web/components/esports/match-labels'
import { type MatchAlert, MatchAlertTracker } from '#web/lib/follow-alerts'
import { followingQueries, useFollowing } from '#web/lib/following'
import type { Follows } from '#web/lib/follows'
import { followMessages } from '#web/lib/messages'
import { batchChanges, subscribeToMatchChanges } from '#web/lib/realtime'
import { useSpoilerFree } from '#web/lib/spoiler'
import { toast } from '#web/lib/toast'

/** "Cobalt Tide vs Aurora Vanguard", and the score between the names when it may be shown. */
export function alertText(alert: MatchAlert, spoilerFree: boolean) {
  const [home, away] = alert.match.teams.map(sideName) as [string, string]
  const teams = `${home} vs ${away}`
  if (alert.kind === 'live') return followMessages.matchLive(teams)
  const [a, b] = alert.scores
  const score = spoilerFree || a === null || b === null ? null : `${home} ${a}–${b} ${away}`
  return followMessages.matchEnded(teams, score)
}

/**
 * Issue #18 item 4: while any page is open, a followed team's match going live or ending shows a toast (the site's
 * one toast system), heard through the live stream (/api/realtime, event "match"; decision 028). In spoiler-free
 * mode the end says so without the score. Mounted by the root layout only while something is followed.
 */
export default function FollowAlerts({ follows }: { follows: Follows }) {
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const read = useFollowing(follows)
  const spoilerFree = useSpoilerFree()
  const tracker = useRef(new MatchAlertTracker())
  const latest = useRef({ data: read.data, follows, spoilerFree, navigate })
  useEffect(() => {
    latest.current = { data: read.data, follows, spoilerFree, navigate }
    if (read.data) tracker.current.seed(read.data)
  })

  useEffect(() => {
    const show = (alerts: readonly MatchAlert[]) => {
      for (const alert of alerts) {
        const { title, description } = alertText(alert, latest.current.spoilerFree)
        const open = () => void latest.current.navigate(alert.match.path)
        const options = {
          id: `match-${alert.match.pandascoreId}-${alert.kind}`,
          description,
          action: { label: 'Open', onClick: open },
        }
        if (alert.kind === 'live') toast.info(title, options)
        else toast.success(title, options)
      }
    }
    const batch = batchChanges<MatchChange>((changes) => {
      const { alerts, unknown } = tracker.current.take(changes, latest.current.data)
      show(alerts)
      if (!alerts.length && !unknown.length) return
      // The followed set's matches changed: its read (the home strip, /following) is stale.
      void queryClient.invalidateQueries({ queryKey: followingQueries.all() })
      if (!unknown.length) return
      void queryClient.fetchQuery(followingQueries.set(latest.current.follows)).then(
        (fresh) => show(tracker.current.resolve(unknown, fresh)),
        () => undefined,
      )
    })
    const unsubscribe = subscribeToMatchChanges(batch.push)
    return () => {
      batch.cancel()
      unsubscribe()
    }
  }, [queryClient])
  return null
}
