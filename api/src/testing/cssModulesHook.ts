// Test-only, imported first by a plain node process that loads the published-site viewer from source: its components
// import CSS modules, which the build extracts. They load as Jest maps them (every class name maps to itself).
import path from 'node:path';
import { repoRoot } from '../paths';

const CSS_MODULE = path.join(repoRoot, 'scripts', 'jest', 'css-module.cjs');

require.extensions['.css'] = (module) => {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- the same stand-in Jest's moduleNameMapper uses
  module.exports = require(CSS_MODULE);
};
