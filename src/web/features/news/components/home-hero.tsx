import { ArrowRight, MessageSquare, Sparkles } from 'lucide-react'
import type { FormEvent } from 'react'
import { useNavigate } from 'react-router'
import { Link } from '#web/components/link'
import { HOME_SUGGESTIONS as SUGGESTIONS } from '#shared/domain/home-questions'
import { paths } from '#shared/paths'
import { chatPathForQuestion } from '#web/components/layout/ask-search'
import { PageContainer } from '#web/components/layout/page'
import { Badge } from '#web/components/ui/badge'
import { Button } from '#web/components/ui/button'
import { Input } from '#web/components/ui/input'
import { useIsClient } from '#web/components/use-is-client'
import { useSite } from '#web/lib/site'
import { useTypedField } from '#web/components/use-typed-field'

/** §2.3 the home page's hero: the question box that opens the chat, and the suggestion chips. */
export function HomeHero() {
  const { brand } = useSite()
  const navigate = useNavigate()
  const [text, setText, field] = useTypedField()
  const target = chatPathForQuestion(text)
  // §2.3 disables the button while the box is blank, but a disabled submit button also blocks Enter (implicit
  // submission). Before the JavaScript runs, the form submits itself: the button stays enabled and the browser
  // refuses a blank question (`required`, and a pattern that wants one non-space character).
  const hydrated = useIsClient()

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (target) void navigate(target)
  }

  return (
    <section aria-labelledby="hero-heading" className="relative overflow-hidden border-b">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-0 bg-[radial-gradient(ellipse_at_top,var(--glow),transparent_60%)] opacity-70"
      />
      <PageContainer className="relative flex flex-col items-center gap-8 py-16 text-center sm:py-24">
        <Badge variant="gaming">
          <Sparkles aria-hidden="true" />
          AI Esports Analyst
        </Badge>
        <h1 id="hero-heading" className="text-4xl font-extrabold tracking-tight text-balance sm:text-6xl">
          Meet {brand}
          <span className="mt-2 block bg-linear-to-r from-primary to-highlight bg-clip-text pb-1 text-transparent">
            AI-Powered Esports News
          </span>
        </h1>
        <p className="max-w-2xl text-lg text-muted-foreground">
          Breaking stories, match results and team form for CS2, League of Legends, Dota 2 and Valorant, with
          an AI co-caster ready to answer your questions.
        </p>
        <form
          action={paths.chat()}
          onSubmit={submit}
          className="flex w-full max-w-2xl flex-col gap-3 sm:flex-row"
        >
          <label htmlFor="hero-question" className="sr-only">
            Ask me anything about esports
          </label>
          <Input
            ref={field}
            id="hero-question"
            name="question"
            autoComplete="off"
            enterKeyHint="send"
            placeholder="Ask me anything about esports..."
            required={!hydrated}
            pattern={hydrated ? undefined : '.*\\S.*'}
            value={text}
            onChange={(event) => setText(event.target.value)}
            className="h-12 flex-1 rounded-full px-5 text-base md:text-base"
          />
          <Button
            type="submit"
            variant="hero"
            size="xl"
            className="rounded-full"
            disabled={hydrated && !target}
          >
            <MessageSquare aria-hidden="true" />
            Ask {brand}
          </Button>
        </form>
        <SuggestionChips />
      </PageContainer>
    </section>
  )
}

/** §2.3 the suggestion chips under the hero's box, each opening the chat with its question. */
function SuggestionChips() {
  return (
    <ul aria-label="Suggested questions" className="flex flex-wrap justify-center gap-2">
      {SUGGESTIONS.map((suggestion) => (
        <li key={suggestion.label}>
          <Link
            to={paths.chat(suggestion.question)}
            className="inline-flex items-center gap-1.5 rounded-full border bg-card/70 px-4 py-2 text-sm font-medium text-foreground transition-colors hover:border-primary/60 hover:bg-accent hover:text-accent-foreground"
          >
            {suggestion.label}
            <ArrowRight aria-hidden="true" className="size-3.5 text-primary" />
          </Link>
        </li>
      ))}
    </ul>
  )
}
