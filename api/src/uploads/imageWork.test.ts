import { createWorkGate } from './imageWork';

/** A task that runs until release() is called (or fails with fail()). */
function heldTask() {
  let release!: () => void;
  let fail!: (err: Error) => void;
  const done = new Promise<void>((resolve, reject) => {
    release = resolve;
    fail = reject;
  });
  return { run: () => done, release: () => release(), fail: (err: Error) => fail(err) };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('createWorkGate', () => {
  it('runs at most `limit` tasks at once, the others in the order they came', async () => {
    const gate = createWorkGate(2);
    const tasks = Array.from({ length: 5 }, heldTask);
    const started: number[] = [];
    const runs = tasks.map((task, index) =>
      gate.run('png', () => {
        started.push(index);
        return task.run();
      }),
    );
    await settle();
    expect(started).toEqual([0, 1]);
    expect([gate.active, gate.waiting]).toEqual([2, 3]);

    tasks[1]!.release();
    await settle();
    expect(started).toEqual([0, 1, 2]);
    expect([gate.active, gate.waiting]).toEqual([2, 2]);

    tasks[0]!.fail(new Error('not an image'));
    await expect(runs[0]).rejects.toThrow('not an image');
    await settle();
    expect(started).toEqual([0, 1, 2, 3]);

    for (const task of tasks) task.release();
    await Promise.all(runs.slice(1));
    expect(started).toEqual([0, 1, 2, 3, 4]);
    expect([gate.active, gate.waiting]).toEqual([0, 0]);
  });

  it('tells its listeners what each task was, how long it waited and ran, and how it ended', async () => {
    const gate = createWorkGate(1);
    const reports: unknown[] = [];
    const stop = gate.onTaskDone((done) => reports.push(done));
    const first = heldTask();
    const running = gate.run('jpg', first.run);
    const waiting = gate.run('gif', () => Promise.reject(new Error('corrupt')));
    await new Promise((resolve) => setTimeout(resolve, 20));
    first.release();
    await running;
    await expect(waiting).rejects.toThrow('corrupt');
    expect(reports).toEqual([
      { name: 'jpg', waitSeconds: expect.any(Number), runSeconds: expect.any(Number), outcome: 'ok' },
      { name: 'gif', waitSeconds: expect.any(Number), runSeconds: expect.any(Number), outcome: 'error' },
    ]);
    const [ran, waited] = reports as Array<{ runSeconds: number; waitSeconds: number }>;
    expect(ran!.runSeconds).toBeGreaterThanOrEqual(0.015);
    expect(waited!.waitSeconds).toBeGreaterThanOrEqual(0.015);
    stop();
    await gate.run('png', async () => undefined);
    expect(reports).toHaveLength(2);
  });
});
