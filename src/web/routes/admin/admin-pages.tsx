import { Badge } from '../../components/ui/badge'
import { useSite } from '../../lib/site'

// Placeholders: each admin screen (§2.18–2.24) is built in its own issue; the headings are the spec's.

function AdminHeading({ title, subtitle, badge }: { title: string; subtitle?: string; badge?: string }) {
  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-2 px-4 py-8 sm:px-6 lg:px-8">
      {badge ? <Badge variant="destructive">{badge}</Badge> : null}
      <h1 className="text-3xl font-extrabold tracking-tight">{title}</h1>
      {subtitle ? <p className="text-muted-foreground">{subtitle}</p> : null}
      <p role="status" className="mt-4 text-sm text-muted-foreground">
        Loading...
      </p>
    </div>
  )
}

export function AdminDashboardPage() {
  const { brand } = useSite()
  return (
    <AdminHeading title={`${brand} Admin Dashboard`} subtitle="Manage RSS feeds and article processing" />
  )
}

export function AdminArticlesPage() {
  return <AdminHeading title="Article Management" />
}

export function AdminArticleEditPage() {
  return <AdminHeading title="Edit Article" />
}

export function AdminTeamsPage() {
  return <AdminHeading title="Teams Management" />
}

export function AdminUsersPage() {
  return <AdminHeading title="User Management" subtitle="Manage admin users and their roles" />
}

export function AdminSyncPage() {
  return <AdminHeading title="Quality Team Sync (Enhanced)" badge="Admin Only" />
}

export function AdminContentAnalysisPage() {
  return <AdminHeading title="Content Analysis & Auto-Tagging" />
}

export function AdminAuditPage() {
  return <AdminHeading title="Audit Log" />
}
