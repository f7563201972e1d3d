// The messages of spec §8 that the API answers with, verbatim, in one place for the server: routes and services
// take them from here. Messages with numbers or names in them are built in src/shared/domain/admin-messages.ts,
// which the admin screens use too; they are re-exported here, so every §8 message of the server comes from
// this module.

export {
  bulkDeleteArticlesMessage,
  teamsDeletedMessage,
  userCreatedMessage,
} from '#shared/domain/admin-messages'

export const MESSAGES = {
  articleNotFound: 'Article not found',
  articleNotFoundOrDeleted: 'Article not found or already deleted',
  articleWithoutSource: 'Article not found or missing original URL',
  articleRefreshed: 'Article content refreshed successfully',
  articleUpdated: 'Article updated successfully',
  articleDeleted: 'Article deleted successfully',
  feedsProcessed: 'Feeds processed successfully',
  feedProcessingStarted: 'Feed processing started',
  feedSourceAdded: 'Feed source added successfully',
  feedSourceUpdated: 'Feed source updated successfully',
  feedSourceDeleted: 'Feed source deleted successfully',
  feedSourceNotFound: 'Feed source not found',
  faqRefreshed: 'FAQ refreshed successfully',
  teamNotFound: 'Team not found',
  teamNotFoundOrDeleted: 'Team not found or already deleted',
  teamDeleted: 'Team deleted successfully',
  playerNotFound: 'Player not found',
  matchNotFound: 'Match not found',
  eventNotFound: 'Event not found',
  userNotFound: 'User not found',
  userRoleUpdated: 'User role updated successfully',
  userDeleted: 'User deleted successfully',
  syncStarted: 'Sync started',
} as const

/** §8 Sync failure: "Sync failed: {message}". */
export function syncFailedMessage(message: string): string {
  return `Sync failed: ${message}`
}
