import {
  Copy,
  Database,
  FileText,
  Gamepad2,
  ListChecks,
  Loader2,
  Pencil,
  RefreshCw,
  Search,
  Sparkles,
  Trash2,
} from 'lucide-react'
import { useId, useMemo, useState } from 'react'
import { Link } from 'react-router'
import { toast } from '#web/lib/toast'
import { duplicatesCleanedMessage, duplicatesFoundMessage } from '#shared/domain/duplicates'
import { ADMIN_ARTICLE_GAME_FILTERS, ALL_GAMES_FILTER } from '#shared/domain/games'
import { AdminPage } from '#web/components/admin/admin-page'
import { EmptyTableRow, RowDeleteButton, RowViewLink } from '#web/components/admin/admin-table'
import { IconCardTitle } from '#web/components/admin/card-headings'
import { type DeleteRequest, DeleteConfirmDialog } from '#web/components/admin/delete-confirm-dialog'
import { QueryContent } from '#web/components/admin/query-content'
import { SelectAllHead, SelectRowCell, useRowSelection } from '#web/components/admin/row-selection'
import { SearchField } from '#web/components/ui/search-field'
import { useLoadErrorToast } from '#web/components/admin/use-load-error-toast'
import { PageHeader } from '#web/components/layout/page'
import { Badge } from '#web/components/ui/badge'
import { Button } from '#web/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#web/components/ui/card'
import { ConfirmDialog } from '#web/components/ui/dialog'
import { Select } from '#web/components/ui/select'
import { StatCard } from '#web/components/ui/stat-card'
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '#web/components/ui/table'
import { ApiError, apiErrorMessage } from '#web/lib/api-client'
import { useBusyIds } from '#web/lib/use-busy-ids'
import { paths } from '#shared/paths'
import { useBulkDeleteArticles, useDeleteArticle } from '../api/delete-articles'
import { useCleanUpDuplicates, useFindDuplicates } from '../api/duplicates'
import { useAdminArticles } from '../api/get-admin-articles'
import { useRefreshArticle } from '../api/refresh-article'
import type { DuplicateReport } from '#shared/schemas/admin'
import type { Article } from '#shared/schemas/article'
import { adminMessages, bulkDeleteQuestion, bulkDeleteReport, deleteQuestion } from '#web/lib/messages'
import { articleViewSlug, countGames, filterArticles } from '../utils/list'
import { ArticleTrash } from './article-trash'

function localDate(value: string): string {
  const date = new Date(value)
  return Number.isNaN(date.getTime()) ? '' : date.toLocaleDateString()
}

