import { FileQuestion } from 'lucide-react'
import { paths } from '#shared/paths'
import { EntityNotFound } from '#web/components/layout/entity-not-found'
import { publicMessages } from '#web/lib/messages'

/** §2.8: with no article, "Article not found" / "The article you're looking for doesn't exist." */
export function ArticleNotFound({ path }: { path: string }) {
  return (
    <EntityNotFound
      path={path}
      title={publicMessages.articleNotFound.title}
      text={publicMessages.articleNotFound.description}
      headTitle={publicMessages.articleNotFound.title}
      headDescription={publicMessages.articleNotFound.description}
      back={{ label: 'Browse the latest news', to: paths.news() }}
      icon={FileQuestion}
    />
  )
}
