import { FileText, Trash2 } from 'lucide-react'
import { type ReactNode, useId, useMemo, useState } from 'react'
import { ADMIN_ARTICLE_GAME_FILTERS, ALL_GAMES_FILTER } from '#shared/domain/games'
import type { Article } from '#shared/schemas/article'
import { AdminPage } from '#web/components/admin/admin-page'
import { AdminListStats } from '#web/components/admin/admin-table'
import { type DeleteRequest, DeleteConfirmDialog } from '#web/components/admin/delete-confirm-dialog'
import { QueryContent } from '#web/components/admin/query-content'
import { type RowSelection, useRowSelection } from '#web/components/admin/row-selection'
import { useLoadErrorToast } from '#web/components/admin/use-load-error-toast'
import { PageHeader } from '#web/components/layout/page'
import { Button } from '#web/components/ui/button'
import { Card, CardContent, CardHeader, CardTitle } from '#web/components/ui/card'
import { SearchField } from '#web/components/ui/search-field'
import { Select } from '#web/components/ui/select'
import { ApiError, apiErrorMessage } from '#web/lib/api-client'
import { adminMessages, bulkDeleteQuestion, bulkDeleteReport, deleteQuestion } from '#web/lib/messages'
import { toast } from '#web/lib/toast'
import { useBusyIds } from '#web/lib/use-busy-ids'
import { useBulkDeleteArticles, useDeleteArticle } from '../api/delete-articles'
import { useAdminArticles } from '../api/get-admin-articles'
import { useRefreshArticle } from '../api/refresh-article'
import { countGames, filterArticles } from '../utils/list'
import { ArticleTrash } from './article-trash'
import { ArticlesTable } from './articles-table'
import { DatabaseManagement } from './database-management'
import { StoryDrafts } from './story-drafts'

/** §2.19 Article management. */
export function ArticlesManager() {
  const list = useAdminArticles()
  const [search, setSearch] = useState('')
  const [game, setGame] = useState(ALL_GAMES_FILTER)
  const articles = list.data?.articles ?? []
  const filtered = useMemo(
    () => filterArticles(list.data?.articles ?? [], { search, game }),
    [list.data, search, game],
  )
  const selection = useRowSelection(useMemo(() => filtered.map((article) => article.id), [filtered]))
  const deletes = useArticleDeletes(selection)
  const refresh = useArticleRefresh()
  const { chosen } = selection

  useLoadErrorToast(list, adminMessages.articlesLoadFailed)

  return (
    <AdminPage>
      <PageHeader
        title="Article Management"
        description="Edit, delete and de-duplicate the site's articles."
      />
      <AdminListStats
        totalLabel="Total Articles"
        totalIcon={<FileText />}
        loaded={Boolean(list.data)}
        total={articles.length}
        filtered={filtered.length}
        games={countGames(articles)}
        selected={chosen.length}
      />
      <DatabaseManagement onReload={() => void list.refetch()} reloading={list.isFetching} />
      <Card>
        <CardHeader className="gap-4">
          <CardTitle asChild>
            <h2>Articles</h2>
          </CardTitle>
          <ArticleFilters search={search} onSearch={setSearch} game={game} onGame={setGame}>
            <Button
              variant="destructive"
              className="md:ml-auto"
              disabled={chosen.length === 0 || deletes.bulkPending}
              onClick={() => deletes.ask({ kind: 'bulk' })}
            >
              <Trash2 aria-hidden="true" />
              Delete Selected ({chosen.length})
            </Button>
          </ArticleFilters>
        </CardHeader>
        <CardContent>
          <QueryContent
            query={list}
            loading="Loading articles..."
            failed={adminMessages.articlesLoadFailed}
            className="py-8"
          >
            <ArticlesTable
              articles={filtered}
              selection={selection}
              refreshing={refresh.ids}
              onRefresh={(article) => void refresh.run(article)}
              onDelete={(article) => deletes.ask({ kind: 'one', item: article })}
            />
          </QueryContent>
        </CardContent>
      </Card>
      <StoryDrafts />
      <ArticleTrash />
      <ArticleDeleteDialog deletes={deletes} selected={chosen.length} />
    </AdminPage>
  )
}

