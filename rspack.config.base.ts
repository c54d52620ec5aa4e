// The ONE place bundling, federation and sharing live. Each app's rspack.config.ts calls createAppConfig().
import path from 'node:path';
import { rspack, type Compiler, type Configuration, type RuleSetRule } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { completeExposeSyncAssets } from './scripts/exposeSyncAssets';
import { STORE_CONTRACT_VERSION } from './packages/store/src/contractVersion';

/** Beside the manifest: the store contract the build was made against, which a release records (issue 30). */
export const BUILD_INFO_FILE = 'bento-build.json';

const buildInfoAsset = {
  apply(compiler: Compiler) {
    compiler.hooks.thisCompilation.tap('BentoBuildInfo', (compilation) => {
      compilation.hooks.processAssets.tap('BentoBuildInfo', () => {
        const info = JSON.stringify({ storeContract: STORE_CONTRACT_VERSION });
        compilation.emitAsset(BUILD_INFO_FILE, new compiler.webpack.sources.RawSource(info));
      });
    });
  },
};

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
  // RTK Query (the accounts remote) imports immer itself, not through @reduxjs/toolkit: shared, it is not loaded twice.
  'immer',
  '@bento/store',
  '@bento/ui',
  '@bento/ui/',
  '@clerk/react',
];

/** How federation names the chunk of an exposed module (`__federation_expose_EditorScreen`). */
const EXPOSE_CHUNK_PREFIX = '__federation_expose_';

export const sharedSingletons = Object.fromEntries(singletons.map((key) => [key, { singleton: true }]));

/**
 * The shell provides the same singletons eagerly, inside main.js: its first screen needs them all at once, and as
 * separate chunks each was requested only after main.js had been downloaded and run (issue 17: one round trip
 * and eleven requests more before the editor could start). Clerk's package stays a chunk of its own: only a
 * server that signs in with Clerk loads it.
 */
const LAZY_IN_HOST = new Set(['@clerk/react']);
// No requiredVersion in the host: it registers its singletons first, so checking its own versions against its own
// ranges can only pass, and the semver parsing cost ~25 ms of a phone's first task. Remotes keep their ranges.
const hostShared = Object.fromEntries(
  singletons.map((key) => [
    key,
    { singleton: true, eager: !LAZY_IN_HOST.has(key), requiredVersion: false as const },
  ]),
);

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

/**
 * CSS module class names that do not depend on the build: file name, local name and a hash of the file's
 * content. rspack's default ([uniqueName]-[id]-[local]) and its [hash] both mix in the app's uniqueName, so the
 * same component would get other class names in each app and in the viewer's server build, and server-rendered
 * markup would not match the client's CSS.
 */
export const CSS_MODULE_LOCAL_IDENT = '[name]__[local]--[contenthash:6]';
const cssModuleGenerator = { localIdentName: CSS_MODULE_LOCAL_IDENT };

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
      // Files emitted by `new URL(…, import.meta.url)` (the image compression library): named and hashed, so they
      // read well in the network panel and are cached for good.
      assetModuleFilename: development ? '[name][ext]' : '[name].[contenthash:8][ext]',
      clean: true,
    },
    resolve: { extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'] },
    module: {
      // Components import CSS modules as a default object of class names.
      parser: { 'css/module': { namedExports: false } },
      generator: { 'css/module': cssModuleGenerator },
      rules: [
        scriptRule(development),
        { test: /\.module\.css$/, type: 'css/module' },
        { test: /\.css$/, exclude: /\.module\.css$/, type: 'css' },
      ],
    },
    optimization: {
      runtimeChunk: false,
      minimize: !development,
      // An exposed module's chunk keeps the modules it shares with lazy chunks (the default, 'async', splits them
      // out): the first screen of a remote is one file, not three requests and three script tasks (issue 17).
      splitChunks: {
        chunks: (chunk) => !chunk.canBeInitial() && !chunk.name?.startsWith(EXPOSE_CHUNK_PREFIX),
      },
    },
    performance: { hints: false },
    plugins: [
      new ModuleFederationPlugin({
        name,
        ...(host ? {} : { filename: 'remoteEntry.js', exposes }),
        remotes: {},
        shared: host ? hostShared : sharedSingletons,
        shareStrategy: 'loaded-first',
        runtimePlugins: host ? [path.join(dir, 'src/remotes/retryOncePlugin.ts')] : [],
        manifest: { additionalData: completeExposeSyncAssets },
        dts: false,
        // One federation runtime per page: the shell provides runtime-core as a global that every remote's
        // remoteEntry.js uses instead of bundling its own copy (about 90 KB each, minified). target 'web' drops
        // the runtime's Node.js loading paths (12 KB of brotli in main.js); a remote loads no remotes of its own.
        experiments: host
          ? { asyncStartup: true, provideExternalRuntime: true, optimization: { target: 'web' } }
          : {
              asyncStartup: true,
              externalRuntime: true,
              optimization: { target: 'web', disableRemote: true },
            },
      }),
      ...(host ? [new rspack.HtmlRspackPlugin({ template: path.join(dir, 'index.html') })] : []),
      buildInfoAsset,
    ],
    stats: 'errors-warnings',
    // The manifest plugin's notice about publicPath 'auto' is expected for remotes: the host resolves it.
    infrastructureLogging: { level: 'error' },
  };
}

export interface ServerConfigOptions {
  /** Absolute path of the app's folder. */
  dir: string;
  /** The server entry, relative to dir, e.g. './src/server/renderViewer.tsx'. */
  entry: string;
  /** Output file base name: <dir>/server/dist/<name>.js and <name>.css. */
  name: string;
}

/** Output folder of an app's server build (dist/ at any depth is ignored by git, lint and the build stamp). */
export const serverDist = (dir: string): string => path.join(dir, 'server', 'dist');

/**
 * A node build of one entry for server rendering: CommonJS, one file, no federation (React and the rest are
 * bundled), and its CSS extracted to <name>.css for the server to inline. Class names match the browser builds.
 */
export function createServerConfig({ dir, entry, name }: ServerConfigOptions): Configuration {
  return {
    mode: 'production',
    context: dir,
    target: 'node20',
    devtool: false,
    entry: { [name]: entry },
    output: {
      path: serverDist(dir),
      filename: '[name].js',
      cssFilename: '[name].css',
      library: { type: 'commonjs2' },
      clean: true,
    },
    resolve: { extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'] },
    module: {
      parser: { 'css/module': { namedExports: false } },
      // exportsOnly: false keeps the CSS (a node target would otherwise emit class names only).
      generator: { 'css/module': { ...cssModuleGenerator, exportsOnly: false }, css: { exportsOnly: false } },
      rules: [
        scriptRule(false),
        { test: /\.module\.css$/, type: 'css/module' },
        { test: /\.css$/, exclude: /\.module\.css$/, type: 'css' },
      ],
    },
    optimization: { minimize: false, splitChunks: false, runtimeChunk: false },
    plugins: [
      new rspack.DefinePlugin({ 'process.env.NODE_ENV': JSON.stringify('production') }),
      new rspack.optimize.LimitChunkCountPlugin({ maxChunks: 1 }),
    ],
    performance: { hints: false },
    stats: 'errors-warnings',
    infrastructureLogging: { level: 'error' },
  };
}
