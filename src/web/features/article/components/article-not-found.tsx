import { FileQuestion } from 'lucide-react'
import { paths } from '#shared/paths'
import { EntityNotFound } from '#web/components/layout/entity-not-found'

/** §2.8: with no article, "Article not found" / "The article you're looking for doesn't exist." */
export function ArticleNotFound({ path }: { path: string }) {
  return (
    <EntityNotFound
      path={path}
      title="Article not found"
      text="The article you're looking for doesn't exist."
      headTitle="Article not found"
      headDescription="The article you're looking for doesn't exist."
      back={{ label: 'Browse the latest news', to: paths.news() }}
      icon={FileQuestion}
    />
  )
}
