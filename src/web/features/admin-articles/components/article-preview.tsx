import { contentParagraphs } from '#shared/domain/html-text'
import { Badge } from '#web/components/ui/badge'
import { Card, CardContent } from '#web/components/ui/card'
import type { ArticleChanges } from '../api/update-article'

/** §2.20 Preview: the text as readers would see it; the content as plain paragraphs, never as HTML. */
export function ArticlePreview({
  form,
  imageShown,
  onImageError,
}: {
  form: ArticleChanges
  imageShown: boolean
  onImageError: () => void
}) {
  const paragraphs = contentParagraphs(form.content)
  const summary = contentParagraphs(form.summary).join(' ')
  const insights = contentParagraphs(form.insights)
  return (
    <Card>
      <CardContent className="flex flex-col gap-5 pt-6">
        {imageShown ? (
          <img
            src={form.imageUrl}
            alt=""
            onError={onImageError}
            className="aspect-video w-full rounded-lg border bg-muted object-cover"
          />
        ) : null}
        <div className="flex flex-wrap gap-1.5">
          <Badge>{form.game || 'Esports'}</Badge>
          {form.tags.map((tag) => (
            <Badge key={tag} variant="outline">
              {tag}
            </Badge>
          ))}
        </div>
        <div className="flex flex-col gap-2">
          <h2 className="text-3xl font-extrabold tracking-tight text-balance">{form.title}</h2>
          <p className="text-sm text-muted-foreground">By {form.author || 'Unknown'}</p>
        </div>
        {summary ? <p className="rounded-lg border bg-muted/50 p-4 text-lg">{summary}</p> : null}
        <div className="flex flex-col gap-4 leading-7">
          {paragraphs.map((paragraph, index) => (
            <p key={index}>{paragraph}</p>
          ))}
        </div>
        {insights.length ? (
          <div className="flex flex-col gap-2 rounded-lg border border-primary/30 bg-primary/5 p-4">
            <h3 className="font-semibold">Key Insights</h3>
            {insights.map((line, index) => (
              <p key={index}>{line}</p>
            ))}
          </div>
        ) : null}
      </CardContent>
    </Card>
  )
}
