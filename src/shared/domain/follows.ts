// Issue #18, decision 034: how many teams, and how many players, one reader can follow. The browser's store and
// GET /api/following hold the same bound (a query string stays short; the page's reads stay bounded).
export const FOLLOW_LIMIT = 30
