const HEALTH_URL = '/healthz'

/**
 * GET /healthz: false only when the server cannot be reached at all (§2.14 "Not Connected"). Any answer, even
 * an error status, means the server is there and a send will report its own failure.
 */
export async function isServerReachable(signal?: AbortSignal): Promise<boolean> {
  try {
    const response = await fetch(HEALTH_URL, { cache: 'no-store', signal })
    // Read to the end: an unread body keeps the request open in the browser.
    await response.text()
    return true
  } catch (error) {
    if (signal?.aborted) throw error
    return false
  }
}
