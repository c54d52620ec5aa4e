import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { precompressDir } from '../../../scripts/precompress';
import { servePrecompressed } from './precompressed';

const SCRIPT = `console.log(${JSON.stringify('bento '.repeat(800))});\n`;

interface RawAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** A GET whose body is kept as sent (supertest would decode gzip and brotli itself). */
function rawGet(server: http.Server, url: string, acceptEncoding: string): Promise<RawAnswer> {
  const { port } = server.address() as AddressInfo;
  return new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path: url, headers: { 'accept-encoding': acceptEncoding } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
        );
      })
      .on('error', reject);
  });
}

describe('pre-compressed build assets', () => {
  let dir: string;
  let app: express.Express;
  let server: http.Server;

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bento-precompressed-'));
    fs.mkdirSync(path.join(dir, 'static'));
    fs.writeFileSync(path.join(dir, 'static', 'main.1a2b3c4d.js'), SCRIPT);
    fs.writeFileSync(path.join(dir, 'tiny.js'), 'x;');
    fs.writeFileSync(path.join(dir, 'photo.png'), Buffer.alloc(4096, 1));
    app = express();
    app.use(servePrecompressed(dir, () => ({ 'Cache-Control': 'public, max-age=31536000, immutable' })));
    app.use(express.static(dir));
    server = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
  });
  afterAll(() => {
    server.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('the build step writes .br and .gz beside text assets of 1 KB or more only', () => {
    const totals = precompressDir(dir);
    expect(totals.files).toBe(1);
    expect(fs.existsSync(path.join(dir, 'static', 'main.1a2b3c4d.js.br'))).toBe(true);
    expect(fs.existsSync(path.join(dir, 'static', 'main.1a2b3c4d.js.gz'))).toBe(true);
    expect(fs.existsSync(path.join(dir, 'tiny.js.br'))).toBe(false);
    expect(fs.existsSync(path.join(dir, 'photo.png.br'))).toBe(false);
    expect(totals.brBytes).toBeLessThan(totals.gzBytes);
    expect(totals.gzBytes).toBeLessThan(totals.rawBytes / 10);
  });

  it('answers brotli when accepted, else gzip, else the file, always varying on Accept-Encoding', async () => {
    const url = '/static/main.1a2b3c4d.js';
    const br = await rawGet(server, url, 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.headers.vary).toMatch(/Accept-Encoding/);
    expect(brotliDecompressSync(br.body).toString()).toBe(SCRIPT);

    const gz = await rawGet(server, url, 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.body).toString()).toBe(SCRIPT);

    const plain = await rawGet(server, url, 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/Accept-Encoding/);
    expect(plain.body.toString()).toBe(SCRIPT);
  });

  it('leaves paths outside the folder, malformed escapes and non-text files to the next handler', async () => {
    for (const url of ['/../secret.js', '/%2e%2e/secret.js', '/%ff.js', '/missing.js']) {
      const res = await rawGet(server, url, 'br');
      expect(res.headers['content-encoding']).toBeUndefined();
      expect([400, 404]).toContain(res.status);
    }
    const image = await rawGet(server, '/photo.png', 'br');
    expect(image.status).toBe(200);
    expect(image.headers['content-encoding']).toBeUndefined();
  });
});
