import { ShieldAlert } from 'lucide-react'
import type { ReactNode } from 'react'
import { Card, CardContent } from '../ui/card'
import { ScreenCardHeader } from './card-headings'

/** The "Access Denied" card (§2.17), saying what the role may not do; `children` are its actions. */
export function AccessDenied({ description, children }: { description: string; children?: ReactNode }) {
  return (
    <Card className="mx-auto w-full max-w-md text-center">
      <ScreenCardHeader icon={ShieldAlert} tone="danger" title="Access Denied" description={description} />
      {children ? <CardContent className="flex justify-center">{children}</CardContent> : null}
    </Card>
  )
}
