// Per-client limits counted in PostgreSQL, so that they hold across instances (ARCHITECTURE.md): the chat's
// and the render budget's (decision 015). Routes count through this service, never through storage; the
// counting itself is one SQL statement each, so the service hands on storage's functions as they are.
export {
  deleteRateLimitWindowsBefore,
  hitRateLimit,
} from '../storage/rate-limits'
