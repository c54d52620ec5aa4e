// npm run bench:api — two API reads at 50 connections, each against a bare Express handler answering the same
// bytes from memory in the same run, on SQLite and (with MYSQL_URL) on MariaDB/MySQL:
// - GET /api/published-sites/slug/{slug} of a 30-box site, public (target, issue 34: ≥ 0.9 of the bare handler,
//   p99 < 25 ms; answered before Express while cached, sites/publicSiteFastPath.ts);
// - GET /api/designs/{id} with a bearer token: token, session and user checks, then the design (target, issue 16:
//   p99 < 50 ms).
import { describeRun, forEachDatabase, report } from './httpBench';

async function main() {
  console.log(describeRun('bench:api'));
  await forEachDatabase(async ({ database, targets, measurePair }) => {
    const { siteJson, design } = targets;
    console.log(`\n[${database}] GET /api/published-sites/slug/{slug}: ${siteJson.bytes} bytes`);
    report(`API (${database})`, await measurePair(siteJson), { ratio: 0.9, p99Ms: 25 });
    console.log(`\n[${database}] GET /api/designs/{id}, signed in: ${design.bytes} bytes`);
    report(`API (${database})`, await measurePair(design), { p99Ms: 50 });
  });
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
