import type { AuthorPage } from '#shared/schemas/article'
import { Avatar } from '#web/components/ui/avatar'
import { Badge } from '#web/components/ui/badge'
import { useSite } from '#web/lib/site'

/** §2.15: the persona's avatar and name, "AI Esports Analyst at {brand}" and the bio. */
export function AuthorProfile({ author }: { author: AuthorPage['author'] }) {
  const { brand } = useSite()
  return (
    <section
      aria-labelledby="author-name"
      className="relative overflow-hidden rounded-2xl border bg-card p-6 shadow-sm sm:p-8"
    >
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-0 bg-[radial-gradient(ellipse_at_top_left,var(--glow),transparent_55%)] opacity-50"
      />
      <div className="relative flex flex-col items-start gap-6 sm:flex-row sm:items-center">
        <Avatar
          name={author.displayName}
          src={author.avatar || undefined}
          size={112}
          className="ring-4 ring-primary/20"
        />
        <div className="flex flex-col gap-3">
          <h1 id="author-name" className="text-3xl font-extrabold tracking-tight sm:text-4xl">
            {author.displayName}
          </h1>
          <Badge variant="gaming">
            {author.jobTitle || 'AI Esports Analyst'} at {brand}
          </Badge>
          {author.bio ? (
            <p className="max-w-3xl leading-relaxed text-muted-foreground">{author.bio}</p>
          ) : null}
        </div>
      </div>
    </section>
  )
}

/** §2.15 "N article(s) published". */
export function articlesPublishedText(count: number): string {
  return `${count} ${count === 1 ? 'article' : 'articles'} published`
}
