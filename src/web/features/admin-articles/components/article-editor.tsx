import { Eye, Loader2, Pencil, Plus, Save, X } from 'lucide-react'
import { type KeyboardEvent, type ReactNode, useEffect, useId, useState } from 'react'
import { useNavigate } from 'react-router'
import { toast } from '#web/lib/toast'
import { ARTICLE_GAME_CHOICES } from '#shared/domain/games'
import { addTag } from '#shared/domain/tags'
import { BackLink } from '#web/components/admin/admin-page'
import { FormField } from '#web/components/admin/form-field'
import { PageContainer } from '#web/components/layout/page'
import { Badge } from '#web/components/ui/badge'
import { Button } from '#web/components/ui/button'
import { Card, CardContent, CardHeader, CardTitle } from '#web/components/ui/card'
import { Input } from '#web/components/ui/input'
import { Select } from '#web/components/ui/select'
import { Textarea } from '#web/components/ui/textarea'
import { ApiError, apiErrorMessage } from '#web/lib/api-client'
import { paths } from '#shared/paths'
import { useAdminArticle } from '../api/get-admin-article'
import type { Article } from '#shared/schemas/article'
import type { ArticleChanges } from '../api/update-article'
import { ArticlePreview } from './article-preview'
import { useUpdateArticle } from '../api/update-article'
import { adminMessages } from '#web/lib/messages'

function formOf(article: Article): ArticleChanges {
  return {
    title: article.title,
    summary: article.summary,
    content: article.content,
    game: article.game,
    author: article.author,
    imageUrl: article.imageUrl,
    insights: article.insights,
    originalUrl: article.originalUrl,
    tags: [...article.tags],
  }
}

function BackToArticles() {
  return <BackLink to={paths.admin.articles()}>Back to Articles</BackLink>
}

/** §2.20 Article edit. */
export function ArticleEditor({ id }: { id: string }) {
  const article = useAdminArticle(id)
  const navigate = useNavigate()
  const notFound = article.error instanceof ApiError && article.error.status === 404

  // §8: a missing article says so, then goes back to the list; any other failure says "Failed to load article".
  useEffect(() => {
    if (notFound) {
      toast.error(adminMessages.articleNotFound)
      void navigate(paths.admin.articles(), { replace: true })
    } else if (article.isError) toast.error(adminMessages.articleLoadFailed)
  }, [notFound, article.isError, navigate])

  if (article.isPending) {
    return (
      <PageContainer>
        <p role="status" className="py-16 text-center text-muted-foreground">
          Loading article...
        </p>
      </PageContainer>
    )
  }
  if (!article.data) {
    return (
      <PageContainer className="flex flex-col items-center gap-4 py-16 text-center">
        <h1 className="text-2xl font-bold">
          {notFound ? adminMessages.articleNotFound : adminMessages.articleLoadFailed}
        </h1>
        <BackToArticles />
      </PageContainer>
    )
  }
  return <ArticleForm key={article.data.article.id} article={article.data.article} />
}

/** The edit form's values, one setter per field, and Save (§2.20: back to the list when saved). */
function useArticleForm(article: Article) {
  const [form, setForm] = useState<ArticleChanges>(() => formOf(article))
  const update = useUpdateArticle()
  const navigate = useNavigate()

  const set = <K extends keyof ArticleChanges>(key: K, value: ArticleChanges[K]) =>
    setForm((current) => ({ ...current, [key]: value }))

  async function save() {
    try {
      const result = await update.mutateAsync({ id: article.id, changes: form })
      if (result.success === false) {
        toast.error(result.message || adminMessages.articleUpdateFailed)
        return
      }
      toast.success(adminMessages.articleUpdated)
      void navigate(paths.admin.articles())
    } catch (error) {
      toast.error(apiErrorMessage(error) ?? adminMessages.articleUpdateFailed)
    }
  }

  return { form, set, save, saving: update.isPending }
}

type FormFields = Pick<ReturnType<typeof useArticleForm>, 'form' | 'set'>

function ArticleForm({ article }: { article: Article }) {
  const { form, set, save, saving } = useArticleForm(article)
  const [preview, setPreview] = useState(false)
  const [brokenImage, setBrokenImage] = useState<string | null>(null)
  const imageShown = Boolean(form.imageUrl.trim()) && brokenImage !== form.imageUrl

  return (
    <PageContainer className="flex flex-col gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <BackToArticles />
        <div className="flex gap-2">
          <Button variant="outline" onClick={() => setPreview((on) => !on)} aria-pressed={preview}>
            {preview ? <Pencil aria-hidden="true" /> : <Eye aria-hidden="true" />}
            {preview ? 'Edit' : 'Preview'}
          </Button>
          <Button onClick={() => void save()} disabled={saving}>
            {saving ? <Loader2 aria-hidden="true" className="animate-spin" /> : <Save aria-hidden="true" />}
            {saving ? 'Saving...' : 'Save Changes'}
          </Button>
        </div>
      </div>
      <div className="flex flex-col gap-1">
        <h1 className="text-3xl font-extrabold tracking-tight">Edit Article</h1>
        <p className="text-muted-foreground">Editing: {article.title}</p>
      </div>
      {preview ? (
        <ArticlePreview
          form={form}
          imageShown={imageShown}
          onImageError={() => setBrokenImage(form.imageUrl)}
        />
      ) : (
        <div className="grid gap-6 lg:grid-cols-[2fr_1fr]">
          <ContentFields form={form} set={set} />
          <MetadataFields
            form={form}
            set={set}
            imageShown={imageShown}
            onImageError={() => setBrokenImage(form.imageUrl)}
          />
        </div>
      )}
    </PageContainer>
  )
}

