/**
 * Keeps a generated document in its author's personal library (kind `generated`, docs/ARCHITECTURE.md "API conventions"
 * "Library"): the file is stored first and its row written after, so a row never points at a
 * missing file; a failed row removes the file again.
 */
import type { Db } from '../db/client.ts';
import { insertItem, type Row } from '../personal-library/items.ts';
import { newUserFileKey } from '../storage/keys.ts';
import type { FileStorage } from '../storage/types.ts';

export interface GeneratedFile {
  /** The template's title: what the library lists. */
  title: string;
  bytes: Uint8Array;
  mime: string;
  fileName: string;
  /** What the document is (fingerprint.ts): one kept already is not kept again. */
  fingerprint: string;
}

export async function saveGeneratedDocument(
  db: Db,
  storage: FileStorage,
  userId: string,
  file: GeneratedFile,
): Promise<Row> {
  const kept = await db
    .selectFrom('personal_items')
    .selectAll()
    .where('user_id', '=', userId)
    .where('fingerprint', '=', file.fingerprint)
    .executeTakeFirst();
  if (kept) return kept;
  const key = newUserFileKey(userId, 'personal');
  await storage.put(key, file.bytes, { contentType: file.mime });
  try {
    return await insertItem(db, userId, {
      kind: 'generated',
      title: file.title,
      file: { key, name: file.fileName, mime: file.mime, size: file.bytes.byteLength },
      fingerprint: file.fingerprint,
    });
  } catch (error) {
    await storage.delete(key);
    throw error;
  }
}
