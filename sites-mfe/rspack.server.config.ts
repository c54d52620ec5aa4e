import { createServerConfig } from '../rspack.config.base';

// The published-site viewer for server rendering: server/dist/viewer.js and viewer.css, loaded by the API.
export default createServerConfig({ dir: __dirname, entry: './src/server/renderViewer.tsx', name: 'viewer' });
