/**
 * PGlite with its statements prepared once (docs/PERFORMANCE.md "Statements prepared once"):
 * PGlite's `query` parses, plans and describes every statement on every call, which was about
 * half of a short statement's time. This wraps the instance kysely's PGlite dialect drives so
 * that each statement text is parsed and described once, under a name, and then only bound and
 * executed. Same locks as PGlite's own `query` (the transaction lock outside a transaction, the
 * query lock always), same results, same errors; an evicted statement is closed.
 */
import { randomBytes } from 'node:crypto';
import { type PGlite, parse, protocol } from '@electric-sql/pglite';

interface Prepared {
  name: string;
  /** Parameter types, as the statement's Describe gave them. */
  types: number[];
  /** The rows' description, when the statement returns rows. */
  rows: InstanceType<typeof protocol.messages.RowDescriptionMessage> | undefined;
}

/** Statements kept: kysely writes a few hundred distinct texts, and one per length of an `in (…)` list. */
const KEPT = 500;
/** Longer texts (a bulk insert of many rows) run once or twice: not worth a name. */
const LONGEST = 8_000;
/** Postgres refuses a cached plan whose result columns changed (a migration): prepared again. */
const RESULT_TYPE_CHANGED = '0A000';

type QueryOptions = Parameters<PGlite['query']>[2];
type Results = Awaited<ReturnType<PGlite['query']>>;
type Transaction = Parameters<Parameters<PGlite['transaction']>[0]>[0];

export function withPreparedStatements(pglite: PGlite): PGlite {
  const kept = new Map<string, Prepared>();
  // Names no other wrapper of the same PGlite (another copy of this module) can take.
  const prefix = `jurisia_${randomBytes(4).toString('hex')}_`;
  let named = 0;
  const exec = (message: Uint8Array) => pglite.execProtocolStream(message, { syncToFs: false });

  async function prepare(text: string): Promise<Prepared> {
    const name = `${prefix}${++named}`;
    try {
      await exec(protocol.serialize.parse({ name, text, types: [] }));
      const described = await exec(protocol.serialize.describe({ type: 'S', name }));
      const rows = described.find(
        (m): m is InstanceType<typeof protocol.messages.RowDescriptionMessage> => m.name === 'rowDescription',
      );
      return { name, types: parse.parseDescribeStatementResults(described), rows };
    } finally {
      await exec(protocol.serialize.sync());
    }
  }

  /** Closes an evicted statement; one left open only costs its plan's memory, so a failure is let be. */
  async function forget(prepared: Prepared): Promise<void> {
    try {
      await exec(protocol.serialize.close({ type: 'S', name: prepared.name }));
    } catch {
      // Kept by the backend until the process ends.
    } finally {
      await exec(protocol.serialize.sync());
    }
  }

  /** Runs under PGlite's query lock; `inTransaction`: no file-system sync after it, as PGlite's own. */
  async function run(text: string, params: unknown[], options: QueryOptions, inTransaction: boolean): Promise<Results> {
    let prepared = kept.get(text);
    if (!prepared) {
      prepared = await prepare(text);
      kept.set(text, prepared);
      if (kept.size > KEPT) {
        const [oldest, evicted] = kept.entries().next().value as [string, Prepared];
        kept.delete(oldest);
        await forget(evicted);
      }
    } else {
      // Most recently used last.
      kept.delete(text);
      kept.set(text, prepared);
    }
    const { name, types, rows } = prepared;
    const values = params.map((value, i) => {
      if (value === null || value === undefined) return null;
      const type = types[i] ?? 0;
      const serialize = options?.serializers?.[type] ?? pglite.serializers[type];
      return serialize ? serialize(value) : String(value);
    });
    const messages: Awaited<ReturnType<typeof exec>> = rows ? [rows] : [];
    try {
      messages.push(...(await exec(protocol.serialize.bind({ statement: name, values }))));
      messages.push(...(await exec(protocol.serialize.execute({}))));
    } finally {
      messages.push(...(await exec(protocol.serialize.sync())));
    }
    if (!inTransaction) await pglite.syncToFs();
    return parse.parseResults(messages, pglite.parsers, options)[0] as Results;
  }

  async function query(text: string, params: unknown[] = [], options: QueryOptions, inTransaction: boolean) {
    try {
      return await run(text, params, options, inTransaction);
    } catch (error) {
      if ((error as { code?: string }).code !== RESULT_TYPE_CHANGED) throw error;
      const stale = kept.get(text);
      kept.delete(text);
      if (stale) await forget(stale);
      return run(text, params, options, inTransaction);
    }
  }

  /** A bulk insert or a query with a blob goes through PGlite's own `query`. */
  const preparable = (text: string, options: QueryOptions) => text.length <= LONGEST && !options?.blob;
  const inLock = (text: string, params: unknown[] | undefined, options: QueryOptions, inTransaction: boolean) =>
    pglite._runExclusiveQuery(() => query(text, params, options, inTransaction));

  return new Proxy(pglite, {
    get(target, property) {
      if (property === 'query')
        return async (text: string, params?: unknown[], options?: QueryOptions) => {
          if (!preparable(text, options)) return target.query(text, params, options);
          await target.waitReady;
          return target._runExclusiveTransaction(() => inLock(text, params, options, false));
        };
      if (property === 'transaction')
        return <T>(callback: (tx: Transaction) => Promise<T>) =>
          target.transaction((tx) =>
            callback(
              new Proxy(tx, {
                get(inner, key, innerReceiver) {
                  if (key !== 'query') return Reflect.get(inner, key, innerReceiver);
                  return async (text: string, params?: unknown[], options?: QueryOptions) => {
                    if (!preparable(text, options)) return inner.query(text, params, options);
                    if (inner.closed) throw new Error('Transaction is closed');
                    return inLock(text, params, options, true);
                  };
                },
              }),
            ),
          );
      // PGlite's getters and methods read its private fields: `this` must be the instance itself.
      const value = Reflect.get(target, property, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}
