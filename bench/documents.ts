// npm run bench:documents — issue 31's document work:
// - each stage of a rich-text document's work (parse with its checks, validate, sanitise, render), CPU ms for
//   1 MB and 9.5 MB (target: 1 MB under 200 ms in all);
// - our sanitiser beside sanitize-html on 1 MB of dense <b>x</b> (target: ratio ≤ 1.0);
// - /api/health and a signed-in design read (p99) while three 9.5 MB exports and three 9.5 MB saves run, beside the
//   same probes with no load in the same run (target: p99 < 50 ms), on SQLite and (with MYSQL_URL) MariaDB.
import os from 'node:os';
import path from 'node:path';
import { MB } from '../api/src/testing/richDocuments';
import { VIEWER_BUILD_DIR } from '../api/src/web/siteSsrViewer';
import { documentWorkConfig } from '../api/src/workers/documentConfig';
import { rendererOf } from '../api/src/workers/viewerModules';
import { describeStatuses, measureUnderLoad, reportProbes, startDocumentServer } from './documentLoad';
import { compareSanitisers, measureStages, STAGE_TARGET_MS } from './documentStages';
import { benchDatabases } from './httpBench';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 15);

async function main() {
  const pool = documentWorkConfig();
  console.log(
    `bench:documents on ${os.availableParallelism()} cores, Node ${process.version}; document pool: ` +
      `${pool.threads} thread(s), queue ${pool.maxQueue}, ${pool.taskTimeoutMs / 1000} s per task`,
  );
  const renderer = rendererOf({
    module: path.join(VIEWER_BUILD_DIR, 'viewer.js'),
    version: 'bench',
    css: '',
  });
  console.log('\nStages (CPU, median; render = the viewer markup, rich text sanitised again for display):');
  measureStages(MB, 7, renderer); // warm-up: the JIT, the schema's and React's first calls
  const oneMb = measureStages(MB, 7, renderer);
  measureStages(9.5 * MB, 3, renderer);
  console.log(
    `  1 MB in all: ${oneMb.toFixed(0)} ms (target < ${STAGE_TARGET_MS} ms: ${oneMb < STAGE_TARGET_MS ? 'met' : 'MISSED'})`,
  );
  console.log('\nSanitiser (CPU, median of 7):');
  compareSanitisers(7);

  for (const database of benchDatabases()) {
    console.log(`\n[${database}] probes for ${SECONDS} s each, one request after another:`);
    const server = startDocumentServer(database);
    try {
      const { baseline, loaded, statuses } = await measureUnderLoad(await server.ready, SECONDS);
      reportProbes('baseline, no other load', baseline, false);
      reportProbes('while three 9.5 MB exports and three 9.5 MB saves run', loaded, true);
      console.log(
        `    exports: ${describeStatuses(statuses.exports)}; saves: ${describeStatuses(statuses.saves)}`,
      );
    } finally {
      await server.stop();
    }
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
