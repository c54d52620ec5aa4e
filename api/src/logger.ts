// Structured logs: one JSON object per line on stdout, no dependency.
export type LogLevel = 'debug' | 'info' | 'warn' | 'error';
export type LogFields = Record<string, unknown>;

export interface Logger {
  debug(msg: string, fields?: LogFields): void;
  info(msg: string, fields?: LogFields): void;
  warn(msg: string, fields?: LogFields): void;
  error(msg: string, fields?: LogFields): void;
}

export type LineWriter = (line: string) => void;

const writeStdout: LineWriter = (line) => {
  process.stdout.write(`${line}\n`);
};

// Errors stringify to {} by default; logs keep their name, message and stack (responses never do).
function replacer(_key: string, value: unknown): unknown {
  if (value instanceof Error) return { name: value.name, message: value.message, stack: value.stack };
  if (typeof value === 'bigint') return value.toString();
  return value;
}

export function formatLogLine(level: LogLevel, msg: string, fields: LogFields = {}): string {
  const entry = { time: new Date().toISOString(), level, msg, ...fields };
  try {
    return JSON.stringify(entry, replacer);
  } catch {
    // Circular or otherwise unserialisable fields: keep the line, drop the fields.
    return JSON.stringify({ time: entry.time, level, msg, fieldsError: 'unserialisable fields' });
  }
}

export function createLogger(write: LineWriter = writeStdout): Logger {
  const log = (level: LogLevel) => (msg: string, fields?: LogFields) =>
    write(formatLogLine(level, msg, fields));
  return { debug: log('debug'), info: log('info'), warn: log('warn'), error: log('error') };
}

/** Collects lines in memory; for tests. */
export function createMemoryLogger(): Logger & {
  lines: Array<{ level: LogLevel; msg: string } & LogFields>;
} {
  const lines: Array<{ level: LogLevel; msg: string } & LogFields> = [];
  const logger = createLogger((line) => lines.push(JSON.parse(line) as { level: LogLevel; msg: string }));
  return Object.assign(logger, { lines });
}

export const logger = createLogger();
