import { Breadcrumb } from '../../components/layout/breadcrumb'
import { LoadingCards, PageContainer } from '../../components/layout/page'
import { Seo } from '../../components/seo'
import { Badge } from '../../components/ui/badge'
import { useSite } from '../../lib/site'
import { paths } from '../../paths'

export function Component() {
  const { brand, personaName, personaSlug } = useSite()
  const bio = `${personaName} is the AI esports analyst of ${brand}. Every story on ${brand} is written with the help of AI from public esports news sources, covering CS2, League of Legends, Dota 2 and Valorant.`
  return (
    <PageContainer className="flex flex-col gap-8">
      <Seo
        title={`${personaName} - AI Esports Analyst`}
        description={bio}
        path={paths.author(personaSlug)}
        type="profile"
      />
      <Breadcrumb items={[{ label: 'Home', to: paths.home() }, { label: 'Author' }]} />
      <section className="flex flex-col items-start gap-5 rounded-xl border bg-card p-6 sm:flex-row sm:items-center">
        <span
          aria-hidden="true"
          className="inline-flex size-20 shrink-0 items-center justify-center rounded-full bg-linear-to-br from-hero-from to-hero-to text-3xl font-bold text-white"
        >
          {personaName.charAt(0)}
        </span>
        <div className="flex flex-col gap-2">
          <h1 className="text-3xl font-extrabold tracking-tight">{personaName}</h1>
          <Badge variant="gaming">AI Esports Analyst at {brand}</Badge>
          <p className="max-w-2xl text-muted-foreground">{bio}</p>
        </div>
      </section>
      <section aria-labelledby="author-articles" className="flex flex-col gap-4">
        <h2 id="author-articles" className="text-2xl font-bold tracking-tight">
          Articles
        </h2>
        <LoadingCards label="Loading articles..." />
      </section>
    </PageContainer>
  )
}
