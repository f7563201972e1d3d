export const adminTeamKeys = {
  all: () => ['admin', 'teams'] as const,
  list: () => [...adminTeamKeys.all(), 'list'] as const,
}
