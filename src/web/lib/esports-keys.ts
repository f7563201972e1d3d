// The one root of every esports read in the query cache, so a team's reads can be refreshed together.
export const esportsKeys = {
  all: () => ['esports'] as const,
  team: (teamId: string) => [...esportsKeys.all(), 'team', teamId] as const,
}
