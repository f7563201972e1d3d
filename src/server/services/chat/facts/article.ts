import { COMMON_WORDS } from '#server/ai/common-words'
import { htmlToBlockText, splitSentences } from '#server/ai/local/plain-text'
import { CLOSERS } from '#server/ai/local/rewrite/content'
import { htmlToText } from '#server/text/html-text'
import { INTENT_WORDS, STOP_WORDS, wordsOf } from '../intent/words'
import type { ChatLanguage } from '../language'
import { dateIn, eachLanguage, type Translations } from './match-translations'
import { holdsStoryWord } from './story-words'
import { clean, dateText } from './words'

// Facts about news articles: a story quoted and attributed, never stated as ours (see words.ts).

interface ArticleFactInput {
  title: string
  summary: string
  /** The story's text (HTML); with `asked`, the sentence of it that answers the question is quoted too. */
  content?: string
  publishedAt: Date
}

const LEDE_MAX_CHARS = 240

/** The first sentence of the summary (at most ~240 characters), as plain text. */
export function ledeOf(summary: string): string {
  const text = clean(htmlToText(summary))
  if (!text) return ''
  const sentence = text.match(/^.+?[.!?](?=\s|$)/)?.[0] ?? text
  if (sentence.length <= LEDE_MAX_CHARS) return sentence
  const cut = sentence.slice(0, LEDE_MAX_CHARS)
  return `${cut.slice(0, cut.lastIndexOf(' ') > 0 ? cut.lastIndexOf(' ') : cut.length)}...`
}

/**
 * Two forms of one word: the same, or sharing a stem-length start ("retires" and "retirement", "calls" and "call",
 * "changed" and "changes"): at least four letters, and all but the last two of the shorter.
 */
export function sameWord(a: string, b: string): boolean {
  if (a === b) return true
  const shorter = Math.min(a.length, b.length)
  if (shorter < 4 || /\d/.test(a) || /\d/.test(b)) return false
  let common = 0
  while (common < shorter && a[common] === b[common]) common += 1
  return common >= Math.max(4, shorter - 2)
}

/** How much a question word says about a sentence holding it: a rare word or a number most, an asking word least. */
function wordWeight(word: string): number {
  if (/\d/.test(word) || !COMMON_WORDS.has(word)) return INTENT_WORDS.has(word) ? 1 : 2
  return INTENT_WORDS.has(word) ? 0.5 : 1
}

/** The words of a question worth finding in a story's sentences (no function words, no one-letter words). */
export function passageWords(question: string, leaveOut: readonly string[] = []): string[] {
  const left = new Set(leaveOut.flatMap(wordsOf))
  const numbers = question.match(/\b\d+(?:[.,]\d+)+\b/g) ?? []
  return [
    ...new Set([
      ...numbers,
      ...wordsOf(question).filter(
        (w) => !STOP_WORDS.has(w) && !left.has(w) && (w.length >= 3 || /\d/.test(w)),
      ),
    ]),
  ]
}

/**
 * How much of the question a story holds anywhere (title, summary, text): each word of it once, weighted as for a
 * sentence. Orders the stories a search found, so the one about what was asked comes first.
 */
export function questionCoverage(article: ArticleFactInput, asked: readonly string[]): number {
  const text = `${article.title} ${htmlToText(article.summary)} ${htmlToText(article.content ?? '')}`
  const words = [...new Set(wordsOf(text))]
  const lower = text.toLowerCase()
  const numbers: string[] = text.match(/\b\d+(?:[.,]\d+)+\b/g) ?? []
  let score = 0
  for (const word of asked) {
    const held = /[.,]/.test(word) ? numbers.includes(word) : words.some((w) => sameWord(w, word))
    if (held || holdsStoryWord(words, lower, word)) score += wordWeight(word)
  }
  return score
}

/** The house closers our rewrite ends a story with (§9): no fact of the story, never quoted. */
const HOUSE_CLOSERS = new Set(CLOSERS.flatMap((closer) => splitSentences(closer)))

/** A sentence answers the question when its words say this much (one rare word, or two everyday ones). */
const ANSWERS = 2

