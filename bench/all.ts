// npm run bench — every benchmark (or those named: `npm run bench -- api editor`), one after the other, each run to
// its end even when one before it missed a target (bench:editor exits 1 while the heap target is missed): the
// figures of all are printed, and the exit code is 1 when any of them failed, with their names.
import { spawnSync } from 'node:child_process';

const ALL = ['api', 'site', 'editor', 'viewer', 'load', 'gallery', 'documents', 'beacons'];

const named = process.argv.slice(2);
const unknown = named.filter((name) => !ALL.includes(name));
if (unknown.length > 0) {
  console.error(`npm run bench: no benchmark named ${unknown.join(', ')} (there are: ${ALL.join(', ')})`);
  process.exit(2);
}
const BENCHES = named.length > 0 ? ALL.filter((name) => named.includes(name)) : ALL;

const failed: string[] = [];
for (const name of BENCHES) {
  console.log(`\n=== npm run bench:${name}`);
  const { status, error } = spawnSync('npm', ['run', '--silent', `bench:${name}`], { stdio: 'inherit' });
  if (error || status !== 0)
    failed.push(`bench:${name}${error ? ` (${error.message})` : ` (exit ${status})`}`);
}
if (failed.length > 0) {
  console.error(
    `\nnpm run bench: ${failed.length} of ${BENCHES.length} failed or missed a target: ${failed.join(', ')}`,
  );
  process.exit(1);
}
console.log(`\nnpm run bench: ${BENCHES.join(', ')}: every target met.`);
