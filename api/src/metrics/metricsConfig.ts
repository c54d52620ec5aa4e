// METRICS_PORT (README 'Configuration'): where /metrics is served, on a listener of its own; unset, nowhere.
type Env = Record<string, string | undefined>;

export interface MetricsConfig {
  /** METRICS_PORT: the metrics listener's port (0: a free one); null: no listener, no metrics kept. */
  metricsPort: number | null;
}

export function metricsConfigFromEnv(env: Env): MetricsConfig {
  const raw = env.METRICS_PORT?.trim();
  if (!raw) return { metricsPort: null };
  const port = Number(raw);
  if (!/^\d+$/.test(raw) || port > 65535)
    throw new Error(`METRICS_PORT must be a number from 0 to 65535, got "${raw}"`);
  return { metricsPort: port };
}

/** The metrics are never on the public port. */
export function checkMetricsPort(metricsPort: number | null, publicPort: number): void {
  if (metricsPort !== null && metricsPort !== 0 && metricsPort === publicPort)
    throw new Error(`METRICS_PORT must differ from PORT (${publicPort}): the metrics are never public`);
}
