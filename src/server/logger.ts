/** Structured JSON logs, one object per line, on stdout. */
const LEVELS = { debug: 10, info: 20, warn: 30, error: 40, silent: 100 } as const;
export type LogLevel = keyof typeof LEVELS;
type Fields = Record<string, unknown>;

export interface Logger {
  debug(msg: string, fields?: Fields): void;
  info(msg: string, fields?: Fields): void;
  warn(msg: string, fields?: Fields): void;
  error(msg: string, fields?: Fields): void;
  child(fields: Fields): Logger;
}

function serialise(value: unknown): unknown {
  if (value instanceof Error) return { name: value.name, message: value.message, stack: value.stack };
  return value;
}

/**
 * Once stdout is broken (its reader gone: EPIPE), logs have nowhere to go and are dropped. Left
 * unheard, the stream's error would be an uncaught exception, whose own log line fails the same
 * way: a process spinning on its errors instead of serving.
 */
let stdoutBroken = false;

export function writeStdout(line: string, stream: NodeJS.WriteStream = process.stdout): void {
  if (stdoutBroken || stream.destroyed) return;
  if (!stream.listeners('error').includes(markBroken)) stream.on('error', markBroken);
  stream.write(`${line}\n`);
}

function markBroken(): void {
  stdoutBroken = true;
}

export function createLogger(
  level: LogLevel = 'info',
  base: Fields = {},
  write: (line: string) => void = (line) => writeStdout(line),
): Logger {
  const min = LEVELS[level];
  const log =
    (lvl: Exclude<LogLevel, 'silent'>) =>
    (msg: string, fields: Fields = {}) => {
      if (LEVELS[lvl] < min) return;
      const entry: Fields = { time: new Date().toISOString(), level: lvl, msg, ...base };
      for (const [k, v] of Object.entries(fields)) entry[k] = serialise(v);
      write(JSON.stringify(entry));
    };
  return {
    debug: log('debug'),
    info: log('info'),
    warn: log('warn'),
    error: log('error'),
    child: (fields) => createLogger(level, { ...base, ...fields }, write),
  };
}
