/**
 * generateDocument with storage that fails: the user still gets the file, the failure is
 * logged, and no library row points at a missing file.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { findTemplate } from '../../../src/documents/templates/index.ts';
import type { DocumentTemplate } from '../../../src/documents/template.types.ts';
import type { PublicUser } from '../../../src/server/auth/user.ts';
import { type GenerateDeps, generateDocument } from '../../../src/server/documents/generate.ts';
import { DomainError } from '../../../src/server/errors.ts';
import type { Platform } from '../../../src/server/platform.ts';
import type { FileStorage } from '../../../src/server/storage/types.ts';
import { insertTestUser, testPlatform } from './route-harness.ts';

const TODAY = new Date(2026, 10, 23, 9, 0);

/** Storage that records what is written and deleted, and fails `put` when told to. */
function fakeStorage(failPut: boolean) {
  const puts: string[] = [];
  const deletes: string[] = [];
  const storage = {
    kind: 'local',
    put: async (key: string) => {
      if (failPut) throw new Error('disk full');
      puts.push(key);
    },
    get: async () => null,
    delete: async (key: string) => {
      deletes.push(key);
    },
    deleteFolder: async () => expect.unreachable(),
    signedUrl: async () => ({ signedUrl: '', expiresIn: 0 }),
  } satisfies FileStorage;
  return { storage, puts, deletes };
}

/** Storage no call may reach: each method fails the test. */
const untouchable: FileStorage = {
  kind: 'local',
  put: () => expect.unreachable(),
  get: () => expect.unreachable(),
  delete: () => expect.unreachable(),
  deleteFolder: () => expect.unreachable(),
  signedUrl: () => expect.unreachable(),
};

describe('generateDocument', () => {
  let platform: Platform;
  let logs: Record<string, unknown>[];
  let awa: PublicUser;
  let letter: DocumentTemplate;

  const deps = (storage: FileStorage, quota = async () => undefined): GenerateDeps => ({
    db: platform.database.db,
    storage,
    logger: platform.logger,
    appName: 'Jurisia',
    quota,
  });
  const generatedRows = () =>
    platform.database.db.selectFrom('personal_items').selectAll().where('kind', '=', 'generated').execute();

  beforeAll(async () => {
    ({ platform, logs } = await testPlatform());
    awa = await insertTestUser(platform, 'Awa');
    letter = findTemplate('mise-en-demeure-de-payer') ?? expect.unreachable();
  });
  afterAll(() => platform.close());

  it('names the file after the template and the day it is made', async () => {
    const result = await generateDocument(deps(untouchable), {
      template: letter,
      input: letter.sample,
      format: 'pdf',
      user: null,
      today: TODAY,
    });
    expect(result).toMatchObject({
      kind: 'file',
      fileName: 'mise-en-demeure-de-payer-2026-11-23.pdf',
      mime: 'application/pdf',
      personalItemId: null,
    });
  });

  it('returns the problems of invalid values without rendering or storing anything', async () => {
    const result = await generateDocument(deps(untouchable), {
      template: letter,
      input: { montant: 'beaucoup' },
      format: 'pdf',
      user: { id: awa._id },
      today: TODAY,
    });
    expect(result.kind).toBe('invalid');
    if (result.kind === 'invalid') expect(result.errors['montant']).toEqual({ key: 'documents.errors.number' });
  });

  it('refuses a debtor born in the future and a final deadline before the first instalment', async () => {
    const debt = findTemplate('reconnaissance-de-dette') ?? expect.unreachable();
    const result = await generateDocument(deps(untouchable), {
      template: debt,
      input: {
        ...debt.sample,
        debiteur_date_naissance: '2999-03-14',
        modalite: 'echeances',
        date_premiere_echeance: '2027-02-01',
        date_remboursement: '2020-01-01',
      },
      format: 'pdf',
      user: { id: awa._id },
      today: TODAY,
    });
    expect(result).toEqual({
      kind: 'invalid',
      errors: {
        debiteur_date_naissance: { key: 'documents.errors.datePast' },
        date_remboursement: {
          key: 'documents.errors.dateBefore',
          params: { label: 'Date de la première échéance' },
        },
      },
    });
  });

  it('counts a generation against the quota only once the values are valid, and renders nothing the quota refuses', async () => {
    const quota = vi.fn(async () => undefined);
    await generateDocument(deps(untouchable, quota), {
      template: letter,
      input: { montant: 'beaucoup' },
      format: 'pdf',
      user: null,
      today: TODAY,
    });
    expect(quota).not.toHaveBeenCalled();
    await generateDocument(deps(untouchable, quota), {
      template: letter,
      input: letter.sample,
      format: 'pdf',
      user: null,
      today: TODAY,
    });
    expect(quota).toHaveBeenCalledTimes(1);
    const refused = new DomainError(403, 'quota.document', 'subscription_required');
    const outcome = generateDocument(
      deps(untouchable, () => Promise.reject(refused)),
      { template: letter, input: letter.sample, format: 'pdf', user: { id: awa._id }, today: TODAY },
    );
    await expect(outcome).rejects.toBe(refused);
  });

  it('still gives the file when the storage refuses it, and logs why', async () => {
    logs.length = 0;
    const result = await generateDocument(deps(fakeStorage(true).storage), {
      template: letter,
      input: letter.sample,
      format: 'docx',
      user: { id: awa._id },
      today: TODAY,
    });
    expect(result).toMatchObject({
      kind: 'file',
      personalItemId: null,
      fileName: 'mise-en-demeure-de-payer-2026-11-23.docx',
    });
    if (result.kind === 'file') expect(result.bytes.subarray(0, 2).toString('latin1')).toBe('PK');
    expect(logs).toContainEqual(
      expect.objectContaining({
        level: 'error',
        msg: 'generated document not kept in the personal library',
        userId: awa._id,
      }),
    );
    expect(await generatedRows()).toEqual([]);
  });

  it('removes the stored file again when its library row cannot be written', async () => {
    const recording = fakeStorage(false);
    // No such user: the row's foreign key refuses it after the file is stored.
    const result = await generateDocument(deps(recording.storage), {
      template: letter,
      input: letter.sample,
      format: 'pdf',
      user: { id: 'ghost' },
      today: TODAY,
    });
    expect(result).toMatchObject({ kind: 'file', personalItemId: null });
    expect(recording.puts).toHaveLength(1);
    expect(recording.deletes).toEqual(recording.puts);
    expect(await generatedRows()).toEqual([]);
  });

  it('keeps a signed-in user’s copy under their own files', async () => {
    const recording = fakeStorage(false);
    const result = await generateDocument(deps(recording.storage), {
      template: letter,
      input: letter.sample,
      format: 'pdf',
      user: { id: awa._id },
      today: TODAY,
    });
    if (result.kind !== 'file') return expect.unreachable();
    const [row] = await generatedRows();
    expect(row).toMatchObject({
      id: result.personalItemId,
      user_id: awa._id,
      title: letter.title,
      file_name: result.fileName,
      size: result.bytes.byteLength,
    });
    expect(recording.puts).toEqual([row?.file_key]);
    expect(row?.file_key).toMatch(new RegExp(`^users/${awa._id}/personal/`));
  });
});
