import { describe, expect, it } from 'vitest';
import { migrate, openDatabase } from './client.ts';
import { memoryTemplate } from './pglite-template.ts';

describe('the in-memory PGlite template', () => {
  it('is what the test command starts in-memory databases from, each its own copy', async () => {
    expect(process.env['PGLITE_TEMPLATE']).toBeTruthy();
    expect(await memoryTemplate()).toBeInstanceOf(Blob);
    const [a, b] = await Promise.all([openDatabase({ dataDir: 'memory://' }), openDatabase({ dataDir: 'memory://' })]);
    try {
      await migrate(a.db);
      await migrate(b.db);
      await a.db.insertInto('app_secrets').values({ name: 'only-in-a', value: 'x' }).execute();
      expect(await b.db.selectFrom('app_secrets').select('name').where('name', '=', 'only-in-a').execute()).toEqual([]);
    } finally {
      await Promise.all([a.close(), b.close()]);
    }
  });

  it('is not used when PGLITE_TEMPLATE is unset', async () => {
    expect(await memoryTemplate('')).toBeUndefined();
  });
});
