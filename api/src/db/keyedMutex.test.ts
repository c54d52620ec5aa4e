import { createKeyedMutex } from './keyedMutex';

const tick = () => new Promise((resolve) => setTimeout(resolve, 1));

describe('createKeyedMutex', () => {
  it('runs tasks of one key one at a time, in arrival order', async () => {
    const mutex = createKeyedMutex();
    const events: string[] = [];
    const task = (name: string) => async () => {
      events.push(`start ${name}`);
      await tick();
      events.push(`end ${name}`);
      return name;
    };
    const results = await Promise.all([mutex.run('a', task('1')), mutex.run('a', task('2'))]);
    expect(results).toEqual(['1', '2']);
    expect(events).toEqual(['start 1', 'end 1', 'start 2', 'end 2']);
  });

  it('lets different keys overlap', async () => {
    const mutex = createKeyedMutex();
    const events: string[] = [];
    const task = (name: string) => async () => {
      events.push(`start ${name}`);
      await tick();
      events.push(`end ${name}`);
    };
    await Promise.all([mutex.run('a', task('a')), mutex.run('b', task('b'))]);
    expect(events.slice(0, 2)).toEqual(['start a', 'start b']);
  });

  it('keeps going after a task fails, and forgets idle keys', async () => {
    const mutex = createKeyedMutex();
    const failed = mutex.run('a', async () => {
      throw new Error('boom');
    });
    const next = mutex.run('a', async () => 'ok');
    await expect(failed).rejects.toThrow('boom');
    await expect(next).resolves.toBe('ok');
    expect(mutex.size).toBe(0);
  });
});
