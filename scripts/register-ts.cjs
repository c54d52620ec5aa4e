// Lets `node -r ./scripts/register-ts.cjs x.ts` run the project's TypeScript (build scripts, rspack configs,
// the API) with @swc/core. Only our own files are compiled: node_modules load untouched. tsx would also
// rewrite ESM packages such as @rspack/core, whose functions rspack stringifies into the bundles, and esbuild's
// injected helpers then break in the browser.
const Module = require('node:module');
const fs = require('node:fs');
const path = require('node:path');
const { transformSync } = require('@swc/core');

function compile(source, filename) {
  return transformSync(source, {
    filename,
    sourceMaps: 'inline',
    jsc: {
      parser: { syntax: 'typescript', tsx: filename.endsWith('.tsx') },
      // tsconfig's "jsx": "react-jsx", as the bundles and Jest compile TSX: no React in scope (the published-site
      // viewer's source, rendered by the tests' servers and the API's document workers).
      transform: { react: { runtime: 'automatic' } },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  }).code;
}

for (const extension of ['.ts', '.tsx']) {
  Module._extensions[extension] = (module, filename) => {
    if (filename.includes(`${path.sep}node_modules${path.sep}`)) {
      throw new Error(`Refusing to compile a TypeScript file inside node_modules: ${filename}`);
    }
    module._compile(compile(fs.readFileSync(filename, 'utf8'), filename), filename);
  };
}
