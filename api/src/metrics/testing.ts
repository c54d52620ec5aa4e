// Test-only: a scrape of a running server's /metrics, read as Prometheus reads the text format.

export interface Sample {
  labels: Record<string, string>;
  value: number;
}

/** The metrics text of a server started with METRICS_PORT. */
export async function scrape(server: { metricsUrl?: string }): Promise<string> {
  if (!server.metricsUrl) throw new Error('the server has no metrics listener (METRICS_PORT)');
  const res = await fetch(server.metricsUrl);
  if (res.status !== 200) throw new Error(`/metrics answered ${res.status}`);
  return res.text();
}

const LINE = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})? (\S+)$/;
const LABEL = /([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\]|\\.)*)"/g;

/** The samples of one series name (for a histogram: `<name>_bucket`, `_sum` or `_count`). */
export function samplesOf(text: string, name: string): Sample[] {
  const samples: Sample[] = [];
  for (const line of text.split('\n')) {
    const match = LINE.exec(line);
    if (!match || match[1] !== name) continue;
    const labels: Record<string, string> = {};
    for (const [, label, value] of (match[2] ?? '').matchAll(LABEL))
      labels[label!] = value!.replace(/\\(.)/g, '$1');
    samples.push({ labels, value: Number(match[3]) });
  }
  return samples;
}