/** Basic Information (title, summary, content) and Additional Content (insights). */
function ContentFields({ form, set }: FormFields) {
  return (
    <div className="flex flex-col gap-6">
      <FormCard title="Basic Information">
        <FormField label="Title">
          {(fieldId) => (
            <Input id={fieldId} value={form.title} onChange={(event) => set('title', event.target.value)} />
          )}
        </FormField>
        <FormField label="Summary">
          {(fieldId) => (
            <Textarea
              id={fieldId}
              rows={3}
              value={form.summary}
              onChange={(event) => set('summary', event.target.value)}
            />
          )}
        </FormField>
        <FormField label="Content">
          {(fieldId) => (
            <Textarea
              id={fieldId}
              rows={12}
              value={form.content}
              onChange={(event) => set('content', event.target.value)}
              className="font-mono text-sm"
            />
          )}
        </FormField>
      </FormCard>
      <FormCard title="Additional Content">
        <FormField label="Insights">
          {(fieldId) => (
            <Textarea
              id={fieldId}
              rows={4}
              value={form.insights}
              onChange={(event) => set('insights', event.target.value)}
            />
          )}
        </FormField>
      </FormCard>
    </div>
  )
}

/** Metadata (author, game, image and original URLs), Tags, and the image preview. */
function MetadataFields({
  form,
  set,
  imageShown,
  onImageError,
}: FormFields & { imageShown: boolean; onImageError: () => void }) {
  return (
    <div className="flex flex-col gap-6">
      <FormCard title="Metadata">
        <FormField label="Author">
          {(fieldId) => (
            <Input id={fieldId} value={form.author} onChange={(event) => set('author', event.target.value)} />
          )}
        </FormField>
        <FormField label="Game">
          {(fieldId) => (
            <Select id={fieldId} value={form.game} onChange={(event) => set('game', event.target.value)}>
              {/* A stored game outside the choices stays selectable, so saving does not change it. */}
              {(ARTICLE_GAME_CHOICES as readonly string[]).includes(form.game) ? null : (
                <option value={form.game}>{form.game || 'Esports'}</option>
              )}
              {ARTICLE_GAME_CHOICES.map((choice) => (
                <option key={choice} value={choice}>
                  {choice}
                </option>
              ))}
            </Select>
          )}
        </FormField>
        <FormField label="Image URL">
          {(fieldId) => (
            <Input
              id={fieldId}
              type="url"
              value={form.imageUrl}
              onChange={(event) => set('imageUrl', event.target.value)}
            />
          )}
        </FormField>
        <FormField label="Original URL">
          {(fieldId) => (
            <Input
              id={fieldId}
              type="url"
              value={form.originalUrl}
              onChange={(event) => set('originalUrl', event.target.value)}
            />
          )}
        </FormField>
      </FormCard>
      <TagsCard tags={form.tags} onChange={(tags) => set('tags', tags)} />
      {imageShown ? (
        <FormCard title="Image Preview">
          <img
            src={form.imageUrl}
            alt=""
            onError={onImageError}
            className="aspect-video w-full rounded-md border bg-muted object-cover"
          />
        </FormCard>
      ) : null}
    </div>
  )
}

function FormCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2>{title}</h2>
        </CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">{children}</CardContent>
    </Card>
  )
}

/** §2.20 Tags: badges with a remove button; "Add tag" adds on Enter or with Add (§5: empty and duplicates ignored). */
function TagsCard({ tags, onChange }: { tags: string[]; onChange: (tags: string[]) => void }) {
  const [draft, setDraft] = useState('')
  const inputId = useId()

  function add() {
    onChange(addTag(tags, draft))
    setDraft('')
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key !== 'Enter') return
    event.preventDefault()
    add()
  }

  return (
    <FormCard title="Tags">
      {tags.length ? (
        <ul className="flex flex-wrap gap-1.5" aria-label="Tags">
          {tags.map((tag) => (
            <li key={tag}>
              <Badge variant="secondary" className="gap-1 pr-1">
                {tag}
                <button
                  type="button"
                  onClick={() => onChange(tags.filter((t) => t !== tag))}
                  className="inline-flex size-4 cursor-pointer items-center justify-center rounded-full hover:bg-foreground/10"
                  aria-label={`Remove tag ${tag}`}
                >
                  <X aria-hidden="true" />
                </button>
              </Badge>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-muted-foreground">No tags.</p>
      )}
      <div className="flex gap-2">
        <label htmlFor={inputId} className="sr-only">
          Add tag
        </label>
        <Input
          id={inputId}
          placeholder="Add tag"
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={onKeyDown}
        />
        <Button type="button" variant="outline" onClick={add}>
          <Plus aria-hidden="true" />
          Add
        </Button>
      </div>
    </FormCard>
  )
}