/**
 * The sentences of a story besides its lede, in order, each scored by the question's words it holds (rare words
 * and numbers count double, asking words half; a word the lede holds too counts half again).
 */
function scoredSentences(
  article: ArticleFactInput,
  asked: readonly string[],
): { text: string; score: number }[] {
  const lede = ledeOf(article.summary)
  const ledeWords = new Set(wordsOf(lede))
  // The lede's own sentence (often shortened or with a "Quick read:" before it) is not quoted twice.
  const retold = (s: string) => {
    const words = wordsOf(s)
    return words.filter((w) => ledeWords.has(w)).length >= words.length * 0.7
  }
  return splitSentences(htmlToBlockText(article.content ?? ''))
    .filter((s) => s.length >= 20 && !retold(s) && !HOUSE_CLOSERS.has(s))
    .map((text) => {
      const words = wordsOf(text)
      const lower = text.toLowerCase()
      const numbers: string[] = text.match(/\b\d+(?:[.,]\d+)+\b/g) ?? []
      let score = 0
      for (const word of asked) {
        const held = /[.,]/.test(word) ? numbers.includes(word) : words.some((w) => sameWord(w, word))
        if (held || holdsStoryWord(words, lower, word))
          score += wordWeight(word) * (ledeWords.has(word) ? 0.5 : 1)
      }
      return { text, score }
    })
}

/**
 * The sentence of a story that answers the question best, besides its lede. When none does and `orNext` is set,
 * the sentence after the lede ("what changed in 7.42?": the lede says 7.42 is out, the next sentence what changed).
 */
export function answeringSentence(
  article: ArticleFactInput,
  asked: readonly string[],
  options: { orNext?: boolean } = {},
): string | undefined {
  const sentences = scoredSentences(article, asked)
  const best = sentences.reduce<(typeof sentences)[number] | undefined>(
    (top, s) => (s.score > (top?.score ?? 0) ? s : top),
    undefined,
  )
  // Only everyday words in common ("change", "new") do not pick a sentence: the one after the lede says more.
  if (best && best.score >= ANSWERS) return best.text
  return options.orNext ? sentences[0]?.text : undefined
}

/** What a match report writes of the player who stood out: named its best, a rating, a clutch, top-fragging, averages. */
const STANDOUT_WORDS =
  /\b(player of the (match|series|game|final)|mvp|most valuable|standout|stood out|top-?fragg\w*|rating|clutch|averag\w*|carri\w*|named)\b/gi
/** A player as a story's text writes him, his in-game name in quotes: George "knollspire" Smith. */
const NICKNAMED = /["'‘“]([^"'’”\s]{3,})["'’”]/

/**
 * The sentence of a story (its lede too) that names a player by his in-game name and says most of how he stood out
 * ("was named player of the match", "finished with a 1.31 rating", "averaged more than 800 gold per minute"). None
 * when no sentence names a player with such words: the story then does not say who stood out.
 */
export function standoutSentence(article: ArticleFactInput): string | undefined {
  const sentences = [ledeOf(article.summary), ...splitSentences(htmlToBlockText(article.content ?? ''))]
  let best: { text: string; score: number } | undefined
  for (const text of sentences) {
    if (!NICKNAMED.test(text) || HOUSE_CLOSERS.has(text)) continue
    const score = text.match(STANDOUT_WORDS)?.length ?? 0
    if (score > (best?.score ?? 0)) best = { text, score }
  }
  return best?.text
}

/** A story as a fact quoting its lede and one sentence of it chosen by the caller (standoutSentence). */
export function articleFactQuoting(
  article: ArticleFactInput,
  framing: Framing,
  sentence: string,
): { text: string; translations: Translations } {
  const lede = ledeOf(article.summary)
  const quotes = sentence === lede ? [lede] : [lede, sentence]
  return {
    text: storyText(article, framing, quotes, 'en'),
    translations: eachLanguage((language) => storyText(article, framing, quotes, language)),
  }
}

/** What a story says beside a fact, quoted: a follow-up's sentences, or the lede and the answering sentence. */
type Quotes = readonly string[]

