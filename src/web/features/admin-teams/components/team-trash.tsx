import { TrashCard, type TrashCopy } from '#web/components/admin/trash-card'
import { adminMessages } from '#web/lib/messages'
import { useRestoreTeam } from '../api/trash'

const COPY: TrashCopy = {
  description:
    'Deleted teams, with their players and matches, are kept for 30 days and can be restored until then.',
  tableLabel: 'Deleted teams',
  nameHeader: 'Team',
  restoreLabel: (title) => `Restore ${title}`,
  restoredToast: adminMessages.teamRestored,
  restoreFailedToast: adminMessages.teamRestoreFailed,
}

/** ARCHITECTURE "Choices": deleted teams stay in a trash for 30 days, restorable. */
export function TeamTrash() {
  const restore = useRestoreTeam()
  return <TrashCard kind="team" copy={COPY} restore={restore.mutateAsync} />
}
