/**
 * What the personal-library endpoints do, apart from HTTP: save a library document (once),
 * store an upload, delete an item with its file. Failures are PersonalLibraryError with the
 * status and message key the route answers with.
 */
import type { Db } from '../db/client.ts';
import { DomainError } from '../errors.ts';
import { newUserFileKey } from '../storage/keys.ts';
import type { FileStorage } from '../storage/types.ts';
import { cleanFileName } from './file-name.ts';
import { sniffUpload } from './file-type.ts';
import { deleteItemRow, insertItem, type Row } from './items.ts';

export const UPLOAD_MAX_BYTES = 10 * 1024 * 1024;

export class PersonalLibraryError extends DomainError {
  override name = 'PersonalLibraryError';
}

export interface Extras {
  note?: string | undefined;
  tags?: string[] | undefined;
}

/** Saving a document already saved returns the existing entry, unchanged. */
export async function saveLibraryDocument(
  db: Db,
  userId: string,
  documentId: string,
  extras: Extras,
): Promise<{ item: Row; created: boolean }> {
  const document = await db
    .selectFrom('library_documents')
    .select(['id', 'title'])
    .where((eb) => eb.or([eb('id', '=', documentId), eb('slug', '=', documentId)]))
    .executeTakeFirst();
  if (!document) throw new PersonalLibraryError(404, 'personalLibrary.errors.documentNotFound', 'document_not_found');
  const existing = () =>
    db
      .selectFrom('personal_items')
      .selectAll()
      .where('user_id', '=', userId)
      .where('document_id', '=', document.id)
      .executeTakeFirst();
  const found = await existing();
  if (found) return { item: found, created: false };
  try {
    return {
      item: await insertItem(db, userId, {
        kind: 'library',
        title: document.title,
        ...extras,
        documentId: document.id,
      }),
      created: true,
    };
  } catch (error) {
    // Two saves at once: the unique constraint let one through; answer with it.
    const raced = await existing();
    if (raced) return { item: raced, created: false };
    throw error;
  }
}

export interface Upload extends Extras {
  bytes: Uint8Array;
  name: string;
}

export async function storeUpload(db: Db, storage: FileStorage, userId: string, upload: Upload): Promise<Row> {
  if (upload.bytes.byteLength > UPLOAD_MAX_BYTES)
    throw new PersonalLibraryError(413, 'personalLibrary.errors.tooLarge', 'file_too_large');
  if (upload.bytes.byteLength === 0)
    throw new PersonalLibraryError(400, 'personalLibrary.errors.fileRequired', 'file_required');
  const sniffed = sniffUpload(upload.bytes);
  if (sniffed.kind === 'unsupported')
    throw new PersonalLibraryError(415, 'personalLibrary.errors.unsupportedType', 'unsupported_file_type');
  if (sniffed.kind === 'truncated')
    throw new PersonalLibraryError(422, 'personalLibrary.errors.damaged', 'file_damaged');
  const name = cleanFileName(upload.name, sniffed.mime);
  const key = newUserFileKey(userId, 'personal');
  await storage.put(key, upload.bytes, { contentType: sniffed.mime });
  try {
    return await insertItem(db, userId, {
      kind: 'upload',
      title: name,
      note: upload.note,
      tags: upload.tags,
      file: { key, name, mime: sniffed.mime, size: upload.bytes.byteLength },
    });
  } catch (error) {
    await storage.delete(key);
    throw error;
  }
}

/** Null when the user has no such item. */
export async function deleteItem(db: Db, storage: FileStorage, userId: string, id: string): Promise<Row | null> {
  const row = await deleteItemRow(db, userId, id);
  if (!row) return null;
  if (row.file_key) await storage.delete(row.file_key);
  return row;
}
