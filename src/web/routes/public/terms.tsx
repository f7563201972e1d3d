import { LegalPage, LegalSections } from '../../components/layout/legal-page'
import { TERMS_SECTIONS, TermsIntro } from '../../features/legal/terms'
import { ContactEmail } from '../../components/contact-email'
import { Seo } from '../../components/seo'
import { useSite } from '../../lib/site'
import { paths } from '#shared/paths'

export function Component() {
  const { brand } = useSite()
  const email = <ContactEmail />
  return (
    <LegalPage
      title="Terms of Service"
      updated="Last updated: January 2025"
      intro={<TermsIntro brand={brand} />}
    >
      <Seo
        title="Terms of Service"
        description={`The terms that apply when you use ${brand}, including our AI-generated content and betting disclaimers.`}
        path={paths.terms()}
      />

      <LegalSections sections={TERMS_SECTIONS} context={{ brand, email }} numbered />
    </LegalPage>
  )
}
