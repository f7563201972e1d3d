import { LegalPage, LegalSections } from '../../components/layout/legal-page'
import { PRIVACY_SECTIONS, PrivacyIntro } from '../../features/legal/privacy'
import { ContactEmail } from '../../components/contact-email'
import { Seo } from '../../components/seo'
import { useSite } from '../../lib/site'
import { paths } from '#shared/paths'

export function Component() {
  const { brand } = useSite()
  const email = <ContactEmail />
  return (
    <LegalPage
      title="Privacy Policy"
      updated="Last updated: January 2025"
      intro={<PrivacyIntro brand={brand} />}
    >
      <Seo
        title="Privacy Policy"
        description={`How ${brand} collects, uses and protects information, and how to contact us about your data.`}
        path={paths.privacy()}
      />

      <LegalSections sections={PRIVACY_SECTIONS} context={{ brand, email }} />
    </LegalPage>
  )
}
