// npm start: build what is not built, then one process serves the API, the shell and every remote.
import { startServer } from '../api/src/server';
import { buildApps } from './buildApps';

async function main() {
  await buildApps({ ifNeeded: true });
  const server = await startServer();
  console.log(`Bento Creator is running at ${server.url}`);
  const stop = () => {
    void server.close().then(() => process.exit(0));
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
