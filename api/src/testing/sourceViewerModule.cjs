// Test-only: the viewer from source (tests run without npm run build) as a module the document pool's threads
// can load. Its CSS imports are the bundler's business; here they answer class names as Jest's mapping does.
const Module = require('node:module');
const cssModule = require('../../../scripts/jest/css-module.cjs');

Module._extensions['.css'] ??= (module) => {
  module.exports = cssModule;
};
module.exports = require('../../../sites-mfe/src/server/renderViewer.tsx');
