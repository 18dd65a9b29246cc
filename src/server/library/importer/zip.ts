/**
 * Just enough of the ZIP format to read the official archive of the sheets (DILA's
 * vosdroits-latest.zip) without extracting it: the central directory is read once, and each
 * entry is inflated only when the importer asks for it, so memory holds the compressed archive
 * and one sheet at a time. Stored and deflated entries are read; ZIP64 archives are refused
 * with a clear error (the sheets' archive is far below 4 GB).
 */
import { inflateRawSync } from 'node:zlib';

export interface ZipEntry {
  name: string;
  read(): Buffer;
}

const END_OF_DIRECTORY = 0x06054b50;
const DIRECTORY_ENTRY = 0x02014b50;
const LOCAL_HEADER = 0x04034b50;

function endOfDirectory(zip: Buffer): number {
  // The record is 22 bytes, followed by a comment of at most 65,535 bytes.
  for (let at = zip.length - 22; at >= Math.max(0, zip.length - 22 - 0xffff); at--) {
    if (zip.readUInt32LE(at) === END_OF_DIRECTORY) return at;
  }
  throw new Error('not a ZIP archive (no end of central directory)');
}

export function zipEntries(zip: Buffer): ZipEntry[] {
  const end = endOfDirectory(zip);
  const count = zip.readUInt16LE(end + 10);
  let at = zip.readUInt32LE(end + 16);
  if (count === 0xffff || at === 0xffffffff) throw new Error('ZIP64 archives are not supported');
  const entries: ZipEntry[] = [];
  for (let i = 0; i < count; i++) {
    if (zip.readUInt32LE(at) !== DIRECTORY_ENTRY) throw new Error(`damaged ZIP central directory at byte ${at}`);
    const method = zip.readUInt16LE(at + 10);
    const size = zip.readUInt32LE(at + 20);
    const nameLength = zip.readUInt16LE(at + 28);
    const local = zip.readUInt32LE(at + 42);
    const name = zip.toString('utf8', at + 46, at + 46 + nameLength);
    at += 46 + nameLength + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
    if (name.endsWith('/')) continue;
    entries.push({
      name,
      read() {
        if (zip.readUInt32LE(local) !== LOCAL_HEADER) throw new Error(`${name}: damaged ZIP entry`);
        const start = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
        const data = zip.subarray(start, start + size);
        if (method === 0) return Buffer.from(data);
        if (method === 8) return inflateRawSync(data);
        throw new Error(`${name}: unsupported ZIP compression method ${method}`);
      },
    });
  }
  return entries;
}
