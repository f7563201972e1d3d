import type { ReactNode } from 'react'
import { Link } from '#web/components/link'
import { paths } from '#shared/paths'
import type { LegalSectionText } from '#web/components/layout/legal-page'

// §2.16: canonical /privacy, last updated January 2025, under-13s not served, replies within 7 business days.

export function PrivacyIntro({ brand }: { brand: string }): ReactNode {
  return (
    <p>
      {brand} is an AI-assisted esports news website. You can read it without an account, and we collect as
      little information about you as we can. This policy explains what we collect, why, and the choices you
      have.
    </p>
  )
}

export const PRIVACY_SECTIONS: readonly LegalSectionText[] = [
  {
    title: 'Information We Collect',
    body: () => (
      <>
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
      </>
    ),
  },
  {
    title: 'Cookies and Local Storage',
    body: () => (
      <>
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
      </>
    ),
  },
  {
    title: 'How We Use Information',
    body: () => (
      <>
        <ul>
          <li>to provide the Site, including answering chat questions;</li>
          <li>to keep the Site secure and to detect and prevent abuse;</li>
          <li>to find and fix errors and to understand how the Site performs;</li>
          <li>to reply to messages you send us;</li>
          <li>to meet our legal obligations.</li>
        </ul>
      </>
    ),
  },
  {
    title: 'Sharing and AI Services',
    body: () => (
      <>
        <p>
          We do not sell or rent personal information, and we do not share it with advertisers. Some content
          and chat answers are produced with the help of AI services run by other companies; when that
          happens, the text to be processed (for example, your chat question) is sent to that service to
          generate a response. We also rely on hosting providers to run the Site. These providers may process
          data only to provide their service to us. We may disclose information if the law requires it or to
          protect the safety of our users and the Site.
        </p>
      </>
    ),
  },
  {
    title: 'How Long We Keep Information',
    body: () => (
      <>
        <p>
          Server logs and abuse-prevention counters are kept only as long as needed for security and
          operations, and then deleted. Emails are kept while we handle your request and for a reasonable time
          afterwards. Staff account data is kept while the account exists.
        </p>
      </>
    ),
  },
  {
    title: 'Children',
    body: ({ email }) => (
      <>
        <p>
          The Site is not directed at children under 13, and we do not knowingly collect personal information
          from them. If you believe a child under 13 has given us personal information, contact us at {email}{' '}
          and we will delete it.
        </p>
      </>
    ),
  },
  {
    title: 'Your Rights',
    body: ({ email }) => (
      <>
        <p>
          Depending on where you live, you may have the right to ask what personal information we hold about
          you, to have it corrected or deleted, to object to or restrict how we use it, and to receive a copy
          of it. To make a request, email {email}. We reply within 7 business days. We may need to confirm
          your identity before acting on a request.
        </p>
      </>
    ),
  },
  {
    title: 'Security',
    body: () => (
      <>
        <p>
          We protect information with encrypted connections, hashed passwords and access limited to the people
          who need it. No service can be completely secure, but we work to keep your information safe.
        </p>
      </>
    ),
  },
  {
    title: 'Changes to This Policy',
    body: () => (
      <>
        <p>
          If we change this policy, we will update the date at the top of this page. Significant changes will
          also be noted on the Site.
        </p>
      </>
    ),
  },
  {
    title: 'Contact',
    body: ({ email }) => (
      <>
        <p>
          Questions about this policy or your data? Email us at {email}. You can also read our{' '}
          <Link to={paths.terms()}>Terms of Service</Link>.
        </p>
      </>
    ),
  },
]
