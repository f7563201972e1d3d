import type {
  ActionResult,
  ArticleUpdateBody,
  BulkDeleteResult,
  DuplicateCleanupResult,
  DuplicateReport,
} from '#shared/schemas/admin'
import type { Article } from '#shared/schemas/article'

export type { Article, BulkDeleteResult, DuplicateCleanupResult }
export type ServiceResult = ActionResult
export type DuplicatesReport = DuplicateReport

/** The fields the edit form saves (§7 Update): all of them. */
export type ArticleChanges = Required<ArticleUpdateBody>
