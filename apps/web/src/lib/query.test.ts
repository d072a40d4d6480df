import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import { GC_TIME_MS, retryDelay, shouldRetry } from './query';

describe('query retry policy', () => {
  it('retries up to 3 times', () => {
    const e = new ApiError('x', 500);
    expect(shouldRetry(0, e)).toBe(true);
    expect(shouldRetry(2, e)).toBe(true);
    expect(shouldRetry(3, e)).toBe(false);
  });
  it('retries network failures but never a 4xx', () => {
    expect(shouldRetry(0, new ApiError('x', 0))).toBe(true);
    expect(shouldRetry(0, new ApiError('x', 404))).toBe(false);
    expect(shouldRetry(0, new ApiError('x', 400))).toBe(false);
  });
  it('waits 1 s, 2 s, 4 s ... capped at 30 s', () => {
    expect([0, 1, 2, 3, 4, 5, 10].map(retryDelay)).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000]);
  });
  it('garbage-collects after 5 minutes', () => {
    expect(GC_TIME_MS).toBe(300_000);
  });
});
