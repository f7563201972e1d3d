// Job names, shared by the routes that send work and the worker that does it.
export const PROCESS_FEEDS_JOB = 'process-feeds'
export const RECOUNT_TAGS_JOB = 'recount-tags'
export const SYNC_ESPORTS_JOB = 'sync-pandascore-data'
export const PURGE_TRASH_JOB = 'purge-trash'
export const POLL_LIVE_MATCHES_JOB = 'poll-live-matches'
export const WRITE_MATCH_TEXTS_JOB = 'write-match-texts'
