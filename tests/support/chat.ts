import { composeLocalAnswer } from '#server/ai/local/chat'
import type { Db } from '#server/db/client'
import { retrieveContext } from '#server/services/chat/retrieval'

/** A question to the co-caster as the local engine answers it: retrieval, then the answer and its citations. */
export async function askChat(
  db: Db,
  question: string,
  options: { now: Date; siteUrl: string; brand: string },
) {
  const context = await retrieveContext(
    { db, site: { siteUrl: options.siteUrl }, now: () => options.now },
    question,
  )
  return { context, ...composeLocalAnswer(context, { brand: options.brand }) }
}
