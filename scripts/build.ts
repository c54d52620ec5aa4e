// npm run build: production build of the shell and every remote. --if-needed skips an up-to-date build.
import { buildApps } from './buildApps';

buildApps({ ifNeeded: process.argv.includes('--if-needed') }).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
