import type { ReactNode } from 'react'
import { cn } from '../../lib/cn'
import { PageContainer } from './page'

interface LegalPageProps {
  title: string
  /** e.g. "Last updated: January 2025". */
  updated?: string
  intro?: ReactNode
  children: ReactNode
}

/** The reading layout of the static pages (§2.16): a narrow column with comfortable type. */
export function LegalPage({ title, updated, intro, children }: LegalPageProps) {
  return (
    <PageContainer className="max-w-3xl py-12">
      <article className="flex flex-col gap-8">
        <header className="flex flex-col gap-3 border-b pb-6">
          <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">{title}</h1>
          {updated ? <p className="text-sm text-muted-foreground">{updated}</p> : null}
          {intro ? <div className="text-lg text-muted-foreground">{intro}</div> : null}
        </header>
        {children}
      </article>
    </PageContainer>
  )
}

interface LegalSectionProps {
  /** Shown before the title, e.g. 4 gives "4. AI-Generated Content". */
  number?: number
  title: string
  id?: string
  className?: string
  children: ReactNode
}

function LegalSection({ number, title, id, className, children }: LegalSectionProps) {
  return (
    <section
      id={id}
      className={cn(
        'flex flex-col gap-3 leading-relaxed text-foreground/90 [&_a]:font-medium [&_a]:text-primary [&_a]:underline [&_a]:underline-offset-4 [&_ul]:flex [&_ul]:list-disc [&_ul]:flex-col [&_ul]:gap-1.5 [&_ul]:pl-6',
        className,
      )}
    >
      <h2 className="text-xl font-bold tracking-tight text-foreground">
        {number === undefined ? title : `${number}. ${title}`}
      </h2>
      {children}
    </section>
  )
}

/** What a static page's sections may mention: the brand name and the contact address. */
export interface LegalContext {
  brand: string
  email: ReactNode
}

/** One section of a static page's text (§2.16). */
export interface LegalSectionText {
  title: string
  body: (context: LegalContext) => ReactNode
}

/** A static page's sections, numbered from 1 when `numbered`. */
export function LegalSections({
  sections,
  context,
  numbered = false,
}: {
  sections: readonly LegalSectionText[]
  context: LegalContext
  numbered?: boolean
}) {
  return sections.map((section, index) => (
    <LegalSection key={section.title} number={numbered ? index + 1 : undefined} title={section.title}>
      {section.body(context)}
    </LegalSection>
  ))
}
