import { createMemoryLogger } from '../logger';
import { startServer } from '../server';
import { checkMetricsPort, metricsConfigFromEnv } from './metricsConfig';

describe('METRICS_PORT', () => {
  it('is off unless set, a port number when set', () => {
    expect(metricsConfigFromEnv({})).toEqual({ metricsPort: null });
    expect(metricsConfigFromEnv({ METRICS_PORT: ' ' })).toEqual({ metricsPort: null });
    expect(metricsConfigFromEnv({ METRICS_PORT: '9100' })).toEqual({ metricsPort: 9100 });
    expect(metricsConfigFromEnv({ METRICS_PORT: '0' })).toEqual({ metricsPort: 0 });
    for (const wrong of ['metrics', '-1', '65536', '91.5']) {
      expect(() => metricsConfigFromEnv({ METRICS_PORT: wrong })).toThrow(
        `METRICS_PORT must be a number from 0 to 65535, got "${wrong}"`,
      );
    }
  });

  it('is never the public port', () => {
    expect(() => checkMetricsPort(3000, 3000)).toThrow('METRICS_PORT must differ from PORT (3000)');
    expect(() => checkMetricsPort(9100, 3000)).not.toThrow();
    expect(() => checkMetricsPort(0, 0)).not.toThrow(); // two free ports
    expect(() => checkMetricsPort(null, 3000)).not.toThrow();
  });

  it('refuses to start the server with the metrics on the public port', async () => {
    await expect(
      startServer({
        env: { DATABASE_URL: 'sqlite::memory:', NODE_ENV: 'test', PORT: '4399', METRICS_PORT: '4399' },
        logger: createMemoryLogger(),
      }),
    ).rejects.toThrow('METRICS_PORT must differ from PORT (4399)');
  });
});
