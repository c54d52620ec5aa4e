import path from 'node:path';
import type { Configuration } from '@rspack/core';

// The server-rendered /{slug} page's script: vanilla TypeScript, no React, no federation, one hashed ES module
// (enhance/dist/enhance.<hash>.js) and the parts it fetches on first use (report.<hash>.js, gallery.<hash>.js,
// qr.<hash>.js),
// all served by the API under /assets/site/ with immutable caching.
const config: Configuration = {
  mode: 'production',
  context: __dirname,
  target: 'web',
  devtool: false,
  entry: {
    enhance: './src/enhance/index.ts',
    // Fetched on first use (src/enhance/lazyParts.ts): ES modules exporting what the page's script calls.
    report: { import: './src/enhance/reportDialog.ts', library: { type: 'module' } },
    gallery: { import: './src/enhance/gallery.ts', library: { type: 'module' } },
    // The QR code dialog with its library (qrcode-generator): only a visitor who asks for a QR code fetches it.
    qr: { import: './src/enhance/qrDialog.ts', library: { type: 'module' } },
  },
  output: {
    // The API finds and serves them there (api/src/web/siteSsrViewer.ts).
    path: path.join(__dirname, 'enhance', 'dist'),
    // One hash for all three files: the page's script finds its parts' names from its own (__webpack_hash__).
    filename: '[name].[fullhash].js',
    hashDigestLength: 8,
    module: true,
    clean: true,
  },
  resolve: { extensions: ['.ts', '.js'] },
  module: {
    rules: [
      {
        test: /\.ts$/,
        exclude: /node_modules/,
        loader: 'builtin:swc-loader',
        options: {
          jsc: { parser: { syntax: 'typescript' } },
          env: { targets: 'chrome >= 111, firefox >= 115, safari >= 16.4' },
        },
        type: 'javascript/auto',
      },
    ],
  },
  optimization: { splitChunks: false, runtimeChunk: false, minimize: true },
  performance: { hints: false },
  stats: 'errors-warnings',
  infrastructureLogging: { level: 'error' },
};

export default config;
