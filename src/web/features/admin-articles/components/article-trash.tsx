import { TrashCard, type TrashCopy } from '#web/components/admin/trash-card'
import { adminMessages } from '#web/lib/messages'
import { useRestoreArticle } from '../api/trash'

const COPY: TrashCopy = {
  description: 'Deleted articles are kept for 30 days and can be restored until then.',
  tableLabel: 'Deleted articles',
  nameHeader: 'Title',
  restoreLabel: (title) => `Restore "${title}"`,
  restoredToast: adminMessages.articleRestored,
  restoreFailedToast: adminMessages.articleRestoreFailed,
}

/** ARCHITECTURE "Choices": deleted articles stay in a trash for 30 days, restorable. */
export function ArticleTrash() {
  const restore = useRestoreArticle()
  return <TrashCard kind="article" copy={COPY} restore={restore.mutateAsync} nameClassName="max-w-md" />
}
