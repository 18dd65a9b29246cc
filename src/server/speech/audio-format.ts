/**
 * What a recording really is, read from its first bytes: the declared type and the file name
 * come from the browser and prove nothing, and a transcription provider given an HTML page or
 * half a file answers with a vague error (or a made-up transcript) after a paid round trip.
 * Only containers a browser or a phone records are accepted.
 */

export type AudioType = 'audio/webm' | 'audio/ogg' | 'audio/wav' | 'audio/mpeg' | 'audio/mp4' | 'audio/flac';

export type AudioCheck = { ok: true; type: AudioType } | { ok: false; reason: 'not_audio' | 'truncated' };

/** Less than this after the header cannot hold a spoken word (a frame of Opus or MP3 alone is larger). */
export const MIN_AUDIO_BYTES = 100;

const NOT_AUDIO: AudioCheck = { ok: false, reason: 'not_audio' };
const TRUNCATED: AudioCheck = { ok: false, reason: 'truncated' };

type Probe = (bytes: Uint8Array) => AudioCheck;

/** Magic numbers, each with the probe that reads the rest of its header. */
const FORMATS: [magic: number[], offset: number, probe: Probe][] = [
  [[0x1a, 0x45, 0xdf, 0xa3], 0, webm],
  [ascii('OggS'), 0, ogg],
  [ascii('RIFF'), 0, wav],
  [ascii('ID3'), 0, mp3],
  [ascii('fLaC'), 0, flac],
  [ascii('ftyp'), 4, mp4],
];

export function checkAudio(bytes: Uint8Array): AudioCheck {
  // An empty or nearly empty upload is a recording that stopped at once, not a wrong file.
  if (bytes.length === 0) return TRUNCATED;
  for (const [magic, offset, probe] of FORMATS) {
    if (bytes.length <= offset) continue;
    const seen = bytes.subarray(offset, offset + magic.length);
    if (seen.every((byte, i) => byte === magic[i])) return seen.length < magic.length ? TRUNCATED : probe(bytes);
  }
  if (bytes[0] === 0xff) return bytes.length < 4 ? TRUNCATED : mpegFrame(bytes, 0);
  return NOT_AUDIO;
}

function ascii(text: string): number[] {
  return [...text].map((c) => c.charCodeAt(0));
}

function audio(type: AudioType, bytes: Uint8Array, headerEnd: number): AudioCheck {
  return bytes.length - headerEnd < MIN_AUDIO_BYTES ? TRUNCATED : { ok: true, type };
}

function text(bytes: Uint8Array, start: number, end: number): string {
  return String.fromCharCode(...bytes.subarray(start, end));
}

/** An EBML variable-length integer: its length from the leading zeros, its value without the marker bit for sizes. */
function vint(bytes: Uint8Array, at: number, keepMarker: boolean): { value: number; next: number } | null {
  const first = bytes[at];
  if (first === undefined || first === 0) return null;
  const length = Math.clz32(first) - 23;
  if (at + length > bytes.length) return null;
  let value = keepMarker ? first : first & (0xff >> length);
  for (let i = 1; i < length; i++) value = value * 256 + (bytes[at + i] ?? 0);
  return { value, next: at + length };
}

/** The EBML header must be whole and name a Matroska DocType: other EBML files are not recordings. */
function webm(bytes: Uint8Array): AudioCheck {
  const size = vint(bytes, 4, false);
  if (!size) return TRUNCATED;
  const end = size.next + size.value;
  if (end > bytes.length) return TRUNCATED;
  let docType = '';
  for (let at = size.next; at < end; ) {
    const id = vint(bytes, at, true);
    const length = id && vint(bytes, id.next, false);
    if (!id || !length || length.next + length.value > end) return NOT_AUDIO;
    if (id.value === 0x4282 && length.value <= 16) docType = text(bytes, length.next, length.next + length.value);
    at = length.next + length.value;
  }
  if (docType !== 'webm' && docType !== 'matroska') return NOT_AUDIO;
  const segment = bytes.subarray(end, end + 4);
  if (segment.length === 4 && !segment.every((byte, i) => byte === [0x18, 0x53, 0x80, 0x67][i])) return NOT_AUDIO;
  return audio('audio/webm', bytes, end);
}

/** The first page opens the stream and carries the codec's identification packet. */
function ogg(bytes: Uint8Array): AudioCheck {
  if (bytes.length < 27) return TRUNCATED;
  if (bytes[4] !== 0 || ((bytes[5] ?? 0) & 0x02) === 0) return NOT_AUDIO;
  const end = 27 + (bytes[26] ?? 0);
  if (bytes.length < end + 8) return TRUNCATED;
  const packet = text(bytes, end, end + 8);
  if (packet === 'OpusHead' || packet.startsWith('\x01vorbis') || packet.startsWith('\x7fFLAC'))
    return audio('audio/ogg', bytes, end);
  return NOT_AUDIO;
}

