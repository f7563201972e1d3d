import type { ReactNode } from 'react'
import { Link } from '#web/components/link'
import { paths } from '#shared/paths'
import type { LegalSectionText } from '#web/components/layout/legal-page'

// §2.16: 14 numbered sections, the betting and AI disclaimers, 18+ for betting content, Delaware law.

export function TermsIntro({ brand }: { brand: string }): ReactNode {
  return (
    <p>
      These terms explain the rules for using {brand}, an esports news and information website whose content
      is created with the help of artificial intelligence. Please read them carefully.
    </p>
  )
}

export const TERMS_SECTIONS: readonly LegalSectionText[] = [
  {
    title: 'Acceptance of Terms',
    body: ({ brand }) => (
      <>
        <p>
          By accessing or using {brand} (the "Site"), you agree to these Terms of Service. If you do not agree
          with them, please do not use the Site. Our <Link to={paths.privacy()}>Privacy Policy</Link> explains
          how we handle information and forms part of these terms.
        </p>
      </>
    ),
  },
  {
    title: 'Eligibility',
    body: () => (
      <>
        <p>
          You may use the Site only if you are able to form a binding agreement under the law that applies to
          you. The Site is not directed at children under 13. Any content that mentions betting, odds or
          wagering is intended only for adults aged 18 or over (or the legal gambling age where you live, if
          higher); if you are under that age, you must not use or act on such content.
        </p>
      </>
    ),
  },
  {
    title: 'Accounts and Registration',
    body: () => (
      <>
        <p>
          You can read news, browse team and player pages and use the chat without an account. Registration
          may be required for some areas of the Site, such as staff administration tools. If you are given an
          account, you are responsible for keeping your credentials confidential and for all activity under
          your account. Tell us straight away if you believe your account has been used without your
          permission.
        </p>
      </>
    ),
  },
  {
    title: 'AI-Generated Content',
    body: ({ email }) => (
      <>
        <p>
          Much of the Site's content is generated wholly or partly by artificial intelligence. This includes
          news articles rewritten from public news feeds, article summaries, team form analyses, frequently
          asked questions and answers given in the chat. AI-generated content may be incomplete, out of date
          or wrong, and it may not be fact-checked by a person before it is published.
        </p>
        <ul>
          <li>Do not rely on the Site as your only source for important decisions.</li>
          <li>Check results, rosters, schedules and quotes against official sources.</li>
          <li>If you find a mistake, please tell us at {email} and we will review it.</li>
        </ul>
      </>
    ),
  },
  {
    title: 'No Betting Advice',
    body: ({ brand }) => (
      <>
        <p>
          Nothing on the Site is betting, gambling, financial or investment advice. Statistics, form labels,
          analyses, predictions and chat answers are provided for information and entertainment only, and past
          results do not guarantee future outcomes. {brand} does not accept bets and is not a gambling
          operator.
        </p>
        <p>
          If you choose to bet, you do so at your own risk and are responsible for following the laws where
          you live. Only bet what you can afford to lose. If gambling stops being fun, seek help from a local
          responsible-gambling organisation.
        </p>
      </>
    ),
  },
  {
    title: 'Intellectual Property',
    body: ({ brand }) => (
      <>
        <p>
          The Site's design, software, brand and original content belong to {brand} or its licensors. You may
          read, share links to and quote short extracts of our content for personal, non-commercial purposes
          with a link back to the Site. Any other copying, republishing or commercial use needs our written
          permission.
        </p>
        <p>
          Articles are based on publicly available reporting and link to their original sources where known.
          Game titles, team names, logos and other trademarks belong to their respective owners. {brand} is
          not affiliated with or endorsed by any game publisher, league, tournament organiser or team.
        </p>
      </>
    ),
  },
  {
    title: 'User Conduct',
    body: () => (
      <>
        <p>When using the Site, you agree not to:</p>
        <ul>
          <li>break any law or infringe anyone else's rights;</li>
          <li>submit unlawful, abusive, hateful or harassing content, including in the chat;</li>
          <li>try to gain unauthorised access to the Site, its accounts or its systems;</li>
          <li>
            scrape, flood or send automated requests in a way that degrades the Site for others, or try to get
            around rate limits;
          </li>
          <li>use the chat or other features to create spam or misleading content about real people.</li>
        </ul>
        <p>We may limit or block access for anyone who breaks these rules.</p>
      </>
    ),
  },
  {
    title: 'Third-Party Links',
    body: () => (
      <>
        <p>
          The Site links to websites and services we do not control, such as the original publishers of news
          stories, tournament pages and social networks. We are not responsible for their content,
          availability or privacy practices. Visiting them is at your own risk and under their own terms.
        </p>
      </>
    ),
  },
  {
    title: 'Data from Third Parties',
    body: () => (
      <>
        <p>
          Team, player and match data and the news the Site draws on come from third-party sources, including
          esports data providers and publishers' news feeds. This data may be delayed, incomplete or
          inaccurate, and it can change without notice. We do not guarantee its accuracy.
        </p>
      </>
    ),
  },
  {
    title: 'Disclaimer of Warranties',
    body: () => (
      <>
        <p>
          The Site and all of its content are provided "as is" and "as available", without warranties of any
          kind, whether express or implied, including warranties of accuracy, fitness for a particular purpose
          and non-infringement. We do not promise that the Site will be uninterrupted, secure or free of
          errors.
        </p>
      </>
    ),
  },
  {
    title: 'Limitation of Liability',
    body: ({ brand }) => (
      <>
        <p>
          To the fullest extent permitted by law, {brand} and the people who run it are not liable for any
          indirect, incidental, special, consequential or punitive damages, or for any loss of profits, data
          or money (including betting losses), arising from your use of, or inability to use, the Site or its
          content. Nothing in these terms limits liability that cannot be limited by law.
        </p>
      </>
    ),
  },
  {
    title: 'Changes to These Terms',
    body: () => (
      <>
        <p>
          We may update these terms from time to time. When we do, we will change the "Last updated" date at
          the top of this page. If you keep using the Site after a change, you accept the updated terms.
        </p>
      </>
    ),
  },
  {
    title: 'Governing Law',
    body: () => (
      <>
        <p>
          These terms are governed by the laws of the State of Delaware, United States, without regard to its
          conflict-of-law rules. Any dispute arising from them will be handled by the state or federal courts
          located in Delaware, unless the law where you live gives you the right to bring a claim elsewhere.
        </p>
      </>
    ),
  },
  {
    title: 'Contact',
    body: ({ email }) => (
      <>
        <p>
          Questions about these terms? Write to us at {email}. General questions are welcome on our{' '}
          <Link to={paths.contact()}>contact page</Link>.
        </p>
      </>
    ),
  },
]