function ArticleDeleteDialog({
  deletes,
  selected,
}: {
  deletes: ReturnType<typeof useArticleDeletes>
  selected: number
}) {
  return (
    <DeleteConfirmDialog
      request={deletes.request}
      onClose={() => deletes.ask(null)}
      busy={deletes.busy}
      bulk={{
        title: 'Delete selected articles',
        question: bulkDeleteQuestion(selected),
        run: () => void deletes.runBulk(),
      }}
      one={{
        title: 'Delete article',
        question: (article) => deleteQuestion(article.title),
        run: (article) => void deletes.runOne(article),
      }}
    />
  )
}

/** The search box and the game filter of the list, then the bulk action. */
function ArticleFilters({
  search,
  onSearch,
  game,
  onGame,
  children,
}: {
  search: string
  onSearch: (search: string) => void
  game: string
  onGame: (game: string) => void
  children: ReactNode
}) {
  const gameId = useId()
  return (
    <div className="flex flex-col gap-3 md:flex-row md:items-center">
      <SearchField
        label="Search articles"
        placeholder="Search articles..."
        value={search}
        onChange={onSearch}
        className="flex-1 md:max-w-sm"
      />
      <label htmlFor={gameId} className="sr-only">
        Filter by game
      </label>
      <Select id={gameId} value={game} onChange={(event) => onGame(event.target.value)} className="md:w-56">
        {ADMIN_ARTICLE_GAME_FILTERS.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </Select>
      {children}
    </div>
  )
}

/** The confirmed deletes of the articles screen, with their §8 toasts. */
function useArticleDeletes(selection: RowSelection) {
  const [request, ask] = useState<DeleteRequest<Article> | null>(null)
  const deleteOne = useDeleteArticle()
  const bulkDelete = useBulkDeleteArticles()

  async function runBulk() {
    try {
      const result = await bulkDelete.mutateAsync(selection.chosen)
      if (!result.success && result.deletedCount === 0) {
        toast.error(result.message || adminMessages.articlesDeleteFailed)
      } else {
        const report = bulkDeleteReport(result)
        toast.success(report.title, { description: report.description })
        // §4: the selection is cleared after a successful bulk delete.
        selection.clear()
      }
      ask(null)
    } catch (error) {
      toast.error(apiErrorMessage(error) ?? adminMessages.articlesDeleteFailed)
    }
  }

  async function runOne(article: Article) {
    try {
      const result = await deleteOne.mutateAsync(article.id)
      if (result.success) {
        toast.success(adminMessages.articleDeleted)
        selection.toggle(article.id, false)
      } else toast.error(result.message || adminMessages.articleDeleteFailed)
      ask(null)
    } catch (error) {
      if (error instanceof ApiError && error.status === 404) {
        toast.error(adminMessages.articleAlreadyDeleted)
        ask(null)
      } else toast.error(apiErrorMessage(error) ?? adminMessages.articleDeleteFailed)
    }
  }

  return {
    request,
    ask,
    runBulk,
    runOne,
    bulkPending: bulkDelete.isPending,
    busy: deleteOne.isPending || bulkDelete.isPending,
  }
}

/** §2.19 Refresh content: one article re-processed from its source, the toast following it (busy on its row). */
function useArticleRefresh() {
  const refreshing = useBusyIds()
  const refresh = useRefreshArticle()

  function run(article: Article) {
    return refreshing.track(article.id, async () => {
      const id = toast.loading(adminMessages.articleRefreshing, {
        description: 'Re-processing article content from original source...',
      })
      try {
        const result = await refresh.mutateAsync(article.id)
        if (result.success) toast.success(adminMessages.articleRefreshed, { id, description: undefined })
        else toast.error(result.message || adminMessages.articleRefreshFailed, { id, description: undefined })
      } catch (error) {
        const message =
          error instanceof ApiError
            ? error.message || adminMessages.articleRefreshFailed
            : `Network error: ${error instanceof Error ? error.message : String(error)}`
        toast.error(message, { id, description: undefined })
      }
    })
  }

  return { ids: refreshing.ids, run }
}