/**
 * What else a story says, for a follow-up about it ("did he say what he'll do next?"): the sentence answering the
 * question, else, when the question asks what the story said, its two sentences closest to it that the
 * conversation has not quoted yet; in English and the chat's other languages. None when neither.
 */
export function storyFollowUp(
  article: ArticleFactInput,
  asked: readonly string[],
  options: { quoted: string; asksStory: boolean },
): { text: string; translations: Translations } | undefined {
  const plain = (text: string) => text.replace(/"/g, "'")
  const quoted = plain(options.quoted)
  const fresh = scoredSentences(article, asked).filter((s) => !quoted.includes(plain(s.text).slice(0, 60)))
  const best = fresh.reduce<(typeof fresh)[number] | undefined>(
    (top, s) => (s.score > (top?.score ?? 0) ? s : top),
    undefined,
  )
  const closest = [...fresh].sort((a, b) => b.score - a.score).slice(0, 2)
  const chosen =
    best && best.score >= ANSWERS ? [best.text] : options.asksStory ? closest.map((s) => s.text) : []
  if (!chosen.length) return undefined
  const write = (language: ChatLanguage) => {
    const w = WORDS[language]
    return `${w.theArticle} ${titleOf(article)}, ${w.published(article.publishedAt)}, ${w.alsoReports} ${quotesText(chosen, language)}`
  }
  return { text: write('en'), translations: eachLanguage(write) }
}

/** The story's lede, and the sentence answering the question when one was asked. */
function quotesOf(article: ArticleFactInput, asked: readonly string[] | undefined, orNext: boolean): Quotes {
  const lede = ledeOf(article.summary)
  const more = asked ? answeringSentence(article, asked, { orNext }) : undefined
  return [lede, more].filter((q): q is string => Boolean(q))
}

function quotesText(quotes: Quotes, language: ChatLanguage): string {
  return quotes.map((q) => `"${q.replace(/"/g, "'")}"`).join(` ${WORDS[language].and} `)
}

function titleOf(article: ArticleFactInput): string {
  return `"${clean(article.title).replace(/"/g, "'")}"`
}

/** Which stories a list is of: naming a team or player (with a role), of a game, of a league's tag, or all. */
export type StoryTopic =
  | { mentioning: string; role?: string }
  | { game: string }
  | { tag: string }
  | { site: true }

type Framing = { kind: 'latest'; topic: StoryTopic } | { kind: 'also'; topic: StoryTopic } | { kind: 'found' }

/** The words of a story fact in each of the chat's languages; the story's own words stay as written. */
const WORDS: Record<
  ChatLanguage,
  {
    and: string
    theArticle: string
    published: (date: Date) => string
    aboutThis: string
    reports: string
    alsoReports: string
    latest: (topic: string) => string
    another: (topic: string) => string
    topic: (topic: StoryTopic) => string
  }
> = {
  en: {
    and: 'and',
    theArticle: 'The article',
    published: (date) => `published ${dateText(date)}`,
    aboutThis: 'is about this.',
    reports: 'It reports:',
    alsoReports: 'also reports:',
    latest: (topic) => `The latest story ${topic} is`,
    another: (topic) => `Another story ${topic}:`,
    topic: (t) =>
      'mentioning' in t
        ? `mentioning ${t.mentioning}${t.role ? ` and the ${t.role}` : ''}`
        : 'game' in t
          ? `in ${t.game}`
          : 'tag' in t
            ? `tagged ${t.tag}`
            : 'on the site',
  },
  es: {
    and: 'y',
    theArticle: 'El artículo',
    published: (date) => `publicado el ${dateIn('es', date)}`,
    aboutThis: 'trata de esto.',
    reports: 'Dice:',
    alsoReports: 'también dice:',
    latest: (topic) => `El artículo más reciente ${topic} es`,
    another: (topic) => `Otro artículo ${topic}:`,
    topic: (t) =>
      'mentioning' in t
        ? `sobre ${t.mentioning}${t.role ? ` y el rol de ${t.role}` : ''}`
        : 'game' in t
          ? `de ${t.game}`
          : 'tag' in t
            ? `sobre ${t.tag}`
            : 'del sitio',
  },
  pt: {
    and: 'e',
    theArticle: 'O artigo',
    published: (date) => `publicado em ${dateIn('pt', date)}`,
    aboutThis: 'trata disso.',
    reports: 'Ele relata:',
    alsoReports: 'também relata:',
    latest: (topic) => `O artigo mais recente ${topic} é`,
    another: (topic) => `Outro artigo ${topic}:`,
    topic: (t) =>
      'mentioning' in t
        ? `sobre ${t.mentioning}${t.role ? ` e a função de ${t.role}` : ''}`
        : 'game' in t
          ? `de ${t.game}`
          : 'tag' in t
            ? `sobre ${t.tag}`
            : 'do site',
  },
  fr: {
    and: 'et',
    theArticle: "L'article",
    published: (date) => `publié le ${dateIn('fr', date)}`,
    aboutThis: 'en parle.',
    reports: 'Il rapporte :',
    alsoReports: 'rapporte aussi :',
    latest: (topic) => `Le dernier article ${topic} est`,
    another: (topic) => `Un autre article ${topic} :`,
    topic: (t) =>
      'mentioning' in t
        ? `sur ${t.mentioning}${t.role ? ` et le rôle de ${t.role}` : ''}`
        : 'game' in t
          ? `sur ${t.game}`
          : 'tag' in t
            ? `sur ${t.tag}`
            : 'du site',
  },
  de: {
    and: 'und',
    theArticle: 'Der Artikel',
    published: (date) => `veröffentlicht am ${dateIn('de', date)}`,
    aboutThis: 'handelt davon.',
    reports: 'Er berichtet:',
    alsoReports: 'berichtet außerdem:',
    latest: (topic) => `Der neueste Artikel ${topic} ist`,
    another: (topic) => `Ein weiterer Artikel ${topic}:`,
    topic: (t) =>
      'mentioning' in t
        ? `über ${t.mentioning}${t.role ? ` und die Rolle ${t.role}` : ''}`
        : 'game' in t
          ? `zu ${t.game}`
          : 'tag' in t
            ? `zu ${t.tag}`
            : 'auf der Seite',
  },
}

function storyText(
  article: ArticleFactInput,
  framing: Framing,
  quotes: Quotes,
  language: ChatLanguage,
): string {
  const w = WORDS[language]
  const published = w.published(article.publishedAt)
  const said = quotes.length ? ` ${w.reports} ${quotesText(quotes, language)}` : ''
  switch (framing.kind) {
    case 'latest':
      return `${w.latest(w.topic(framing.topic))} ${titleOf(article)}, ${published}.${said}`
    case 'also':
      return `${w.another(w.topic(framing.topic))} ${titleOf(article)}, ${published}.`
    default:
      return `${w.theArticle} ${titleOf(article)}, ${published}, ${w.aboutThis}${said}`
  }
}

/**
 * A story as a fact, in English and the chat's other languages. The article's own words are quoted and
 * attributed, never stated as ours: a feed's text is data, whatever it says.
 */
export function articleFact(
  article: ArticleFactInput,
  framing: Framing,
  /** The question's words (passageWords): the sentence answering them is quoted after the lede. */
  asked?: readonly string[],
  /** With `asked`: when no sentence answers them, the one after the lede (default) or none. */
  options: { orNext?: boolean } = {},
): { text: string; translations: Translations } {
  const quotes = quotesOf(article, asked, options.orNext ?? true)
  return {
    text: storyText(article, framing, quotes, 'en'),
    translations: eachLanguage((language) => storyText(article, framing, quotes, language)),
  }
}

/** articleFact's English sentence. */
export function articleText(
  article: ArticleFactInput,
  framing: Framing,
  asked?: readonly string[],
  options: { orNext?: boolean } = {},
): string {
  return articleFact(article, framing, asked, options).text
}

export function noTeamNewsText(teamName: string): string {
  return `No news articles about ${teamName} have been published here yet.`
}
