import { FilePen } from 'lucide-react'
import { listDate } from '#web/components/admin/admin-table'
import { QueryContent } from '#web/components/admin/query-content'
import { Badge } from '#web/components/ui/badge'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#web/components/ui/card'
import { adminMessages } from '#web/lib/messages'
import { useStoryDrafts } from '../api/get-story-drafts'

/**
 * Issue #18: the stories the site drafted for review, one "Roster Move" per transfer the sync saw, written from
 * our data alone. They are drafts: none is published, and nothing public reads them.
 */
export function StoryDrafts() {
  const drafts = useStoryDrafts()
  const list = drafts.data?.drafts ?? []
  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2 className="flex items-center gap-2">
            <FilePen aria-hidden="true" className="size-5" />
            Drafts ({list.length})
          </h2>
        </CardTitle>
        <CardDescription>{adminMessages.storyDraftsNote}</CardDescription>
      </CardHeader>
      <CardContent>
        <QueryContent
          query={drafts}
          loading="Loading drafts..."
          failed={adminMessages.storyDraftsLoadFailed}
          empty={list.length === 0 ? adminMessages.noStoryDrafts : undefined}
          className="py-4"
        >
          <ul className="flex flex-col divide-y" aria-label="Story drafts">
            {list.map((draft) => (
              <li key={draft.id} className="flex flex-col gap-1.5 py-3">
                <div className="flex flex-wrap items-center gap-2">
                  <Badge variant="outline">Draft</Badge>
                  <Badge variant="highlight">{draft.storyTypeLabel}</Badge>
                  <Badge variant="secondary">{draft.game}</Badge>
                  <span className="text-sm text-muted-foreground">{listDate(draft.createdAt)}</span>
                </div>
                <p className="font-semibold">{draft.title}</p>
                <p className="text-sm text-muted-foreground">{draft.summary}</p>
              </li>
            ))}
          </ul>
        </QueryContent>
      </CardContent>
    </Card>
  )
}
