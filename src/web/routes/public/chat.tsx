import { PageContainer, PageHeader } from '../../components/layout/page'
import { Seo } from '../../components/seo'
import { useState } from 'react'
import { ChatPanel } from '../../features/chat/components/chat-panel'
import { ConnectionBadge } from '../../features/chat/components/connection-badge'
import type { Connection } from '../../features/chat/components/use-conversation'
import { useSite } from '../../lib/site'
import { paths } from '#shared/paths'

/** §2.14 Chat: ask the co-caster; /chat?question=… (and ?q=…) sends the question by itself. */
export function Component() {
  const { brand } = useSite()
  const [connection, setConnection] = useState<Connection>('checking')
  return (
    <PageContainer className="flex max-w-4xl flex-col gap-6">
      <Seo
        title={`Chat with ${brand}`}
        description={`Ask ${brand}, our AI esports co-caster, about esports news, match results, teams and players across CS2, League of Legends, Dota 2 and Valorant.`}
        path={paths.chat()}
      />
      <PageHeader
        title={`Chat with ${brand}`}
        badge={<ConnectionBadge brand={brand} connection={connection} />}
      />
      <ChatPanel onConnection={setConnection} />
    </PageContainer>
  )
}
