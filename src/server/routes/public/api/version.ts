/** Where the versioned public read API lives (decision 033); the same routes answer under /api as aliases. */
export const API_VERSION_PREFIX = '/api/v1'
