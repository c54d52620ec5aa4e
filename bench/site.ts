// npm run bench:site — GET /{slug}, the server-rendered published page of a 30-box site, at 50 connections,
// against a bare Express handler answering the same bytes from memory in the same run, on SQLite and (with
// MYSQL_URL) on MariaDB/MySQL; once as plain HTML, once as a browser asks for it (brotli), the bare handler then
// sending the same compressed bytes. Target (issue 16): ≥ 0.8 of the bare handler's requests per second, p99 < 25 ms.
// Plain Node's http module sending the same bytes is measured too: the floor of this machine's p99 (no framework).
// Repeat views of a page are answered before Express (api/src/web/sitePageFastPath.ts).
import { describeRun, forEachDatabase, report } from './httpBench';

async function main() {
  console.log(describeRun('bench:site'));
  await forEachDatabase(async ({ database, targets, measurePair }) => {
    const { sitePage, sitePageBrotli } = targets;
    console.log(`\n[${database}] GET /{slug}: ${sitePage.bytes} bytes of HTML`);
    report(`published page (${database})`, await measurePair(sitePage, { floor: true }), {
      ratio: 0.8,
      p99Ms: 25,
    });
    console.log(`\n[${database}] GET /{slug}, Accept-Encoding: br: ${sitePageBrotli.bytes} bytes`);
    report(`published page, br (${database})`, await measurePair(sitePageBrotli, { floor: true }), {
      ratio: 0.8,
      p99Ms: 25,
    });
  });
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
