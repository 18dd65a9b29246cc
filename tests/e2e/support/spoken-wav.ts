/**
 * A spoken question as a WAV file, said by eSpeak NG (the npm WebAssembly build the platform's
 * read-aloud uses), for Chromium's fake microphone (`--use-file-for-fake-audio-capture`).
 */
import { writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ESpeakNg from 'espeak-ng';

export async function spokenWav(text: string, name: string): Promise<string> {
  const espeak = await ESpeakNg({
    arguments: ['-v', 'fr', '-w', 'out.wav', '-f', 'in.txt'],
    preRun: [(module) => module.FS.writeFile('in.txt', text)],
    print: () => {},
    printErr: () => {},
  });
  const path = join(tmpdir(), `${name}.wav`);
  await writeFile(path, espeak.FS.readFile('out.wav'));
  return path;
}
