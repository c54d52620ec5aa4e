import path from 'node:path';
import type { Configuration } from '@rspack/core';

// The server-rendered /{slug} page's only script: vanilla TypeScript, no React, no federation, one hashed file
// (enhance/dist/enhance.<hash>.js) that the API serves with immutable caching.
const config: Configuration = {
  mode: 'production',
  context: __dirname,
  target: 'web',
  devtool: false,
  entry: { enhance: './src/enhance/index.ts' },
  output: {
    // The API finds and serves it there (api/src/web/siteSsrViewer.ts).
    path: path.join(__dirname, 'enhance', 'dist'),
    filename: '[name].[contenthash:8].js',
    iife: true,
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
