/**
 * Progress on stderr: one line redrawn in place on a terminal, a plain line every tenth of
 * the work otherwise (logs and CI keep readable output).
 */
export interface ProgressStream {
  isTTY?: boolean;
  write(chunk: string): unknown;
}

export interface Progress {
  tick(): void;
  done(): void;
}

const WIDTH = 24;

export function progressLine(label: string, doneCount: number, total: number, elapsedMs: number): string {
  const ratio = total > 0 ? Math.min(doneCount / total, 1) : 1;
  const filled = Math.round(ratio * WIDTH);
  const bar = `${'#'.repeat(filled)}${'-'.repeat(WIDTH - filled)}`;
  return `${label} [${bar}] ${doneCount}/${total} ${Math.floor(ratio * 100)}% ${(elapsedMs / 1000).toFixed(1)} s`;
}

export function createProgress(label: string, total: number, stream: ProgressStream, now = () => Date.now()): Progress {
  const started = now();
  let count = 0;
  let lastDraw = 0;
  let lastTenth = 0;
  const line = () => progressLine(label, count, total, now() - started);
  return {
    tick() {
      count++;
      if (stream.isTTY) {
        // Redrawing on every document would cost more than the import itself.
        if (now() - lastDraw < 100 && count < total) return;
        lastDraw = now();
        stream.write(`\r${line()}\u001b[K`);
        return;
      }
      const tenth = total > 0 ? Math.floor((count * 10) / total) : 10;
      if (tenth > lastTenth) {
        lastTenth = tenth;
        stream.write(`${line()}\n`);
      }
    },
    done() {
      if (stream.isTTY) stream.write(`\r${line()}\u001b[K\n`);
    },
  };
}
