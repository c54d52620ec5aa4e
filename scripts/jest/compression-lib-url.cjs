// Jest stand-in for editor-mfe/src/images/intake/compressionLibUrl.ts, whose import.meta.url only a bundler
// resolves. Compression itself needs a real browser (canvas, workers): the e2e specs prove it in Chromium.
module.exports = { COMPRESSION_LIB_URL: 'http://localhost/browser-image-compression.js' };
