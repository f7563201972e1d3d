export const dashboardKeys = {
  all: () => ['admin', 'dashboard'] as const,
  detail: () => [...dashboardKeys.all(), 'detail'] as const,
}
