// Child process of bench/documents.ts: the heavy load, three 9.5 MB exports and three 9.5 MB saves in a loop for
// the given seconds, in a process of its own so that sending and reading 10 MB bodies never delays the probes'
// own event loop. Reads the server (DocumentServer JSON) and a token from argv; prints each kind's statuses.
import { MB, richDocument } from '../api/src/testing/richDocuments';
import type { DocumentServer } from './documentServer';

async function loop(send: () => Promise<Response>, until: number, statuses: Record<number, number>) {
  while (performance.now() < until) {
    const response = await send();
    await response.arrayBuffer();
    statuses[response.status] = (statuses[response.status] ?? 0) + 1;
  }
}

async function main() {
  const server = JSON.parse(process.argv[2]!) as DocumentServer;
  const authorization = `Bearer ${process.argv[3]!}`;
  const until = performance.now() + Number(process.argv[4]) * 1000;
  const body = JSON.stringify({ gridData: richDocument(9.5 * MB) });
  const json = { 'Content-Type': 'application/json' };
  const statuses = { exports: {} as Record<number, number>, saves: {} as Record<number, number> };
  const exportOnce = () => fetch(`${server.url}/api/exports/html`, { method: 'POST', headers: json, body });
  const saveOnce = (id: string) => () =>
    fetch(`${server.url}/api/designs/${id}`, { method: 'PATCH', headers: { ...json, authorization }, body });
  console.log('started');
  await Promise.all([
    ...[0, 1, 2].map(() => loop(exportOnce, until, statuses.exports)),
    ...server.saveIds.map((id) => loop(saveOnce(id), until, statuses.saves)),
  ]);
  console.log(JSON.stringify(statuses));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
