import { describe, expect, it } from 'vitest';
import { createLogger } from './logger.ts';

describe('logger', () => {
  it('writes one JSON object per line with level, message, base and call fields', () => {
    const lines: string[] = [];
    const log = createLogger('info', { app: 'jurisia' }, (l) => lines.push(l)).child({ requestId: 'r1' });
    log.info('request', { status: 200 });
    const entry = JSON.parse(lines[0] ?? '{}');
    expect(entry).toMatchObject({ level: 'info', msg: 'request', app: 'jurisia', requestId: 'r1', status: 200 });
    expect(Date.parse(entry.time)).not.toBeNaN();
  });

  it('drops entries below its level', () => {
    const lines: string[] = [];
    const log = createLogger('warn', {}, (l) => lines.push(l));
    log.info('quiet');
    log.debug('quieter');
    log.error('loud');
    expect(lines).toHaveLength(1);
  });

  it('serialises errors with their message', () => {
    const lines: string[] = [];
    createLogger('info', {}, (l) => lines.push(l)).error('failed', { error: new TypeError('boom') });
    expect(JSON.parse(lines[0] ?? '{}').error).toMatchObject({ name: 'TypeError', message: 'boom' });
  });
});