/** RIFF chunks up to `data`: a whole and sensible `fmt `, then at least the start of the samples. */
function wav(bytes: Uint8Array): AudioCheck {
  if (bytes.length < 12) return TRUNCATED;
  if (text(bytes, 8, 12) !== 'WAVE') return NOT_AUDIO;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let format = false;
  for (let at = 12; at + 8 <= bytes.length; ) {
    const id = text(bytes, at, at + 4);
    const size = view.getUint32(at + 4, true);
    if (id === 'data') return format ? audio('audio/wav', bytes, at + 8) : NOT_AUDIO;
    if (id === 'fmt ') {
      if (size < 16) return NOT_AUDIO;
      if (at + 8 + size > bytes.length) return TRUNCATED;
      const channels = view.getUint16(at + 10, true);
      const rate = view.getUint32(at + 12, true);
      const bits = view.getUint16(at + 22, true);
      if (channels === 0 || rate === 0 || bits === 0) return NOT_AUDIO;
      format = true;
    }
    at += 8 + size + (size % 2);
  }
  return TRUNCATED;
}

/** An ID3v2 tag (size in 7-bit bytes), then the first MPEG audio frame right after it. */
function mp3(bytes: Uint8Array): AudioCheck {
  if (bytes.length < 10) return TRUNCATED;
  const [version = 0, , flags = 0, ...size] = bytes.subarray(3, 10);
  if (version < 2 || version > 4 || size.some((byte) => byte >= 0x80)) return NOT_AUDIO;
  const footer = flags & 0x10 ? 10 : 0;
  const end = 10 + footer + size.reduce((sum, byte) => sum * 128 + byte, 0);
  if (bytes.length < end + 4) return TRUNCATED;
  return mpegFrame(bytes, end);
}

/** Frame sync, then no reserved value in version, layer, bit rate, sample rate or emphasis. */
function mpegFrame(bytes: Uint8Array, at: number): AudioCheck {
  const [b0 = 0, b1 = 0, b2 = 0, b3 = 0] = bytes.subarray(at, at + 4);
  const valid =
    b0 === 0xff &&
    (b1 & 0xe0) === 0xe0 &&
    ((b1 >> 3) & 3) !== 1 &&
    ((b1 >> 1) & 3) !== 0 &&
    b2 >> 4 !== 15 &&
    ((b2 >> 2) & 3) !== 3 &&
    (b3 & 3) !== 2;
  return valid ? audio('audio/mpeg', bytes, at) : NOT_AUDIO;
}

/** STREAMINFO is always the first metadata block, 34 bytes long. */
function flac(bytes: Uint8Array): AudioCheck {
  if (bytes.length < 8) return TRUNCATED;
  const block = (bytes[4] ?? 0) & 0x7f;
  const length = ((bytes[5] ?? 0) << 16) | ((bytes[6] ?? 0) << 8) | (bytes[7] ?? 0);
  if (block !== 0 || length !== 34) return NOT_AUDIO;
  return audio('audio/flac', bytes, 8 + 34);
}

const AUDIO_BRANDS = new Set(['M4A ', 'M4B ', 'isom', 'iso2', 'iso4', 'iso5', 'iso6', 'mp41', 'mp42', 'dash']);
/** HEIF and AVIF pictures are ISO files too, and may list `isom` beside their own brand. */
const IMAGE_BRANDS = new Set(['mif1', 'msf1', 'miaf', 'heic', 'heix', 'hevc', 'avif', 'avis']);

/** The `ftyp` box: major brand, minor version, then compatible brands. */
function mp4(bytes: Uint8Array): AudioCheck {
  if (bytes.length < 16) return TRUNCATED;
  const size = new DataView(bytes.buffer, bytes.byteOffset, 4).getUint32(0);
  if (size < 16 || size % 4 !== 0) return NOT_AUDIO;
  if (size > bytes.length) return TRUNCATED;
  const brands = [text(bytes, 8, 12)];
  for (let at = 16; at < size; at += 4) brands.push(text(bytes, at, at + 4));
  if (brands.some((brand) => IMAGE_BRANDS.has(brand)) || !brands.some((brand) => AUDIO_BRANDS.has(brand)))
    return NOT_AUDIO;
  return audio('audio/mp4', bytes, size);
}
