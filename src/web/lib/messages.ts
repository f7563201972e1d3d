// The web app's user-facing messages of spec §8 (error catalogue), verbatim, in one place.

// Public pages (§8 "Public screens").
export const publicMessages = {
  teamsLoadFailed: 'Failed to load teams. Please try again.',
  playersLoadFailed: 'Failed to load players. Please try again.',
  teamNotFound: { title: 'Team not found', description: 'The requested team could not be found.' },
  teamLoadFailed: 'Failed to load team details. Please try again.',
  playerNotFound: { title: 'Player not found', description: 'The requested player could not be found.' },
  playerLoadFailed: 'Failed to load player details. Please try again.',
  gameNotFound: 'Game not found',
  chatErrorTitle: 'Chat Error',
  chatFailed: (brand: string) => `Failed to get response from ${brand}. Please try again.`,
  chatFailureReply: "Sorry, I'm having trouble connecting right now. Please try again.",
  chatEmptyReply: "Sorry, I couldn't process that request.",
  chatNotConnected: 'Not Connected',
} as const
