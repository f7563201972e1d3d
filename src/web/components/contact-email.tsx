import { Link } from '#web/components/link'
import { useSite } from '../lib/site'
import { paths } from '#shared/paths'

/**
 * §2.16 {email} inside a sentence of the legal pages: the address as a mail link, or, when CONTACT_EMAIL is not
 * set, a link to the contact page, which says that no address is published, rather than a made-up one.
 */
export function ContactEmail() {
  const { contactEmail } = useSite()
  return contactEmail ? (
    <a href={`mailto:${contactEmail}`} className="break-all">
      {contactEmail}
    </a>
  ) : (
    <Link to={paths.contact()}>the address on our contact page</Link>
  )
}

/** The contact page's words when no address is set. */
export const NO_CONTACT_EMAIL_TEXT = 'No contact address has been published for this site yet.'
