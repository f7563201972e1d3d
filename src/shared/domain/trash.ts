/** Deleted articles and teams stay restorable in the trash this long, then a job purges them (ARCHITECTURE.md). */
export const TRASH_RETENTION_DAYS = 30
