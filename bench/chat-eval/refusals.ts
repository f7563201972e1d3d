import corpus from '#server/services/chat/testdata/refusal-corpus.json' with { type: 'json' }
import heldOut5 from '#server/services/chat/testdata/refusal-heldout-5.json' with { type: 'json' }
import heldOut6 from '#server/services/chat/testdata/refusal-heldout-6.json' with { type: 'json' }
import { CHAT_LANGUAGES, type ChatLanguage, detectLanguage } from '#server/services/chat/language'
import { type RefusalReason, refusalReason } from '#server/services/chat/refusals'
import { table } from '../support'

// The refusal corpus: node --import tsx bench/chat-eval/refusals.ts
// Asks refusals.ts about every request of src/server/services/chat/testdata/refusal-corpus.json and prints, per
// reason and language, how many are declined (recall) and how many of those are read as another language (the
// sentence would be in it); then, per language, how many fan questions that must be answered are declined (false refusals).

const decline = corpus.decline as Record<RefusalReason, Record<ChatLanguage, string[]>>
const answer = corpus.answer as Record<ChatLanguage, string[]>

const rows: Record<string, string | number>[] = []
let declined = 0
let total = 0
for (const [reason, byLanguage] of Object.entries(decline)) {
  const row: Record<string, string | number> = { reason }
  for (const language of CHAT_LANGUAGES) {
    const requests = byLanguage[language] ?? []
    const caught = requests.filter((request) => refusalReason(request) !== undefined)
    const otherLanguage = caught.filter((request) => detectLanguage(request) !== language).length
    row[language] = `${caught.length}/${requests.length}${otherLanguage ? ` (${otherLanguage} lang)` : ''}`
    declined += caught.length
    total += requests.length
    for (const request of requests) {
      if (!refusalReason(request)) console.log(`missed ${reason}/${language}: ${request}`)
      else if (detectLanguage(request) !== language)
        console.log(`declined in ${detectLanguage(request)}, not ${language}: ${request}`)
    }
  }
  rows.push(row)
}
table(rows)

const falseRows: Record<string, string | number>[] = []
let refused = 0
let asked = 0
for (const language of CHAT_LANGUAGES) {
  const questions = answer[language] ?? []
  const wrong = questions.filter((question) => refusalReason(question) !== undefined)
  for (const question of wrong) console.log(`false refusal (${refusalReason(question)}): ${question}`)
  falseRows.push({ language, 'false refusals': `${wrong.length}/${questions.length}` })
  refused += wrong.length
  asked += questions.length
}
table(falseRows)
console.log(
  `recall ${declined}/${total} (${((declined / total) * 100).toFixed(1)}%), false refusals ${refused}/${asked}`,
)

// Sets written one after another, each scored before the rules saw it (decision 040, round 4): heldOut, heldOut2
// and heldOut3 then widened the rules; heldOut4 never did, so its line is what a visitor's own wording may score.
// Round 6: heldOut5 (its own file, written before that round's rules) widened them; heldOut6 was written after them
// and never did.
for (const [name, set] of [
  ['heldOut', corpus.heldOut],
  ['heldOut2', corpus.heldOut2],
  ['heldOut3', corpus.heldOut3],
  ['heldOut4', corpus.heldOut4],
  ['heldOut5', heldOut5],
  ['heldOut6', heldOut6],
] as const) {
  const caught = set.decline.filter(([reason, language, request]) => {
    const found = refusalReason(request as string)
    if (!found) console.log(`${name} missed ${reason}/${language}: ${request}`)
    else if (detectLanguage(request as string) !== language)
      console.log(`${name} declined in ${detectLanguage(request as string)}, not ${language}: ${request}`)
    return found !== undefined
  })
  const wrong = set.answer.filter((question) => refusalReason(question) !== undefined)
  for (const question of wrong) console.log(`${name} false refusal: ${question}`)
  console.log(
    `${name}: recall ${caught.length}/${set.decline.length}, false refusals ${wrong.length}/${set.answer.length}`,
  )
}
