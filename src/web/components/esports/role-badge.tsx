import { Badge } from '#web/components/ui/badge'

/** §2.12/§2.13: a player's role as a badge; nothing when the role is unknown. */
export function RoleBadge({ role }: { role: string | null | undefined }) {
  if (!role) return null
  return (
    <Badge variant="secondary" className="capitalize">
      {role}
    </Badge>
  )
}
