import { roleWord } from '#shared/domain/roles'
import { Badge } from '#web/components/ui/badge'

/** §2.12/§2.13: a player's role as a badge ("Jungle", not PandaScore's "jun"); nothing when the role is unknown. */
export function RoleBadge({ role }: { role: string | null | undefined }) {
  if (!role) return null
  return (
    <Badge variant="secondary" className="capitalize">
      {roleWord(role)}
    </Badge>
  )
}
