import { UserX } from 'lucide-react'
import { paths } from '#shared/paths'
import { EntityNotFound } from '#web/components/layout/entity-not-found'

/** §2.15: an unknown author slug. */
export function AuthorNotFound({ path }: { path: string }) {
  return (
    <EntityNotFound
      path={path}
      title="Author not found"
      text="The author you're looking for doesn't exist."
      headTitle="Author not found"
      headDescription="The author you're looking for doesn't exist."
      back={{ label: 'Browse the latest news', to: paths.news() }}
      icon={UserX}
    />
  )
}
