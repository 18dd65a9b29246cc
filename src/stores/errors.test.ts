import { describe, expect, it } from 'vitest';
import {
  errorSeverity,
  isConnectionFailure,
  isNetworkError,
  isRetryable,
  NEVER_RETRIED_STATUSES,
  retryDelay,
} from './errors.ts';

describe('isNetworkError', () => {
  it.each([0, 408, 502, 503, 504])('treats status %i as a network error', (statusCode) => {
    expect(isNetworkError({ statusCode })).toBe(true);
  });

  it.each([400, 401, 403, 404, 413, 422, 429, 500])('does not treat status %i as a network error', (statusCode) => {
    expect(isNetworkError({ statusCode, message: 'Erreur' })).toBe(false);
  });

  it.each(['ECONNRESET', 'ECONNREFUSED', 'ETIMEDOUT', 'ENOTFOUND', 'EAI_AGAIN', 'ERR_NETWORK'])(
    'treats code %s as a network error',
    (code) => {
      expect(isNetworkError({ code })).toBe(true);
    },
  );

  it.each(['Network request failed', 'NETWORK down', 'Problème de Connexion'])(
    'treats the message %j as a network error',
    (message) => {
      expect(isNetworkError({ message })).toBe(true);
    },
  );

  it('does not treat an unrelated message or code as a network error', () => {
    expect(isNetworkError({ message: 'Message trop long', code: 'VALIDATION' })).toBe(false);
  });
});

describe('isConnectionFailure', () => {
  it('reads an HTTP client error with no answer, whatever its class', () => {
    expect(isConnectionFailure(Object.assign(new Error('x'), { statusCode: 0 }))).toBe(true);
    expect(isConnectionFailure(new TypeError('NetworkError when attempting to fetch resource.'))).toBe(true);
  });

  it('reads something thrown that is not an Error by its text', () => {
    expect(isConnectionFailure('Erreur de connexion')).toBe(true);
    expect(isConnectionFailure({ statusCode: 0 })).toBe(false);
    expect(isConnectionFailure(undefined)).toBe(false);
  });

  it('is false for an answer the server gave', () => {
    expect(isConnectionFailure(Object.assign(new Error('Forbidden'), { statusCode: 403 }))).toBe(false);
  });
});

describe('errorSeverity', () => {
  it.each([
    [{ phase: 'initialize' as const, statusCode: 404 }, 'critical'],
    [{ statusCode: 500 }, 'critical'],
    [{ statusCode: 503 }, 'critical'],
    [{ statusCode: 0 }, 'high'],
    [{ code: 'ECONNRESET' }, 'high'],
    [{ message: 'network error' }, 'high'],
    [{ statusCode: 408 }, 'high'],
    [{ statusCode: 502 }, 'high'],
    [{ statusCode: 504 }, 'high'],
    [{ statusCode: 429 }, 'medium'],
    [{ statusCode: 413 }, 'medium'],
    [{ statusCode: 400 }, 'low'],
    [{ statusCode: 404 }, 'low'],
    [{ message: 'Oups' }, 'low'],
  ])('rates %j as %s', (error, severity) => {
    expect(errorSeverity(error)).toBe(severity);
  });
});

describe('isRetryable', () => {
  it.each(NEVER_RETRIED_STATUSES)('never retries status %i', (statusCode) => {
    expect(isRetryable({ statusCode })).toBe(false);
  });

  it('never retries a never-retried status even when the message mentions the network', () => {
    expect(isRetryable({ statusCode: 401, message: 'network token missing' })).toBe(false);
  });

  it.each([0, 408, 429, 500, 502, 503, 504])('retries status %i', (statusCode) => {
    expect(isRetryable({ statusCode })).toBe(true);
  });

  it('retries a failure with a network code and no status', () => {
    expect(isRetryable({ code: 'ETIMEDOUT' })).toBe(true);
  });

  it('does not retry a conflict', () => {
    expect(isRetryable({ statusCode: 409 })).toBe(false);
  });
});

describe('retryDelay', () => {
  it('doubles a 1000 ms base for each attempt without jitter', () => {
    expect([0, 1, 2].map((attempt) => retryDelay(attempt, () => 0))).toEqual([1000, 2000, 4000]);
  });

  it('adds less than 1000 ms of jitter', () => {
    expect(retryDelay(1, () => 0.999999)).toBe(2999);
    for (let i = 0; i < 100; i += 1) {
      const delay = retryDelay(0);
      expect(delay).toBeGreaterThanOrEqual(1000);
      expect(delay).toBeLessThan(2000);
    }
  });
});
