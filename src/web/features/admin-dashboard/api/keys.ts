export const dashboardKeys = {
  all: () => ['admin', 'dashboard'] as const,
  overview: () => [...dashboardKeys.all(), 'overview'] as const,
}
