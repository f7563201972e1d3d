import { Clock, Mail } from 'lucide-react'
import { Link } from '#web/components/link'
import { PageContainer, PageHeader } from '../../components/layout/page'
import { NO_CONTACT_EMAIL_TEXT } from '../../components/contact-email'
import { Seo } from '../../components/seo'
import { Button } from '../../components/ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card'
import { useSite } from '../../lib/site'
import { paths } from '#shared/paths'

// §2.16: one general-inquiries address; replies typically within 24-48 hours on business days.
export function Component() {
  const { brand, contactEmail } = useSite()
  return (
    <PageContainer className="flex max-w-3xl flex-col gap-8 py-12">
      <Seo
        title="Contact Us"
        description={`Get in touch with ${brand}: questions, corrections, feedback and partnership inquiries.`}
        path={paths.contact()}
      />
      <PageHeader
        title="Contact Us"
        description={`Questions, corrections or feedback about ${brand}? We'd like to hear from you.`}
      />
      <Card>
        <CardHeader>
          <Mail aria-hidden="true" className="size-6 text-primary" />
          <CardTitle asChild>
            <h2>General Inquiries</h2>
          </CardTitle>
          <CardDescription>
            For anything about the Site: news tips, corrections to an article, feedback, partnerships or
            press.
          </CardDescription>
        </CardHeader>
        <CardContent className="flex flex-col gap-4">
          {contactEmail ? (
            <Button
              asChild
              variant="hero"
              size="lg"
              className="h-auto min-h-11 max-w-full self-start py-2 break-all whitespace-normal"
            >
              <a href={`mailto:${contactEmail}`}>
                <Mail aria-hidden="true" />
                {contactEmail}
              </a>
            </Button>
          ) : (
            <p className="font-medium">{NO_CONTACT_EMAIL_TEXT}</p>
          )}
          {contactEmail ? (
            <p className="flex items-center gap-2 text-sm text-muted-foreground">
              <Clock aria-hidden="true" className="size-4 shrink-0" />
              Replies typically within 24-48 hours on business days.
            </p>
          ) : null}
        </CardContent>
      </Card>
      <div className="flex flex-col gap-3 text-muted-foreground">
        <p>
          Spotted a mistake? Much of our content is generated with the help of AI and may not be fact-checked,
          so corrections are always welcome. Please include the link to the article and what needs fixing.
        </p>
        <p>
          For privacy requests, see our{' '}
          <Link to={paths.privacy()} className="font-medium text-primary underline underline-offset-4">
            Privacy Policy
          </Link>
          . For the rules of using the Site, see our{' '}
          <Link to={paths.terms()} className="font-medium text-primary underline underline-offset-4">
            Terms of Service
          </Link>
          .
        </p>
      </div>
    </PageContainer>
  )
}
