import { connect, createServer, type Socket } from 'node:net'

export interface TcpProxy {
  port: number
  /**
   * The connections open now stop carrying bytes, either way, without being closed: what a failover that drops
   * packets (or a dead network path) looks like to both ends. New connections work as before.
   */
  freezeOpenConnections(): void
  close(): Promise<void>
}

/** A TCP proxy on 127.0.0.1 in front of host:port, for tests of connections that die without a word. */
export async function startTcpProxy(host: string, port: number): Promise<TcpProxy> {
  const pairs = new Set<[Socket, Socket]>()
  const server = createServer((client) => {
    const upstream = connect(port, host)
    const pair: [Socket, Socket] = [client, upstream]
    pairs.add(pair)
    client.pipe(upstream)
    upstream.pipe(client)
    const end = () => {
      pairs.delete(pair)
      client.destroy()
      upstream.destroy()
    }
    client.on('error', end).on('close', end)
    upstream.on('error', end).on('close', end)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const address = server.address()
  if (typeof address !== 'object' || !address) throw new Error('the proxy has no port')
  const frozen = new Set<Socket>()
  return {
    port: address.port,
    freezeOpenConnections() {
      for (const [client, upstream] of pairs) {
        client.unpipe(upstream)
        upstream.unpipe(client)
        client.pause()
        upstream.pause()
        frozen.add(client).add(upstream)
      }
    },
    async close() {
      for (const [client, upstream] of pairs) {
        client.destroy()
        upstream.destroy()
      }
      for (const socket of frozen) socket.destroy()
      await new Promise((resolve) => server.close(resolve))
    },
  }
}
