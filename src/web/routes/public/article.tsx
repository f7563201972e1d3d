import { useLocation, useParams } from 'react-router'
import { LoadingDetail, PageContainer, titleFromSlug } from '../../components/layout/page'
import { Seo } from '../../components/seo'

export function Component() {
  const { pathname } = useLocation()
  const { slug } = useParams()
  const title = titleFromSlug(slug) || 'Article'
  return (
    <PageContainer className="max-w-5xl">
      <Seo title={title} bareTitle type="article" path={pathname} />
      <h1 className="sr-only">{title}</h1>
      <LoadingDetail label="Loading article..." />
    </PageContainer>
  )
}
