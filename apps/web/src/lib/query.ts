import { isClientError } from './api-client';

/** Retry a failed query up to 3 times, but never a 4xx: asking again will not change the answer. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (isClientError(error)) return false;
  return failureCount < 3;
}

/** Exponential delay starting at 1 s, capped at 30 s. */
export function retryDelay(attemptIndex: number): number {
  return Math.min(1000 * 2 ** attemptIndex, 30_000);
}

export const GC_TIME_MS = 5 * 60 * 1000;
