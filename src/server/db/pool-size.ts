import { availableParallelism } from 'node:os'

/**
 * The PostgreSQL pool's size of one server process when DATABASE_POOL_MAX is unset: twice the cores and one, at most
 * 10 (HikariCP's "About Pool Sizing": connections ≈ cores × 2 + disks), shared among the server processes
 * (WEB_CONCURRENCY), each keeping at least two. The database usually shares the machine (deploy/): every backend
 * running a query is one more thread wanting the cores the server's own threads need, and on two cores ten of them
 * lengthened the tail, not the throughput (decision 042, round 8: at 20 connections the event page's p99 was 63-74 ms
 * with five against 90-99 ms with ten; with 50, an article's p99 473 ms against 1,130). Requests beyond the pool wait
 * in its queue, first come first served.
 */
export function defaultPoolMax(cores = availableParallelism(), processes = 1): number {
  return Math.max(2, Math.ceil(Math.min(10, 2 * cores + 1) / processes))
}
