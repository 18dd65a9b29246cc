/**
 * The platform's file storage: S3 when configured, else local disk under DATA_DIR/files (a
 * temporary folder, made on the first file, when the database lives in memory). Made once, with
 * the platform (platform.ts `storage`).
 */
import { createHmac, randomUUID } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Config } from '../config.ts';
import { createLocalStorage, type LocalStorage } from './local.ts';
import { createS3Storage } from './s3.ts';
import type { FileStorage } from './types.ts';

export function createStorage({ s3, dataDir }: Pick<Config, 's3' | 'dataDir'>, signingKey: Uint8Array): FileStorage {
  if (s3) return createS3Storage(s3);
  const dir = dataDir === 'memory://' ? join(tmpdir(), `jurisia-files-${randomUUID()}`) : join(dataDir, 'files');
  // Derived from the shared auth secret, so every process signs alike; a separate label keeps
  // a file signature from ever being valid as anything else.
  const secret = createHmac('sha256', signingKey).update('jurisia file urls').digest();
  return createLocalStorage({ dir, secret });
}

export function isLocalStorage(storage: FileStorage): storage is LocalStorage {
  return storage.kind === 'local';
}
