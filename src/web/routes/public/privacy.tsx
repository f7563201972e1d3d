import { Link } from 'react-router'
import { LegalPage, LegalSection } from '../../components/layout/legal-page'
import { ContactEmail } from '../../components/contact-email'
import { Seo } from '../../components/seo'
import { useSite } from '../../lib/site'
import { paths } from '#shared/paths'

// §2.16: canonical /privacy, last updated January 2025, under-13s not served, replies within 7 business days.
export function Component() {
  const { brand } = useSite()
  const email = <ContactEmail />
  return (
    <LegalPage
      title="Privacy Policy"
      updated="Last updated: January 2025"
      intro={
        <p>
          {brand} is an AI-assisted esports news website. You can read it without an account, and we collect
          as little information about you as we can. This policy explains what we collect, why, and the
          choices you have.
        </p>
      }
    >
      <Seo
        title="Privacy Policy"
        description={`How ${brand} collects, uses and protects information, and how to contact us about your data.`}
        path={paths.privacy()}
      />

      <LegalSection title="Information We Collect">
        <p>
          <strong>When you browse.</strong> Like most websites, our servers record technical information with
          each request: your IP address, browser type, the page requested, the referring page and the time. We
          use these logs to keep the Site running, to fix problems and to protect it against abuse.
        </p>
        <p>
          <strong>When you use the chat.</strong> The questions you type are sent to our server so that we can
          answer them. To prevent abuse, we keep short-lived counters of how many requests come from a network
          address. Please do not include personal information in your questions.
        </p>
        <p>
          <strong>When you email us.</strong> We receive your email address and whatever you choose to write,
          and use them only to reply to you.
        </p>
        <p>
          <strong>Staff accounts.</strong> People who run the Site sign in to an administration area. For them
          we store an email address, a securely hashed password, a role and session records.
        </p>
      </LegalSection>

      <LegalSection title="Cookies and Local Storage">
        <ul>
          <li>
            <strong>Theme preference:</strong> if you choose a light, dark or system theme, the choice is
            saved in your browser's local storage under the name "theme". It never leaves your device.
          </li>
          <li>
            <strong>Admin session cookie:</strong> set only when a staff member signs in to the administration
            area, to keep them signed in. Readers never receive it.
          </li>
        </ul>
        <p>
          We do not use advertising cookies, analytics trackers, tracking pixels or third-party cookies of any
          kind.
        </p>
      </LegalSection>

      <LegalSection title="How We Use Information">
        <ul>
          <li>to provide the Site, including answering chat questions;</li>
          <li>to keep the Site secure and to detect and prevent abuse;</li>
          <li>to find and fix errors and to understand how the Site performs;</li>
          <li>to reply to messages you send us;</li>
          <li>to meet our legal obligations.</li>
        </ul>
      </LegalSection>

      <LegalSection title="Sharing and AI Services">
        <p>
          We do not sell or rent personal information, and we do not share it with advertisers. Some content
          and chat answers are produced with the help of AI services run by other companies; when that
          happens, the text to be processed (for example, your chat question) is sent to that service to
          generate a response. We also rely on hosting providers to run the Site. These providers may process
          data only to provide their service to us. We may disclose information if the law requires it or to
          protect the safety of our users and the Site.
        </p>
      </LegalSection>

      <LegalSection title="How Long We Keep Information">
        <p>
          Server logs and abuse-prevention counters are kept only as long as needed for security and
          operations, and then deleted. Emails are kept while we handle your request and for a reasonable time
          afterwards. Staff account data is kept while the account exists.
        </p>
      </LegalSection>

      <LegalSection title="Children">
        <p>
          The Site is not directed at children under 13, and we do not knowingly collect personal information
          from them. If you believe a child under 13 has given us personal information, contact us at {email}{' '}
          and we will delete it.
        </p>
      </LegalSection>

      <LegalSection title="Your Rights">
        <p>
          Depending on where you live, you may have the right to ask what personal information we hold about
          you, to have it corrected or deleted, to object to or restrict how we use it, and to receive a copy
          of it. To make a request, email {email}. We reply within 7 business days. We may need to confirm
          your identity before acting on a request.
        </p>
      </LegalSection>

      <LegalSection title="Security">
        <p>
          We protect information with encrypted connections, hashed passwords and access limited to the people
          who need it. No service can be completely secure, but we work to keep your information safe.
        </p>
      </LegalSection>

      <LegalSection title="Changes to This Policy">
        <p>
          If we change this policy, we will update the date at the top of this page. Significant changes will
          also be noted on the Site.
        </p>
      </LegalSection>

      <LegalSection title="Contact">
        <p>
          Questions about this policy or your data? Email us at {email}. You can also read our{' '}
          <Link to={paths.terms()}>Terms of Service</Link>.
        </p>
      </LegalSection>
    </LegalPage>
  )
}
