// The hook a worker pool uses to appear in /metrics (the document pool of api/src/workers/ will).
import { Registry } from 'prom-client';
import { poolMetrics, registerPoolMetrics } from './pools';
import { samplesOf } from './testing';

describe('registerPoolMetrics', () => {
  it("reads a pool's queue at each scrape and records its tasks' times and refusals", async () => {
    const registry = new Registry();
    const metrics = { pools: poolMetrics(registry) };
    let queued = 3;
    const recorder = registerPoolMetrics(metrics, {
      name: 'documents',
      queued: () => queued,
      active: () => 2,
      threads: () => 2,
      queueCapacity: 64,
    });
    recorder.taskDone({ task: 'export', waitSeconds: 0.2, runSeconds: 1.5, outcome: 'ok' });
    recorder.taskDone({ task: 'export', waitSeconds: 0, runSeconds: 30, outcome: 'timeout' });
    recorder.rejected();

    let text = await registry.metrics();
    const at = (name: string, labels: Record<string, string>) =>
      samplesOf(text, name).find((s) => Object.entries(labels).every(([k, v]) => s.labels[k] === v))?.value;
    const pool = { pool: 'documents' };
    expect(at('bento_worker_pool_queued', pool)).toBe(3);
    expect(at('bento_worker_pool_queue_capacity', pool)).toBe(64);
    expect(at('bento_worker_pool_active', pool)).toBe(2);
    expect(at('bento_worker_pool_threads', pool)).toBe(2);
    expect(at('bento_worker_pool_rejected_total', pool)).toBe(1);
    expect(at('bento_worker_pool_wait_seconds_count', pool)).toBe(2);
    const ok = { ...pool, task: 'export', outcome: 'ok' };
    expect(at('bento_worker_pool_task_duration_seconds_sum', ok)).toBe(1.5);
    expect(at('bento_worker_pool_task_duration_seconds_bucket', { ...ok, le: '1' })).toBe(0);
    expect(at('bento_worker_pool_task_duration_seconds_bucket', { ...ok, le: '2.5' })).toBe(1);
    expect(at('bento_worker_pool_task_duration_seconds_count', { ...pool, outcome: 'timeout' })).toBe(1);

    queued = 0;
    text = await registry.metrics();
    expect(at('bento_worker_pool_queued', pool)).toBe(0);
  });

  it('does nothing without metrics (METRICS_PORT unset)', () => {
    const recorder = registerPoolMetrics(undefined, {
      name: 'documents',
      queued: () => 0,
      active: () => 0,
      threads: () => 1,
    });
    expect(() => {
      recorder.taskDone({ task: 'export', waitSeconds: 0, runSeconds: 0.1, outcome: 'ok' });
      recorder.rejected();
    }).not.toThrow();
  });
});
