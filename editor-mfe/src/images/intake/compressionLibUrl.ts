// The compression library's own script, emitted with the editor's build and served from wherever the editor is
// served: its web worker imports it from here, never from a public CDN (offline, and under our CSP).
// (Jest maps this module to scripts/jest/compression-lib-url.cjs: it has no bundler to resolve import.meta.)
export const COMPRESSION_LIB_URL = new URL(
  'browser-image-compression/dist/browser-image-compression.js',
  import.meta.url,
).href;
