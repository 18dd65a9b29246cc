/**
 * The platform's file storage: S3 when configured, else local disk under DATA_DIR/files (a
 * temporary folder when the database lives in memory). One instance per platform.
 */
import { createHmac } from 'node:crypto';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { signingSecret } from '../auth/secret.ts';
import type { Platform } from '../platform.ts';
import { createLocalStorage, type LocalStorage } from './local.ts';
import { createS3Storage } from './s3.ts';
import type { FileStorage } from './types.ts';

const storages = new WeakMap<Platform, Promise<FileStorage>>();

async function createStorage(platform: Platform): Promise<FileStorage> {
  const { s3, dataDir } = platform.config;
  if (s3) return createS3Storage(s3);
  const dir = dataDir === 'memory://' ? await mkdtemp(join(tmpdir(), 'jurisia-files-')) : join(dataDir, 'files');
  // Derived from the shared auth secret, so every process signs alike; a separate label keeps
  // a file signature from ever being valid as anything else.
  const secret = createHmac('sha256', await signingSecret(platform)).update('jurisia file urls').digest();
  return createLocalStorage({ dir, secret });
}

export function storageFor(platform: Platform): Promise<FileStorage> {
  let storage = storages.get(platform);
  if (!storage) {
    storage = createStorage(platform);
    storage.catch(() => storages.delete(platform));
    storages.set(platform, storage);
  }
  return storage;
}

export function isLocalStorage(storage: FileStorage): storage is LocalStorage {
  return storage.kind === 'local';
}
