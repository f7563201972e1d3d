import { HelpCircle } from 'lucide-react'
import { useEffect } from 'react'
import { JsonLd } from '#web/components/json-ld'
import { Spoiler } from '#web/components/spoiler'
import { Collapsible, CollapsibleContent, CollapsibleTrigger } from '#web/components/ui/collapsible'
import { Skeleton } from '#web/components/ui/skeleton'
import { useTeamFaq } from '../api/get-team-faq'
import { faqHeading, faqPageJsonLd } from '../utils/team-page'

// §9: FAQ skeleton 5.
const SKELETON_ITEMS = 5

/**
 * §2.11 FAQ: "Frequently Asked Questions: {team} ({GAME})", collapsible items with the first open at start, hidden
 * when there are none (§8: a failed read is logged and leaves it empty), FAQPage structured data.
 */
export function TeamFaq({ teamId, teamName, game }: { teamId: string; teamName: string; game: string }) {
  const faq = useTeamFaq(teamId)
  const heading = faqHeading(teamName, game)

  useEffect(() => {
    if (faq.error) console.warn('Team FAQ failed to load', faq.error)
  }, [faq.error])

  if (faq.isPending && !faq.isError) {
    return (
      <section aria-labelledby="team-faq" className="flex flex-col gap-4">
        <h2 id="team-faq" className="text-2xl font-bold tracking-tight">
          {heading}
        </h2>
        <div role="status" className="flex flex-col gap-3">
          <span className="sr-only">Loading questions...</span>
          {Array.from({ length: SKELETON_ITEMS }, (_, index) => (
            <Skeleton key={index} className="h-14 w-full rounded-xl" />
          ))}
        </div>
      </section>
    )
  }

  const items = faq.data?.items.filter((item) => item.question.trim()) ?? []
  if (items.length === 0) return null
  const structuredData = faqPageJsonLd(items)
  return (
    <section aria-labelledby="team-faq" className="flex flex-col gap-4">
      {structuredData ? <JsonLd data={structuredData} /> : null}
      <h2 id="team-faq" className="flex items-center gap-2 text-2xl font-bold tracking-tight">
        <HelpCircle aria-hidden="true" className="size-6 text-primary" />
        {heading}
      </h2>
      <div className="flex flex-col gap-3">
        {items.map((item, index) => (
          <Collapsible
            key={`${index}-${item.question}`}
            defaultOpen={index === 0}
            className="rounded-xl border bg-card shadow-sm"
          >
            <CollapsibleTrigger className="p-4 text-left font-semibold hover:text-primary sm:px-5">
              <span>{item.question}</span>
            </CollapsibleTrigger>
            <CollapsibleContent className="px-4 pb-4 leading-relaxed text-muted-foreground sm:px-5">
              {/* Answers may tell results ("won 25 of their last 30"): spoilers too. */}
              <Spoiler block label="Show answer" context={item.question} revealClassName="min-h-12">
                <p>{item.answer}</p>
              </Spoiler>
            </CollapsibleContent>
          </Collapsible>
        ))}
      </div>
    </section>
  )
}