/** §2.19 Article management. */
export function ArticlesManager() {
  const list = useAdminArticles()
  const [search, setSearch] = useState('')
  const [game, setGame] = useState(ALL_GAMES_FILTER)
  const [confirm, setConfirm] = useState<DeleteRequest<Article> | null>(null)
  const refreshing = useBusyIds()
  const deleteOne = useDeleteArticle()
  const bulkDelete = useBulkDeleteArticles()
  const refresh = useRefreshArticle()
  const gameId = useId()

  const articles = list.data?.articles ?? []
  const filtered = useMemo(
    () => filterArticles(list.data?.articles ?? [], { search, game }),
    [list.data, search, game],
  )
  const visibleIds = useMemo(() => filtered.map((article) => article.id), [filtered])
  const selection = useRowSelection(visibleIds)
  const { chosen } = selection

  useLoadErrorToast(list, 'Failed to load articles')

  async function reload() {
    await list.refetch()
  }

  async function runBulkDelete() {
    try {
      const result = await bulkDelete.mutateAsync(chosen)
      if (!result.success && result.deletedCount === 0) {
        toast.error(result.message || 'Failed to delete articles')
      } else {
        const report = bulkDeleteReport(result)
        toast.success(report.title, { description: report.description })
        // §4: the selection is cleared after a successful bulk delete.
        selection.clear()
      }
      setConfirm(null)
    } catch (error) {
      toast.error(apiErrorMessage(error) ?? 'Failed to delete articles')
    }
  }

  async function runDelete(article: Article) {
    try {
      const result = await deleteOne.mutateAsync(article.id)
      if (result.success) {
        toast.success('Article deleted successfully')
        selection.toggle(article.id, false)
      } else toast.error(result.message || 'Failed to delete article')
      setConfirm(null)
    } catch (error) {
      if (error instanceof ApiError && error.status === 404) {
        toast.error('Article not found or already deleted')
        setConfirm(null)
      } else toast.error(apiErrorMessage(error) ?? 'Failed to delete article')
    }
  }

  function runRefresh(article: Article) {
    return refreshing.track(article.id, async () => {
      const id = toast.loading('Processing', {
        description: 'Re-processing article content from original source...',
      })
      try {
        const result = await refresh.mutateAsync(article.id)
        if (result.success)
          toast.success('Article content refreshed successfully', { id, description: undefined })
        else
          toast.error(result.message || 'Failed to refresh article content', { id, description: undefined })
      } catch (error) {
        const message =
          error instanceof ApiError
            ? error.message || 'Failed to refresh article content'
            : `Network error: ${error instanceof Error ? error.message : String(error)}`
        toast.error(message, { id, description: undefined })
      }
    })
  }

  return (
    <AdminPage>
      <PageHeader
        title="Article Management"
        description="Edit, delete and de-duplicate the site's articles."
      />

      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <StatCard label="Total Articles" value={list.data ? articles.length : '—'} icon={<FileText />} />
        <StatCard label="Filtered Results" value={list.data ? filtered.length : '—'} icon={<Search />} />
        <StatCard label="Games Covered" value={list.data ? countGames(articles) : '—'} icon={<Gamepad2 />} />
        <StatCard label="Selected" value={chosen.length} icon={<ListChecks />} />
      </div>

      <DatabaseManagement onReload={() => void reload()} reloading={list.isFetching} />

      <Card>
        <CardHeader className="gap-4">
          <CardTitle asChild>
            <h2>Articles</h2>
          </CardTitle>
          <div className="flex flex-col gap-3 md:flex-row md:items-center">
            <SearchField
              label="Search articles"
              placeholder="Search articles..."
              value={search}
              onChange={setSearch}
              className="flex-1 md:max-w-sm"
            />
            <label htmlFor={gameId} className="sr-only">
              Filter by game
            </label>
            <Select
              id={gameId}
              value={game}
              onChange={(event) => setGame(event.target.value)}
              className="md:w-56"
            >
              {ADMIN_ARTICLE_GAME_FILTERS.map((choice) => (
                <option key={choice.value} value={choice.value}>
                  {choice.label}
                </option>
              ))}
            </Select>
            <Button
              variant="destructive"
              className="md:ml-auto"
              disabled={chosen.length === 0 || bulkDelete.isPending}
              onClick={() => setConfirm({ kind: 'bulk' })}
            >
              <Trash2 aria-hidden="true" />
              Delete Selected ({chosen.length})
            </Button>
          </div>
        </CardHeader>
        <CardContent>
          <QueryContent
            query={list}
            loading="Loading articles..."
            failed="Failed to load articles"
            className="py-8"
          >
            <Table>
              <TableHeader>
                <TableRow>
                  <SelectAllHead selection={selection} label="Select all articles" />
                  <TableHead>Title</TableHead>
                  <TableHead>Game</TableHead>
                  <TableHead>Author</TableHead>
                  <TableHead>Published</TableHead>
                  <TableHead className="text-right">Actions</TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {filtered.length === 0 ? (
                  <EmptyTableRow colSpan={6}>No articles found</EmptyTableRow>
                ) : (
                  filtered.map((article) => {
                    const busy = refreshing.ids.has(article.id)
                    return (
                      <TableRow
                        key={article.id}
                        data-state={selection.has(article.id) ? 'selected' : undefined}
                      >
                        <SelectRowCell
                          selection={selection}
                          id={article.id}
                          label={`Select "${article.title}"`}
                        />
                        <TableCell className="max-w-md">
                          <span className="line-clamp-2 font-medium">{article.title}</span>
                        </TableCell>
                        <TableCell>
                          <Badge variant="secondary">{article.game || 'Esports'}</Badge>
                        </TableCell>
                        <TableCell className="whitespace-nowrap">{article.author || 'Unknown'}</TableCell>
                        <TableCell className="whitespace-nowrap">{localDate(article.publishedAt)}</TableCell>
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
                              onClick={() => void runRefresh(article)}
                              aria-label={`Refresh content of "${article.title}"`}
                              title="Refresh content"
                            >
                              {busy ? (
                                <Loader2 aria-hidden="true" className="animate-spin" />
                              ) : (
                                <RefreshCw aria-hidden="true" />
                              )}
                            </Button>
                            <RowDeleteButton
                              label={`Delete "${article.title}"`}
                              className="size-8"
                              onClick={() => setConfirm({ kind: 'one', item: article })}
                            />
                          </div>
                        </TableCell>
                      </TableRow>
                    )
                  })
                )}
              </TableBody>
            </Table>
          </QueryContent>
        </CardContent>
      </Card>

      <ArticleTrash />

      <DeleteConfirmDialog
        request={confirm}
        onClose={() => setConfirm(null)}
        busy={deleteOne.isPending || bulkDelete.isPending}
        bulk={{
          title: 'Delete selected articles',
          question: bulkDeleteQuestion(chosen.length),
          run: () => void runBulkDelete(),
        }}
        one={{
          title: 'Delete article',
          question: (article) => deleteQuestion(article.title),
          run: (article) => void runDelete(article),
        }}
      />
    </AdminPage>
  )
}

