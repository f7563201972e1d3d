import { useOutletContext, useParams } from 'react-router'
import { ArticleEditor } from '../../features/admin-articles/components/article-editor'
import { ArticlesManager } from '../../features/admin-articles/components/articles-manager'
import { AuditLog } from '../../features/admin-audit/components/audit-log'
import type { AdminSession } from '../../features/admin-auth/utils/gate'
import { ContentAnalysis } from '../../features/admin-content-analysis/components/content-analysis'
import { AdminDashboard } from '../../features/admin-dashboard/components/admin-dashboard'
import { TeamSync } from '../../features/admin-sync/components/team-sync'
import { TeamsManager } from '../../features/admin-teams/components/teams-manager'
import { UsersManager } from '../../features/admin-users/components/users-manager'

// The admin screens (§2.18–2.24 and the audit log), each rendered inside admin-layout's gate, which hands over
// the admitted session.

function useSession(): AdminSession {
  return useOutletContext<AdminSession>()
}

export function AdminDashboardPage() {
  const session = useSession()
  return <AdminDashboard isSuperAdmin={session.role === 'super_admin'} />
}

export function AdminArticlesPage() {
  return <ArticlesManager />
}

export function AdminArticleEditPage() {
  const { id = '' } = useParams()
  return <ArticleEditor key={id} id={id} />
}

export function AdminTeamsPage() {
  return <TeamsManager />
}

export function AdminUsersPage() {
  const session = useSession()
  return <UsersManager isSuperAdmin={session.role === 'super_admin'} currentUserId={session.user.id} />
}

export function AdminSyncPage() {
  return <TeamSync />
}

export function AdminContentAnalysisPage() {
  return <ContentAnalysis />
}

export function AdminAuditPage() {
  const session = useSession()
  return <AuditLog isSuperAdmin={session.role === 'super_admin'} />
}
