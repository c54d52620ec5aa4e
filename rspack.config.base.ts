// The ONE place bundling, federation and sharing live. Each app's rspack.config.ts calls createAppConfig().
import path from 'node:path';
import { rspack, type Configuration, type RuleSetRule } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';

export interface AppConfigOptions {
  /** Federation name; a remote is served from /remotes/<name>/. */
  name: string;
  /** Absolute path of the app's folder (holds src/, package.json and, for the host, index.html). */
  dir: string;
  /** What a remote exposes, e.g. { './EditorScreen': './src/EditorScreen.tsx' }. */
  exposes?: Record<string, string>;
  /** The shell: gets index.html, an entry, a root public path and the remote-retry runtime plugin. */
  host?: boolean;
}

// Singletons every app must agree on. The prefix keys make react/jsx-runtime and react-dom/client shared too.
const singletons = [
  'react',
  'react/',
  'react-dom',
  'react-dom/',
  'react-redux',
  '@reduxjs/toolkit',
  'react-router',
  '@bento/store',
  '@bento/ui',
  '@bento/ui/',
  '@clerk/clerk-react',
];

export const sharedSingletons = Object.fromEntries(singletons.map((key) => [key, { singleton: true }]));

function scriptRule(development: boolean): RuleSetRule {
  return {
    test: /\.[jt]sx?$/,
    exclude: /node_modules/,
    loader: 'builtin:swc-loader',
    options: {
      jsc: {
        parser: { syntax: 'typescript', tsx: true },
        transform: { react: { runtime: 'automatic', development } },
      },
      env: { targets: 'chrome >= 111, firefox >= 115, safari >= 16.4' },
    },
    type: 'javascript/auto',
  };
}

export function createAppConfig({ name, dir, exposes = {}, host = false }: AppConfigOptions): Configuration {
  const development = process.env.NODE_ENV === 'development';
  const hashed = development ? '[name].js' : '[name].[contenthash:8].js';
  return {
    mode: development ? 'development' : 'production',
    context: dir,
    devtool: development ? 'cheap-module-source-map' : false,
    entry: host ? { main: './src/index.tsx' } : {},
    output: {
      path: path.join(dir, 'dist'),
      // The shell answers every route, so its assets need absolute URLs; remotes resolve from their remoteEntry.
      publicPath: host ? '/' : 'auto',
      uniqueName: `bento_${name}`,
      filename: hashed,
      chunkFilename: hashed,
      cssFilename: development ? '[name].css' : '[name].[contenthash:8].css',
      cssChunkFilename: development ? '[name].css' : '[name].[contenthash:8].css',
      clean: true,
    },
    resolve: { extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'] },
    module: {
      // Components import CSS modules as a default object of class names.
      parser: { 'css/module': { namedExports: false } },
      rules: [
        scriptRule(development),
        { test: /\.module\.css$/, type: 'css/module' },
        { test: /\.css$/, exclude: /\.module\.css$/, type: 'css' },
      ],
    },
    optimization: { runtimeChunk: false, minimize: !development },
    performance: { hints: false },
    plugins: [
      new ModuleFederationPlugin({
        name,
        ...(host ? {} : { filename: 'remoteEntry.js', exposes }),
        remotes: {},
        shared: sharedSingletons,
        shareStrategy: 'loaded-first',
        runtimePlugins: host ? [path.join(dir, 'src/remotes/retryOncePlugin.ts')] : [],
        manifest: true,
        dts: false,
        experiments: { asyncStartup: true },
      }),
      ...(host ? [new rspack.HtmlRspackPlugin({ template: path.join(dir, 'index.html') })] : []),
    ],
    stats: 'errors-warnings',
    // The manifest plugin's notice about publicPath 'auto' is expected for remotes: the host resolves it.
    infrastructureLogging: { level: 'error' },
  };
}
