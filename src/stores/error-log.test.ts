import { describe, expect, it, vi } from 'vitest';
import { createErrorLog } from './error-log.ts';

const console = () => ({ error: vi.fn(), warn: vi.fn() });

describe('error log by severity (SPEC-COVERAGE §8)', () => {
  it.each([
    ['critical', { statusCode: 503 }, 'error'],
    ['high', { statusCode: 0, message: 'Failed to fetch' }, 'error'],
    ['medium', { statusCode: 429 }, 'warn'],
    ['low', { statusCode: 404 }, 'warn'],
  ] as const)('logs a %s error with its level tag', (severity, error, level) => {
    const out = console();
    createErrorLog(out)('Sending failed', error);
    expect(out[level]).toHaveBeenCalledWith(`[${severity}] Sending failed`, error);
  });

  it('logs an error of the initialisation as critical whatever its status', () => {
    const out = console();
    createErrorLog(out)('Platform initialisation failed', new TypeError('x is undefined'), { phase: 'initialize' });
    expect(out.error).toHaveBeenCalledWith('[critical] Platform initialisation failed', expect.any(TypeError));
  });

  it('takes a thrown string as its message', () => {
    const out = console();
    createErrorLog(out)('Socket failed', 'network down');
    expect(out.error).toHaveBeenCalledWith('[high] Socket failed', 'network down');
  });
});
