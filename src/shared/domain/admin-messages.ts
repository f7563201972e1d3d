// §8 admin messages that carry numbers or names, built in one place for the server and the screens.

function withReason(message: string, deleted: number, requested: number): string {
  const missing = requested - deleted
  return missing > 0 ? `${message}, ${missing} not deleted (not found or already deleted)` : message
}

/** ARCHITECTURE.md bulk delete reading: "Deleted {deleted} of {requested} articles" plus the reason. */
export function bulkDeleteArticlesMessage(deleted: number, requested: number): string {
  return withReason(`Deleted ${deleted} of ${requested} articles`, deleted, requested)
}

/** §8 Teams (admin) bulk: "{n} team(s) deleted successfully", plus the reason when some were not. */
export function teamsDeletedMessage(deleted: number, requested: number = deleted): string {
  return withReason(`${deleted} team(s) deleted successfully`, deleted, requested)
}

/** §8 Users: "User {email} created successfully". */
export function userCreatedMessage(email: string): string {
  return `User ${email} created successfully`
}
