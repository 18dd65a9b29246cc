/** Recordings of each accepted format, built byte by byte for the tests. */
import { Mp3Encoder } from '@breezystack/lamejs';

export const bytes = (...parts: (string | number[] | Uint8Array)[]) =>
  Uint8Array.from(
    parts.flatMap((part) => (typeof part === 'string' ? [...part].map((c) => c.charCodeAt(0)) : [...part])),
  );
export const filler = (n: number) => Array.from({ length: n }, (_, i) => (i * 37) & 0xff);
export const le32 = (n: number) => [n & 0xff, (n >> 8) & 0xff, (n >> 16) & 0xff, n >>> 24];
export const be32 = (n: number) => le32(n).reverse();

/** Chromium's MediaRecorder: EBML header (DocType webm, version 4), then the Segment. */
export const EBML_HEADER = [
  0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 0x01, 0x42, 0xf7, 0x81, 0x01, 0x42, 0xf2, 0x81, 0x04, 0x42, 0xf3,
  0x81, 0x08, 0x42, 0x82, 0x84, 0x77, 0x65, 0x62, 0x6d, 0x42, 0x87, 0x81, 0x04, 0x42, 0x85, 0x81, 0x02,
];
export const SEGMENT = [0x18, 0x53, 0x80, 0x67, 0x01, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff];
export const webm = bytes(EBML_HEADER, SEGMENT, filler(400));

export function wavFile(samples: number, { fmtSize = 16, channels = 1 } = {}) {
  const rate = 22050;
  const fmt = [
    1,
    0,
    channels,
    0,
    ...le32(rate),
    ...le32(rate * 2 * channels),
    2 * channels,
    0,
    16,
    0,
    ...filler(fmtSize - 16),
  ];
  return bytes(
    'RIFF',
    le32(4 + 8 + fmtSize + 8 + samples * 2),
    'WAVE',
    'fmt ',
    le32(fmtSize),
    fmt,
    'LIST',
    le32(4),
    'INFO',
    'data',
    le32(samples * 2),
    filler(samples * 2),
  );
}

/** A first Ogg page (beginning of stream) carrying one packet. */
export const oggPage = (packet: Uint8Array) =>
  bytes('OggS', [0, 0x02], new Array(8).fill(0), [1, 0, 0, 0], [0, 0, 0, 0], [0, 0, 0, 0], [1, packet.length], packet);
export const opusHead = bytes('OpusHead', [1, 1, 0x38, 0x01], le32(48000), [0, 0, 0]);
export const vorbisId = bytes('\x01vorbis', [0, 0, 0, 0, 1], le32(44100), filler(15));

/** A real MP3: one second of a 440 Hz tone through the same encoder as the read-aloud answers. */
export function realMp3() {
  const pcm = Int16Array.from({ length: 22050 }, (_, i) =>
    Math.round(8000 * Math.sin((2 * Math.PI * 440 * i) / 22050)),
  );
  const encoder = new Mp3Encoder(1, 22050, 32);
  const chunks = [];
  for (let i = 0; i < pcm.length; i += 1152) chunks.push(encoder.encodeBuffer(pcm.subarray(i, i + 1152)));
  chunks.push(encoder.flush());
  return bytes(...chunks.map((chunk) => new Uint8Array(chunk.buffer, chunk.byteOffset, chunk.length)));
}
export const mp3 = realMp3();
export const id3 = (size: number) =>
  bytes('ID3', [4, 0, 0], [(size >> 21) & 0x7f, (size >> 14) & 0x7f, (size >> 7) & 0x7f, size & 0x7f]);

export const ftyp = (...brands: string[]) =>
  bytes(be32(8 + 4 * (brands.length + 1)), 'ftyp', brands[0] ?? '', [0, 0, 2, 0], ...brands.slice(1));
export const flac = bytes('fLaC', [0x80, 0, 0, 34], filler(34), filler(300));
