import { TrashCard, type TrashCopy } from '#web/components/admin/trash-card'
import { useRestoreTeam } from '../api/trash'

const COPY: TrashCopy = {
  description:
    'Deleted teams, with their players and matches, are kept for 30 days and can be restored until then.',
  tableLabel: 'Deleted teams',
  nameHeader: 'Team',
  restoreLabel: (title) => `Restore ${title}`,
  restoredToast: 'Team restored',
  restoreFailedToast: 'Failed to restore team',
}

/** ARCHITECTURE "Choices": deleted teams stay in a trash for 30 days, restorable. */
export function TeamTrash() {
  const restore = useRestoreTeam()
  return <TrashCard kind="team" copy={COPY} restore={restore.mutateAsync} />
}
