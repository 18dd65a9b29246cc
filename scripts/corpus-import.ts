/**
 * npm run corpus:import -- [--source vdd | --source xml <dir|archive.zip> | --source json <file>] [--limit N]
 *
 * Imports a corpus into the library of the configured database (DATABASE_URL, else PGlite
 * under DATA_DIR), after applying migrations. Progress on stderr, summary on stdout; exit
 * code 1 when a document failed, 2 on bad arguments or a fatal error.
 */
import { loadConfig } from '../src/server/config.ts';
import { migrate, openDatabase } from '../src/server/db/client.ts';
import { createProgress } from '../src/server/library/importer/progress.ts';
import { openLibrarySource } from '../src/server/library/first-import.ts';
import { formatSummary, importCorpus } from '../src/server/library/importer/run.ts';
import type { ClosableSource } from '../src/server/library/importer/worker-source.ts';

const USAGE =
  'usage: npm run corpus:import -- [--source vdd | --source xml <dir|archive.zip> | --source json <file>] [--limit N]';

interface Args {
  source: 'vdd' | 'xml' | 'json';
  path?: string;
  limit?: number;
}

function parseArgs(argv: string[]): Args {
  const args: Args = { source: 'vdd' };
  for (let i = 0; i < argv.length; i++) {
    const flag = argv[i];
    if (flag === '--source') {
      const kind = argv[++i];
      if (kind !== 'vdd' && kind !== 'xml' && kind !== 'json') throw new Error(`unknown source ${kind ?? '(none)'}`);
      args.source = kind;
      if (kind !== 'vdd') {
        const path = argv[++i];
        if (!path) throw new Error(`--source ${kind} needs a path`);
        args.path = path;
      }
    } else if (flag === '--limit') {
      const n = Number(argv[++i]);
      if (!Number.isInteger(n) || n < 0) throw new Error('--limit needs a whole number');
      args.limit = n;
    } else {
      throw new Error(`unknown argument ${flag}`);
    }
  }
  return args;
}

function openSource(args: Args): Promise<ClosableSource> {
  return openLibrarySource(
    args.source === 'vdd' ? { kind: 'vdd', path: null } : { kind: args.source, path: args.path ?? '' },
  );
}

async function main(): Promise<number> {
  let args: Args;
  try {
    args = parseArgs(process.argv.slice(2));
  } catch (error) {
    console.error(`${error instanceof Error ? error.message : String(error)}\n${USAGE}`);
    return 2;
  }
  const config = loadConfig(process.env);
  const source = await openSource(args);
  try {
    const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
    try {
      await migrate(database.db);
      const total = args.limit === undefined ? source.items.length : Math.min(args.limit, source.items.length);
      const progress = createProgress(`import ${args.source}`, total, process.stderr);
      const summary = await importCorpus(database.db, source, { limit: args.limit, progress });
      console.log(formatSummary(summary));
      return summary.failed > 0 ? 1 : 0;
    } finally {
      await database.close();
    }
  } finally {
    await source.close();
  }
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : String(error));
    process.exitCode = 2;
  },
);
