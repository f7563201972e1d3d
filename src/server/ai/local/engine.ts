import type { Engine } from '../types'
import { classifyArticleLocally } from './classify'
import { previewMatchLocally, recapMatchLocally } from './match-texts'
import { rewriteArticleLocally } from './rewrite/rewrite'
import { summarizeArticleLocally } from './summary'
import { generateTeamFaqLocally } from './team-faq'
import { analyzeTeamLocally } from './team-analysis'

/** The local engine (ARCHITECTURE.md "The AI layer"): deterministic, offline, always available; the default. */
export const localEngine: Engine = {
  name: 'local',
  rewriteArticle: async (source) => rewriteArticleLocally(source),
  summarizeArticle: async (article) => summarizeArticleLocally(article),
  classifyArticle: async (article) => classifyArticleLocally(article),
  analyzeTeam: async (input) => analyzeTeamLocally(input),
  generateTeamFaq: async (input) => generateTeamFaqLocally(input),
  previewMatch: async (facts) => previewMatchLocally(facts),
  recapMatch: async (facts) => recapMatchLocally(facts),
}