/** §2.19 "Database Management": refresh, find and clean up duplicates. */
function DatabaseManagement({ onReload, reloading }: { onReload: () => void; reloading: boolean }) {
  const find = useFindDuplicates()
  const cleanUp = useCleanUpDuplicates()
  const [report, setReport] = useState<DuplicateReport | null>(null)
  const [confirming, setConfirming] = useState(false)
  const toDelete = report?.groups.reduce((sum, group) => sum + group.remove.length, 0) ?? 0

  async function runFind() {
    try {
      const result = await find.mutateAsync()
      setReport(result)
      toast.success('Duplicates Found', { description: duplicatesFoundMessage(result) })
    } catch {
      toast.error('Failed to find duplicate articles')
    }
  }

  async function runCleanUp() {
    try {
      const { deleted } = await cleanUp.mutateAsync()
      toast.success('Cleanup Complete', { description: duplicatesCleanedMessage(deleted) })
      // §4: reloads, then clears the duplicate view.
      setReport(null)
      setConfirming(false)
    } catch {
      toast.error('Failed to cleanup duplicate articles')
    }
  }

  return (
    <Card>
      <CardHeader>
        <IconCardTitle icon={Database}>Database Management</IconCardTitle>
        <CardDescription>Reload the list, and find articles published more than once.</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" onClick={onReload} disabled={reloading}>
            <RefreshCw aria-hidden="true" className={reloading ? 'animate-spin' : undefined} />
            Refresh Data
          </Button>
          <Button variant="outline" onClick={() => void runFind()} disabled={find.isPending}>
            {find.isPending ? (
              <Loader2 aria-hidden="true" className="animate-spin" />
            ) : (
              <Copy aria-hidden="true" />
            )}
            {find.isPending ? 'Finding...' : 'Find Duplicates'}
          </Button>
          {report && report.groups.length > 0 ? (
            <Button variant="destructive" onClick={() => setConfirming(true)} disabled={cleanUp.isPending}>
              <Sparkles aria-hidden="true" />
              Clean Up Duplicates
            </Button>
          ) : null}
        </div>

        {report ? (
          report.groups.length === 0 ? (
            <p role="status" className="text-sm text-muted-foreground">
              No duplicate articles found.
            </p>
          ) : (
            <section aria-labelledby="duplicates-found" className="flex flex-col gap-3">
              <h3 id="duplicates-found" className="font-semibold">
                Duplicate Articles Found
              </h3>
              <p className="text-sm text-muted-foreground">{duplicatesFoundMessage(report)}</p>
              <ul className="flex flex-col gap-3">
                {report.groups.map((group, index) => (
                  <li key={`${group.title}-${index}`} className="rounded-lg border p-3">
                    <p className="mb-2 font-medium">{group.title}</p>
                    <ul className="flex flex-col gap-1.5 text-sm">
                      {[group.keep, ...group.remove].map((entry, position) => (
                        <li key={entry.id} className="flex flex-wrap items-center gap-2">
                          <Badge variant={position === 0 ? 'default' : 'destructive'}>
                            {position === 0 ? 'KEEP' : 'DELETE'}
                          </Badge>
                          <span className="font-mono text-xs break-all">
                            ID: {entry.id} | Published: {localDate(entry.publishedAt)}
                          </span>
                          <Badge variant="secondary">{entry.game || 'Esports'}</Badge>
                        </li>
                      ))}
                    </ul>
                  </li>
                ))}
              </ul>
            </section>
          )
        ) : null}
      </CardContent>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Clean Up Duplicates"
        description={`Delete ${toDelete} duplicate articles? The oldest article of each title is kept.`}
        confirmLabel="Clean Up"
        busy={cleanUp.isPending}
        busyLabel="Cleaning up..."
        onConfirm={() => void runCleanUp()}
      />
    </Card>
  )
}
