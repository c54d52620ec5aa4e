// Child process of bench/documents.ts: the real server on a fresh database (SQLite, or MariaDB with MYSQL_URL),
// with the bench's owner, a small design to read and three to save over. Prints one JSON line (DocumentServer).
import { startBenchApi, type BenchDatabase } from './httpServers';
import { publishBenchDesign, benchGridData } from './viewerSite';

export interface DocumentServer {
  url: string;
  /** The owner's session cookie (mints access tokens) and their small design, read by the probe. */
  sessionCookie: string;
  designId: string;
  /** Designs the heavy saves overwrite, one per saving client. */
  saveIds: string[];
}

async function main() {
  const kind: BenchDatabase = process.argv[2] === 'mysql' ? 'mysql' : 'sqlite';
  // The bench measures the pool, not the export budget.
  const url = await startBenchApi(kind, { EXPORT_BUDGET_MB: '100000' });
  const site = await publishBenchDesign(url);
  const saveIds: string[] = [];
  for (let i = 0; i < 3; i++) {
    const response = await fetch(`${url}/api/designs`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${site.token}` },
      body: JSON.stringify({ gridData: benchGridData(), title: `Saved ${i + 1}` }),
    });
    saveIds.push(((await response.json()) as { id: string }).id);
  }
  const ready: DocumentServer = { url, sessionCookie: site.sessionCookie, designId: site.designId, saveIds };
  console.log(JSON.stringify({ documentServer: ready }));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
