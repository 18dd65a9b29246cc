/**
 * Names of uploaded files as shown and offered on download: no folders (either slash), no
 * control or bidirectional-override characters (which disguise "fdp.exe" as "exe.pdf"), no
 * leading dots, at most 120 characters, and the extension of the type the bytes revealed.
 */
import { UPLOAD_TYPES, type UploadMime } from './file-type.ts';

const MAX_NAME = 120;

export function cleanFileName(raw: string, mime: UploadMime): string {
  const extension = UPLOAD_TYPES[mime];
  const base = (raw.split(/[/\\]/).pop() ?? '')
    .normalize('NFC')
    // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is removed
    .replace(/[\u0000-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069]/g, '')
    .replace(/[<>:"|?*]/g, '_')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^\.+/, '')
    .replace(/\.[^.]*$/, '')
    .trim();
  const stem = [...(base || 'document')].slice(0, MAX_NAME - extension.length - 1).join('');
  return `${stem}.${extension}`;
}
