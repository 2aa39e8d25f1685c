// The stores @fastify/rate-limit ships (CommonJS, untyped): the fallback store in rate-limits.ts wraps them.
type StoreCallback = (err: Error | null, res: { current: number; ttl: number } | null) => void;
interface RateLimitStoreModule {
  incr(key: string, cb: StoreCallback, timeWindow: number, max: number): void;
  read(key: string, cb: StoreCallback, timeWindow: number, max: number): void;
  child(routeOptions: unknown): RateLimitStoreModule;
}

declare module "@fastify/rate-limit/store/RedisStore.js" {
  import type { Redis } from "ioredis";
  const RedisStore: new (
    continueExceeding: boolean,
    exponentialBackoff: boolean,
    redis: Redis,
    key?: string,
  ) => RateLimitStoreModule;
  export default RedisStore;
}

declare module "@fastify/rate-limit/store/LocalStore.js" {
  const LocalStore: new (
    continueExceeding: boolean,
    exponentialBackoff: boolean,
    cache?: number,
  ) => RateLimitStoreModule;
  export default LocalStore;
}
