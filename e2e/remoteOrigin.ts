// A second origin for the e2e specs: serves each remote's build as a CDN would (CORS, no-cache entry files), so a
// spec can point REMOTE_<NAME>_URL at it. Under /no-css/<name>/ the same build is served with every stylesheet
// missing (404), to prove a remote that fails half-way ends in its area's fallback.
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { REMOTE_NAMES } from '@bento/core';

const rootDir = path.resolve(__dirname, '..');
const TYPES: Record<string, string> = {
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.woff2': 'font/woff2',
};

function fileFor(pathname: string): { file: string; withoutCss: boolean } | null {
  const match = /^\/(no-css\/)?([a-z]+)\/([\w./-]+)$/.exec(pathname);
  if (!match || !(REMOTE_NAMES as readonly string[]).includes(match[2]!) || match[3]!.includes('..'))
    return null;
  return { file: path.join(rootDir, `${match[2]}-mfe`, 'dist', match[3]!), withoutCss: !!match[1] };
}

const server = http.createServer((req, res) => {
  res.setHeader('Access-Control-Allow-Origin', '*');
  const { pathname } = new URL(req.url ?? '/', 'http://remote.test');
  if (pathname === '/health') return res.end('ok');
  const target = fileFor(pathname);
  if (!target || (target.withoutCss && target.file.endsWith('.css')) || !fs.existsSync(target.file)) {
    res.statusCode = 404;
    return res.end('Not found');
  }
  res.setHeader('Content-Type', TYPES[path.extname(target.file)] ?? 'application/octet-stream');
  res.setHeader('Cache-Control', 'no-cache');
  fs.createReadStream(target.file).pipe(res);
});

server.listen(Number(process.env.PORT), '127.0.0.1');
