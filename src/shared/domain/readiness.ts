/** The checks /readyz makes (decision 032), in the order the admin dashboard lists them. */
export const READINESS_CHECKS = ['database', 'migrations', 'listen', 'jobQueue', 'schedules'] as const
export type ReadinessCheckName = (typeof READINESS_CHECKS)[number]
