/**
 * For recovery.test.ts: a server process stand-in whose runner claims `hang` jobs and never
 * finishes them, so the test can kill it mid-job. Prints "started" when a job begins.
 *
 * Usage: node src/server/jobs/testing/hanging-runner.ts <postgres://… | PGlite DATA_DIR> <leaseMs>
 */
import { openDatabase } from '../../db/client.ts';
import { createLogger } from '../../logger.ts';
import { createJobRunner } from '../runner.ts';

const [target = '', leaseMs = '500'] = process.argv.slice(2);
const onPostgres = target.startsWith('postgres://');
const database = await openDatabase(onPostgres ? { databaseUrl: target, dataDir: 'memory://' } : { dataDir: target });
const runner = createJobRunner({
  db: database.db,
  engine: database.engine,
  logger: createLogger('warn', { process: 'hanging-runner' }, (line) => process.stderr.write(`${line}\n`)),
  leaseMs: Number(leaseMs),
  pollMs: 20,
  handlers: {
    hang: {
      run: () => {
        process.stdout.write('started\n');
        return new Promise(() => {});
      },
    },
  },
});
await runner.start();
