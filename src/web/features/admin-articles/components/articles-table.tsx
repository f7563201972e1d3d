import { Loader2, Pencil, RefreshCw } from 'lucide-react'
import { Link } from '#web/components/link'
import { paths } from '#shared/paths'
import type { Article } from '#shared/schemas/article'
import { AdminTable, listDate, RowDeleteButton, RowViewLink } from '#web/components/admin/admin-table'
import type { RowSelection } from '#web/components/admin/row-selection'
import { Badge } from '#web/components/ui/badge'
import { Button } from '#web/components/ui/button'
import { TableCell } from '#web/components/ui/table'
import { articleViewSlug } from '../utils/list'

const COLUMNS = [
  { label: 'Title' },
  { label: 'Game' },
  { label: 'Author' },
  { label: 'Published' },
  { label: 'Actions', className: 'text-right' },
]

interface ArticlesTableProps {
  articles: readonly Article[]
  selection: RowSelection
  /** The rows whose content refresh is running. */
  refreshing: ReadonlySet<string>
  onRefresh: (article: Article) => void
  onDelete: (article: Article) => void
}

/** §2.19 the articles table: one row per article, with View, Edit, Refresh content and Delete. */
export function ArticlesTable({ articles, selection, refreshing, onRefresh, onDelete }: ArticlesTableProps) {
  return (
    <AdminTable
      columns={COLUMNS}
      rows={articles}
      empty="No articles found"
      selection={{
        rows: selection,
        allLabel: 'Select all articles',
        rowLabel: (article) => `Select "${article.title}"`,
      }}
      cells={(article) => (
        <ArticleCells
          article={article}
          busy={refreshing.has(article.id)}
          onRefresh={() => onRefresh(article)}
          onDelete={() => onDelete(article)}
        />
      )}
    />
  )
}

function ArticleCells({
  article,
  busy,
  onRefresh,
  onDelete,
}: {
  article: Article
  busy: boolean
  onRefresh: () => void
  onDelete: () => void
}) {
  return (
    <>
      <TableCell className="max-w-md">
        <span className="line-clamp-2 font-medium">{article.title}</span>
      </TableCell>
      <TableCell>
        <Badge variant="secondary">{article.game || 'Esports'}</Badge>
      </TableCell>
      <TableCell className="whitespace-nowrap">{article.author || 'Unknown'}</TableCell>
      <TableCell className="whitespace-nowrap">{listDate(article.publishedAt)}</TableCell>
      <TableCell>
        <div className="flex justify-end gap-1">
          <RowViewLink
            href={paths.article(articleViewSlug(article))}
            label={`View "${article.title}"`}
            className="size-8"
          />
          <Button asChild variant="ghost" size="icon" className="size-8">
            <Link
              to={paths.admin.articleEdit(article.id)}
              aria-label={`Edit "${article.title}"`}
              title="Edit"
            >
              <Pencil aria-hidden="true" />
            </Link>
          </Button>
          <Button
            variant="ghost"
            size="icon"
            className="size-8"
            disabled={busy}
            onClick={onRefresh}
            aria-label={`Refresh content of "${article.title}"`}
            title="Refresh content"
          >
            {busy ? (
              <Loader2 aria-hidden="true" className="animate-spin" />
            ) : (
              <RefreshCw aria-hidden="true" />
            )}
          </Button>
          <RowDeleteButton label={`Delete "${article.title}"`} className="size-8" onClick={onDelete} />
        </div>
      </TableCell>
    </>
  )
}
