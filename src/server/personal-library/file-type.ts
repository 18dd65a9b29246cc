/**
 * What an uploaded file really is, from its bytes (never its name or the browser's claim):
 * PDF, DOCX, PNG or JPEG. A file that starts right but is cut short is told apart, so the
 * user hears "damaged" rather than "wrong type".
 */
export const UPLOAD_TYPES = {
  'application/pdf': 'pdf',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'docx',
  'image/png': 'png',
  'image/jpeg': 'jpg',
} as const;
export type UploadMime = keyof typeof UPLOAD_TYPES;

export type Sniffed = { kind: 'ok'; mime: UploadMime } | { kind: 'truncated' } | { kind: 'unsupported' };

const at = (bytes: Uint8Array, signature: readonly number[], offset = 0) =>
  signature.every((b, i) => bytes[offset + i] === b);
const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));
const tail = (bytes: Uint8Array, length: number) => Buffer.from(bytes.subarray(Math.max(0, bytes.length - length)));

const ZIP_LOCAL = [0x50, 0x4b, 0x03, 0x04];
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
// IEND chunk: zero length, type, fixed CRC.
const PNG_END = [0x00, 0x00, 0x00, 0x00, 0x49, 0x45, 0x4e, 0x44, 0xae, 0x42, 0x60, 0x82];

/** Names in a zip's central directory; null when the end record is missing (cut short). */
function zipEntryNames(bytes: Uint8Array): string[] | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  // The end record sits in the last 22 bytes plus an optional comment of up to 64 KB.
  for (let end = bytes.length - 22; end >= Math.max(0, bytes.length - 22 - 0xffff); end--) {
    if (view.getUint32(end, true) !== 0x06054b50) continue;
    const count = view.getUint16(end + 10, true);
    let offset = view.getUint32(end + 16, true);
    const names: string[] = [];
    for (let i = 0; i < count; i++) {
      if (offset + 46 > bytes.length || view.getUint32(offset, true) !== 0x02014b50) return null;
      const nameLength = view.getUint16(offset + 28, true);
      const extra = view.getUint16(offset + 30, true);
      const comment = view.getUint16(offset + 32, true);
      names.push(Buffer.from(bytes.subarray(offset + 46, offset + 46 + nameLength)).toString('utf8'));
      offset += 46 + nameLength + extra + comment;
    }
    return names;
  }
  return null;
}

export function sniffUpload(bytes: Uint8Array): Sniffed {
  if (at(bytes, ascii('%PDF-')))
    return tail(bytes, 1024).includes('%%EOF') ? { kind: 'ok', mime: 'application/pdf' } : { kind: 'truncated' };
  if (at(bytes, PNG))
    return at(bytes, PNG_END, bytes.length - PNG_END.length)
      ? { kind: 'ok', mime: 'image/png' }
      : { kind: 'truncated' };
  if (at(bytes, [0xff, 0xd8, 0xff])) {
    // End-of-image marker, allowing a little trailing padding some cameras add.
    return tail(bytes, 64).includes(Buffer.from([0xff, 0xd9]))
      ? { kind: 'ok', mime: 'image/jpeg' }
      : { kind: 'truncated' };
  }
  if (at(bytes, ZIP_LOCAL)) {
    const names = zipEntryNames(bytes);
    if (!names) return { kind: 'truncated' };
    // Any zip (xlsx, odt, jar…) is refused unless it is a Word document.
    return names.includes('word/document.xml')
      ? { kind: 'ok', mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' }
      : { kind: 'unsupported' };
  }
  return { kind: 'unsupported' };
}
