import {
  CalendarClock,
  Crosshair,
  type LucideIcon,
  Repeat,
  Shield,
  Sparkles,
  Swords,
  Target,
} from 'lucide-react'
import { SpriteIcon } from '#web/components/ui/sprite-icon'
import { Link } from '#web/components/link'
import { HOME_QUESTION_CARDS } from '#shared/domain/home-questions'
import { paths } from '#shared/paths'
import { Button } from '#web/components/ui/button'
import { useSite } from '#web/lib/site'
import { SectionHeader } from './home-section-header'

/** §2.3: six preset question cards (home-questions.ts), each opening the chat with its question. */
const ICONS: Record<(typeof HOME_QUESTION_CARDS)[number]['topic'], LucideIcon> = {
  'Counter-Strike 2': Crosshair,
  'League of Legends': Swords,
  Valorant: Target,
  'Dota 2': Shield,
  Transfers: Repeat,
  Tournaments: CalendarClock,
}
const QUESTION_CARDS = HOME_QUESTION_CARDS.map((card) => ({ ...card, icon: ICONS[card.topic] }))

/** §2.3 "Ask {brand}": the preset questions. */
export function QuestionCards() {
  const { brand } = useSite()
  return (
    <section aria-labelledby="questions-heading" className="flex flex-col gap-6">
      <div className="flex flex-col gap-2">
        <SectionHeader id="questions-heading" title={`Ask ${brand}`} />
        <p className="text-muted-foreground">Popular questions from fans. Pick one to start a chat.</p>
      </div>
      <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {QUESTION_CARDS.map((card) => (
          <li key={card.question}>
            <Link
              to={paths.chat(card.question)}
              className="group flex h-full items-start gap-4 rounded-xl border bg-card p-5 shadow-sm transition-[border-color,box-shadow] hover:border-primary/60 hover:shadow-md"
            >
              <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-lg bg-primary/10 text-primary">
                <card.icon aria-hidden="true" className="size-5" />
              </span>
              <span className="flex flex-col gap-1">
                <span className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">
                  {card.topic}
                </span>
                <span className="font-medium leading-snug group-hover:text-primary">{card.question}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  )
}

/** The chat prompt beside the top stories. */
export function AskPrompt() {
  const { brand } = useSite()
  return (
    <div className="mt-auto flex flex-col gap-3 rounded-lg bg-linear-to-br from-hero-from to-hero-to p-5 text-white">
      <p className="flex items-center gap-2 font-semibold">
        <Sparkles aria-hidden="true" className="size-4" />
        Got a question about a story?
      </p>
      <p className="text-sm text-white/90">
        {brand} follows every match and roster move. Ask for context, stats or a quick recap.
      </p>
      <Button asChild variant="secondary" size="sm" className="self-start">
        <Link to={paths.chat()}>
          Chat with {brand}
          <SpriteIcon name="arrow-right" />
        </Link>
      </Button>
    </div>
  )
}
