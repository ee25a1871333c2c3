/** How many requests of one kind a subject may make in a window. */
export interface RatePolicy {
  name: string;
  max: number;
  windowSeconds: number;
}

/** Counts requests atomically; a request over the policy's maximum is not counted and not allowed. */
export interface RateLimiter {
  /** Takes one request from the subject's allowance: allowed, or refused until the window ends. */
  take(policy: RatePolicy, subject: string, now: Date): Promise<{ allowed: true } | { allowed: false; retryAfterSeconds: number }>;
}
