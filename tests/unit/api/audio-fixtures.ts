/**
 * Recordings for the API tests: the start of what Chromium's MediaRecorder writes (an EBML
 * header naming `webm`, then the Segment), enough for the content check to accept it, and the
 * same cut short.
 */
const WEBM_HEADER = [
  0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 0x01, 0x42, 0xf7, 0x81, 0x01, 0x42, 0xf2, 0x81, 0x04, 0x42, 0xf3,
  0x81, 0x08, 0x42, 0x82, 0x84, 0x77, 0x65, 0x62, 0x6d, 0x42, 0x87, 0x81, 0x04, 0x42, 0x85, 0x81, 0x02, 0x18, 0x53,
  0x80, 0x67, 0x01, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff,
];

export function webmBytes(size = 2048): Uint8Array {
  const bytes = new Uint8Array(Math.max(size, WEBM_HEADER.length));
  bytes.set(WEBM_HEADER);
  return bytes;
}

export const webmRecording = (size?: number) =>
  new File([webmBytes(size) as BlobPart], 'question.webm', { type: 'audio/webm' });

/** A recording whose header stops half-way. */
export const truncatedRecording = () =>
  new File([webmBytes().slice(0, 12) as BlobPart], 'question.webm', { type: 'audio/webm' });
