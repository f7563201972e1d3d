import {
  ArrowLeft,
  Copy,
  Database,
  ExternalLink,
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
import { useEffect, useId, useMemo, useState } from 'react'
import { Link } from 'react-router'
import { toast } from '../../../lib/toast'
import { duplicatesCleanedMessage, duplicatesFoundMessage } from '../../../../shared/domain/duplicates'
import { ADMIN_ARTICLE_GAME_FILTERS, ALL_GAMES_FILTER } from '../../../../shared/domain/games'
import { PageContainer, PageHeader } from '../../../components/layout/page'
import { Badge } from '../../../components/ui/badge'
import { Button } from '../../../components/ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card'
import { Checkbox } from '../../../components/ui/checkbox'
import { ConfirmDialog } from '../../../components/ui/dialog'
import { Input } from '../../../components/ui/input'
import { Select } from '../../../components/ui/select'
import { StatCard } from '../../../components/ui/stat-card'
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../../components/ui/table'
import { ApiError } from '../../../lib/api-client'
import { paths } from '../../../paths'
import { useBulkDeleteArticles, useDeleteArticle } from '../api/delete-articles'
import { useCleanUpDuplicates, useFindDuplicates } from '../api/duplicates'
import { useAdminArticles } from '../api/get-admin-articles'
import { useRefreshArticle } from '../api/refresh-article'
import type { Article, DuplicatesReport } from '../api/types'
import {
  articleViewSlug,
  bulkDeleteQuestion,
  bulkDeleteReport,
  countGames,
  deleteQuestion,
  filterArticles,
  toggleAll,
  toggleOne,
  visibleSelection,
} from '../utils/list'
import { ArticleTrash } from './article-trash'

function serverMessage(error: unknown): string | undefined {
  return error instanceof ApiError && error.message ? error.message : undefined
}

function localDate(value: string): string {
  const date = new Date(value)
  return Number.isNaN(date.getTime()) ? '' : date.toLocaleDateString()
}

/** §2.19 Article management. */
export function ArticlesManager() {
  const list = useAdminArticles()
  const [search, setSearch] = useState('')
  const [game, setGame] = useState(ALL_GAMES_FILTER)
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set())
  const [confirm, setConfirm] = useState<{ kind: 'bulk' } | { kind: 'one'; article: Article } | null>(null)
  const [refreshing, setRefreshing] = useState<ReadonlySet<string>>(new Set())
  const deleteOne = useDeleteArticle()
  const bulkDelete = useBulkDeleteArticles()
  const refresh = useRefreshArticle()
  const searchId = useId()
  const gameId = useId()

  const articles = list.data?.articles ?? []
  const filtered = useMemo(
    () => filterArticles(list.data?.articles ?? [], { search, game }),
    [list.data, search, game],
  )
  const visibleIds = useMemo(() => filtered.map((article) => article.id), [filtered])
  const chosen = visibleSelection(selected, visibleIds)
  const allChosen = filtered.length > 0 && chosen.length === filtered.length

  useEffect(() => {
    if (list.errorUpdatedAt) toast.error('Failed to load articles')
  }, [list.errorUpdatedAt])

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
        setSelected(new Set())
      }
      setConfirm(null)
    } catch (error) {
      toast.error(serverMessage(error) ?? 'Failed to delete articles')
    }
  }

  async function runDelete(article: Article) {
    try {
      const result = await deleteOne.mutateAsync(article.id)
      if (result.success) {
        toast.success('Article deleted successfully')
        setSelected((current) => toggleOne(current, article.id, false))
      } else toast.error(result.message || 'Failed to delete article')
      setConfirm(null)
    } catch (error) {
      if (error instanceof ApiError && error.status === 404) {
        toast.error('Article not found or already deleted')
        setConfirm(null)
      } else toast.error(serverMessage(error) ?? 'Failed to delete article')
    }
  }

  async function runRefresh(article: Article) {
    setRefreshing((busy) => new Set(busy).add(article.id))
    const id = toast.loading('Processing', {
      description: 'Re-processing article content from original source...',
    })
    try {
      const result = await refresh.mutateAsync(article.id)
      if (result.success)
        toast.success('Article content refreshed successfully', { id, description: undefined })
      else toast.error(result.message || 'Failed to refresh article content', { id, description: undefined })
    } catch (error) {
      const message =
        error instanceof ApiError
          ? error.message || 'Failed to refresh article content'
          : `Network error: ${error instanceof Error ? error.message : String(error)}`
      toast.error(message, { id, description: undefined })
    } finally {
      setRefreshing((busy) => {
        const next = new Set(busy)
        next.delete(article.id)
        return next
      })
    }
  }

  return (
    <PageContainer className="flex flex-col gap-6">
      <div>
        <Button asChild variant="ghost" size="sm" className="-ml-3">
          <Link to={paths.admin.dashboard()}>
            <ArrowLeft aria-hidden="true" />
            Back to Admin
          </Link>
        </Button>
      </div>
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
            <search className="relative block flex-1 md:max-w-sm">
              <label htmlFor={searchId} className="sr-only">
                Search articles
              </label>
              <Search
                aria-hidden="true"
                className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
              />
              <Input
                id={searchId}
                type="search"
                autoComplete="off"
                placeholder="Search articles..."
                value={search}
                onChange={(event) => setSearch(event.target.value)}
                className="pl-9"
              />
            </search>
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
          {list.isPending ? (
            <p role="status" className="py-8 text-center text-muted-foreground">
              Loading articles...
            </p>
          ) : list.isError && !list.data ? (
            <div role="alert" className="flex flex-col items-center gap-3 py-8 text-center">
              <p className="text-red-700 dark:text-red-400">Failed to load articles</p>
              <Button variant="outline" onClick={() => void reload()}>
                Try Again
              </Button>
            </div>
          ) : (
            <Table>
              <TableHeader>
                <TableRow>
                  <TableHead className="w-10">
                    <Checkbox
                      aria-label="Select all articles"
                      checked={allChosen}
                      indeterminate={chosen.length > 0 && !allChosen}
                      disabled={filtered.length === 0}
                      onCheckedChange={(on) => setSelected((current) => toggleAll(current, visibleIds, on))}
                    />
                  </TableHead>
                  <TableHead>Title</TableHead>
                  <TableHead>Game</TableHead>
                  <TableHead>Author</TableHead>
                  <TableHead>Published</TableHead>
                  <TableHead className="text-right">Actions</TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {filtered.length === 0 ? (
                  <TableRow>
                    <TableCell colSpan={6} className="py-10 text-center text-muted-foreground">
                      No articles found
                    </TableCell>
                  </TableRow>
                ) : (
                  filtered.map((article) => {
                    const isSelected = selected.has(article.id)
                    const busy = refreshing.has(article.id)
                    return (
                      <TableRow key={article.id} data-state={isSelected ? 'selected' : undefined}>
                        <TableCell>
                          <Checkbox
                            aria-label={`Select "${article.title}"`}
                            checked={isSelected}
                            onCheckedChange={(on) =>
                              setSelected((current) => toggleOne(current, article.id, on))
                            }
                          />
                        </TableCell>
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
                            <Button asChild variant="ghost" size="icon" className="size-8">
                              <a
                                href={paths.article(articleViewSlug(article))}
                                target="_blank"
                                rel="noopener"
                                aria-label={`View "${article.title}"`}
                                title="View"
                              >
                                <ExternalLink aria-hidden="true" />
                              </a>
                            </Button>
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
                            <Button
                              variant="ghost"
                              size="icon"
                              className="size-8 text-red-700 hover:text-red-700 dark:text-red-400 dark:hover:text-red-400"
                              onClick={() => setConfirm({ kind: 'one', article })}
                              aria-label={`Delete "${article.title}"`}
                              title="Delete"
                            >
                              <Trash2 aria-hidden="true" />
                            </Button>
                          </div>
                        </TableCell>
                      </TableRow>
                    )
                  })
                )}
              </TableBody>
            </Table>
          )}
        </CardContent>
      </Card>

      <ArticleTrash />

      <ConfirmDialog
        open={confirm !== null}
        onOpenChange={(open) => !open && setConfirm(null)}
        title={confirm?.kind === 'bulk' ? 'Delete selected articles' : 'Delete article'}
        description={
          confirm?.kind === 'bulk'
            ? bulkDeleteQuestion(chosen.length)
            : confirm?.kind === 'one'
              ? deleteQuestion(confirm.article.title)
              : ''
        }
        busy={deleteOne.isPending || bulkDelete.isPending}
        busyLabel="Deleting..."
        onConfirm={() => {
          if (confirm?.kind === 'bulk') void runBulkDelete()
          else if (confirm?.kind === 'one') void runDelete(confirm.article)
        }}
      />
    </PageContainer>
  )
}

/** §2.19 "Database Management": refresh, find and clean up duplicates. */
function DatabaseManagement({ onReload, reloading }: { onReload: () => void; reloading: boolean }) {
  const find = useFindDuplicates()
  const cleanUp = useCleanUpDuplicates()
  const [report, setReport] = useState<DuplicatesReport | null>(null)
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
        <CardTitle asChild className="flex items-center gap-2">
          <h2>
            <Database aria-hidden="true" className="size-5 text-primary" />
            Database Management
          </h2>
        </CardTitle>
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
