import { CheckCircle2, XCircle } from 'lucide-react'
import { READINESS_CHECKS, type ReadinessCheckName } from '#shared/domain/readiness'
import type { Readiness } from '#shared/schemas/admin'

/** What each check of /readyz means to an administrator (decision 032). */
const CHECK_LABELS: Record<ReadinessCheckName, string> = {
  database: 'Database answers',
  migrations: 'Migrations applied',
  listen: 'Hears database changes',
  jobQueue: 'Job queue running',
  schedules: 'Job schedules registered',
}

/** The same checks as /readyz, each passed or failed with its reason. */
export function HealthChecks({ health }: { health: Readiness }) {
  return (
    <div className="flex flex-col gap-2">
      <h3 className="text-sm font-semibold">
        Health checks{' '}
        <span className="font-normal text-muted-foreground">
          ({health.status === 'ready' ? 'all passing' : `${health.failing.length} failing`})
        </span>
      </h3>
      <ul className="grid gap-2 text-sm sm:grid-cols-2 lg:grid-cols-3">
        {READINESS_CHECKS.map((name) => {
          const check = health.checks[name]
          return (
            <li key={name} className="flex items-start gap-2" data-check={name} data-ok={check.ok}>
              {check.ok ? (
                <CheckCircle2 aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-green-600" />
              ) : (
                <XCircle aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-destructive" />
              )}
              <span className="min-w-0">
                <span className="sr-only">{check.ok ? 'Passing: ' : 'Failing: '}</span>
                {CHECK_LABELS[name]}
                {check.detail ? (
                  <span className="block break-words text-muted-foreground">{check.detail}</span>
                ) : null}
              </span>
            </li>
          )
        })}
      </ul>
    </div>
  )
}
