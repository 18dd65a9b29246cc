import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '../..');

describe('logs on a stdout whose reader is gone', () => {
  it('are dropped: the process goes on and ends normally instead of failing on its own log lines', async () => {
    // Logs every 5 ms for half a second; the parent stops reading at once.
    const script = `
      import { createLogger } from ${JSON.stringify(join(root, 'src/server/logger.ts'))};
      const logger = createLogger('info');
      let n = 0;
      process.on('uncaughtException', (error) => { logger.error('uncaught exception', { error }); process.stderr.write('uncaught ' + error.code + '\\n'); });
      const timer = setInterval(() => { logger.info('tick', { n: n++ }); if (n === 100) { clearInterval(timer); process.stderr.write('done\\n'); } }, 5);
    `;
    // A process spinning on its own errors is killed after 10 s (and the test fails), never left running.
    const child = spawn(join(root, 'node_modules/.bin/node'), ['--input-type=module', '-e', script], {
      stdio: ['ignore', 'pipe', 'pipe'],
      timeout: 10_000,
      killSignal: 'SIGKILL',
    });
    child.stdout.destroy();
    let stderr = '';
    child.stderr.on('data', (chunk) => {
      stderr += chunk;
    });
    const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
    expect(stderr).not.toContain('uncaught');
    expect(stderr).toContain('done');
    expect(code).toBe(0);
  }, 20_000);
});
