import { describe, expect, it } from 'vitest';
import { checkAudio, MIN_AUDIO_BYTES } from './audio-format.ts';
import {
  be32,
  bytes,
  EBML_HEADER,
  filler,
  flac,
  ftyp,
  id3,
  le32,
  mp3,
  oggPage,
  opusHead,
  SEGMENT,
  vorbisId,
  wavFile,
  webm,
} from './test-audio.ts';

const OK = (type: string) => ({ ok: true, type });
const NOT_AUDIO = { ok: false, reason: 'not_audio' };
const TRUNCATED = { ok: false, reason: 'truncated' };

describe('checkAudio: each recorded format is recognised by its content', () => {
  it.each([
    ['WebM from MediaRecorder', webm, 'audio/webm'],
    [
      'Matroska',
      bytes(EBML_HEADER.slice(0, 23), [0x88], 'matroska', EBML_HEADER.slice(28), SEGMENT, filler(300)).map((b, i) =>
        i === 4 ? 0xa3 : b,
      ),
      'audio/webm',
    ],
    ['Ogg Opus', bytes(oggPage(opusHead), filler(300)), 'audio/ogg'],
    ['Ogg Vorbis', bytes(oggPage(vorbisId), filler(300)), 'audio/ogg'],
    ['Ogg FLAC', bytes(oggPage(bytes('\x7fFLAC', [1, 0, 0, 1], 'fLaC')), filler(300)), 'audio/ogg'],
    ['WAV', wavFile(1000), 'audio/wav'],
    ['WAV with an extended fmt chunk', wavFile(1000, { fmtSize: 18 }), 'audio/wav'],
    ['MP3 frames', mp3, 'audio/mpeg'],
    ['MP3 behind an ID3 tag', bytes(id3(20), filler(20).fill(0), mp3), 'audio/mpeg'],
    ['M4A', bytes(ftyp('M4A ', 'M4A ', 'mp42', 'isom'), be32(200), 'mdat', filler(192)), 'audio/mp4'],
    ['MP4 from Safari', bytes(ftyp('iso5', 'iso6', 'mp41'), filler(300)), 'audio/mp4'],
    ['FLAC', flac, 'audio/flac'],
  ])('%s', (_name, file, type) => {
    expect(checkAudio(file)).toEqual(OK(type));
  });
});

describe('checkAudio: anything else is not audio', () => {
  it.each([
    ['an HTML page', bytes('<!DOCTYPE html><html><head><title>Erreur</title></head><body>', filler(300))],
    ['a PNG', bytes([0x89], 'PNG\r\n\x1a\n', filler(300))],
    ['a PDF renamed .webm', bytes('%PDF-1.7\n', filler(300))],
    ['a JPEG', bytes([0xff, 0xd8, 0xff, 0xe0], filler(300))],
    ['plain text', bytes('bonjour')],
    ['another EBML document', bytes(EBML_HEADER.slice(0, 24), 'wxyz', EBML_HEADER.slice(28), SEGMENT, filler(300))],
    ['an EBML header followed by no Segment', bytes(EBML_HEADER, filler(300))],
    ['an Ogg video', bytes(oggPage(bytes('\x80theora', filler(20))), filler(300))],
    [
      'an Ogg page that does not begin a stream',
      bytes(oggPage(opusHead), filler(300)).map((b, i) => (i === 5 ? 0 : b)),
    ],
    ['an AVI', bytes('RIFF', le32(1000), 'AVI LIST', filler(300))],
    ['a WAV without fmt chunk', bytes('RIFF', le32(1000), 'WAVE', 'data', le32(400), filler(400))],
    ['a WAV without channels', wavFile(1000, { channels: 0 })],
    ['an ID3 tag before something else', bytes(id3(10), filler(10), 'PK\x03\x04', filler(300))],
    ['an MPEG sync with a reserved layer', bytes([0xff, 0xf9, 0x50, 0x80], filler(300))],
    ['an AVIF picture', bytes(ftyp('avif', 'avif', 'mif1', 'miaf', 'isom'), filler(300))],
    ['a QuickTime movie', bytes(ftyp('qt  ', 'qt  '), filler(300))],
    ['a FLAC without STREAMINFO first', bytes('fLaC', [0x84, 0, 0, 40], filler(300))],
  ])('%s', (_name, file) => {
    expect(checkAudio(file)).toEqual(NOT_AUDIO);
  });
});

describe('checkAudio: a recognised start cut short is truncated', () => {
  it.each([
    ['an empty file', bytes()],
    ['the first bytes of the WebM magic', bytes(EBML_HEADER.slice(0, 2))],
    ['a WebM header cut', bytes(EBML_HEADER.slice(0, 20))],
    [
      'a WebM header with no recording after it',
      bytes(EBML_HEADER, SEGMENT, filler(MIN_AUDIO_BYTES - SEGMENT.length - 1)),
    ],
    ['an Ogg page header cut', oggPage(opusHead).subarray(0, 20)],
    ['an Ogg page with nothing after the identification', oggPage(opusHead)],
    ['a WAV cut inside its fmt chunk', wavFile(1000).subarray(0, 30)],
    ['a WAV cut before its data chunk', wavFile(1000).subarray(0, 44)],
    ['a WAV with a few samples', wavFile(10)],
    ['a RIFF signature alone', bytes('RIFF', [0, 0])],
    ['an ID3 tag larger than the file', bytes(id3(5000), filler(300))],
    ['a lone MP3 frame header', mp3.subarray(0, 40)],
    ['an ftyp box cut', bytes(ftyp('M4A ', 'isom')).subarray(0, 14)],
    ['an M4A without samples', ftyp('M4A ', 'isom')],
    ['a FLAC cut in its STREAMINFO', flac.subarray(0, 6)],
    ['a FLAC with no frames', flac.subarray(0, 60)],
  ])('%s', (_name, file) => {
    expect(checkAudio(file)).toEqual(TRUNCATED);
  });

  it('the threshold counts bytes after the header', () => {
    const header = EBML_HEADER.length;
    expect(checkAudio(webm.subarray(0, header + MIN_AUDIO_BYTES))).toEqual(OK('audio/webm'));
    expect(checkAudio(webm.subarray(0, header + MIN_AUDIO_BYTES - 1))).toEqual(TRUNCATED);
  });

  it('reads a view into a larger buffer at its own offset', () => {
    const shifted = new Uint8Array(wavFile(1000).length + 3);
    shifted.set(wavFile(1000), 3);
    expect(checkAudio(shifted.subarray(3))).toEqual(OK('audio/wav'));
  });
});
