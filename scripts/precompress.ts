// Every text asset of a build is written beside itself as .br and .gz, so the server sends compressed bytes without
// compressing per request (api/src/web/precompressed.ts picks one by the request's Accept-Encoding).
import fs from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { PRECOMPRESSED_TYPES, PRECOMPRESS_MIN_BYTES } from '../api/src/web/precompressed';

export interface PrecompressTotals {
  files: number;
  rawBytes: number;
  brBytes: number;
  gzBytes: number;
}

function textAssets(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .map((file) => path.join(dir, file))
    .filter((file) => PRECOMPRESSED_TYPES.has(path.extname(file)) && fs.statSync(file).isFile());
}

/** Writes file.br and file.gz for each text asset of at least PRECOMPRESS_MIN_BYTES; answers the totals. */
export function precompressDir(dir: string): PrecompressTotals {
  const totals: PrecompressTotals = { files: 0, rawBytes: 0, brBytes: 0, gzBytes: 0 };
  for (const file of textAssets(dir)) {
    const raw = fs.readFileSync(file);
    if (raw.length < PRECOMPRESS_MIN_BYTES) continue;
    const br = brotliCompressSync(raw, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
      },
    });
    const gz = gzipSync(raw, { level: 9 });
    fs.writeFileSync(`${file}.br`, br);
    fs.writeFileSync(`${file}.gz`, gz);
    totals.files += 1;
    totals.rawBytes += raw.length;
    totals.brBytes += br.length;
    totals.gzBytes += gz.length;
  }
  return totals;
}
