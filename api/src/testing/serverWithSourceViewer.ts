// Test-only: an instance exactly as `node api/src/server.ts` runs it (signals, graceful shutdown, exit codes), but
// with the published-site viewer compiled from source, so GET /{slug} renders without npm run build (CI runs Jest
// before the build). Started by startServerProcess (api/src/cluster/serverProcess.ts).
import './cssModulesHook';
import os from 'node:os';
import { runServer } from '../server';
import { sourceViewer } from '../web/siteSsrTesting';

runServer({ viewer: sourceViewer(os.tmpdir()) });
