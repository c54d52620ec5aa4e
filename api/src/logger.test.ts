import { createLogger, createMemoryLogger, formatLogLine } from './logger';

describe('logger', () => {
  it('writes one JSON object per line with time, level, msg and fields', () => {
    const lines: string[] = [];
    createLogger((line) => lines.push(line)).info('request', { reqId: 'r1', status: 200 });
    expect(lines).toHaveLength(1);
    expect(lines[0]).not.toContain('\n');
    expect(JSON.parse(lines[0] ?? '')).toEqual({
      time: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      level: 'info',
      msg: 'request',
      reqId: 'r1',
      status: 200,
    });
  });

  it('keeps the name, message and stack of errors', () => {
    const parsed = JSON.parse(formatLogLine('error', 'boom', { err: new TypeError('bad') })) as {
      err: { name: string; message: string; stack: string };
    };
    expect(parsed.err).toMatchObject({ name: 'TypeError', message: 'bad' });
    expect(parsed.err.stack).toContain('TypeError: bad');
  });

  it('still writes a line when fields cannot be serialised', () => {
    const circular: Record<string, unknown> = {};
    circular.self = circular;
    const log = createMemoryLogger();
    log.warn('odd', { circular });
    expect(log.lines).toEqual([
      expect.objectContaining({ level: 'warn', msg: 'odd', fieldsError: 'unserialisable fields' }),
    ]);
  });
});
