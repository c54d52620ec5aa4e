import { createAppConfig } from '../rspack.config.base';

export default createAppConfig({
  name: 'admin',
  dir: __dirname,
  exposes: { './AdminPanel': './src/AdminPanel.tsx', './ManageProjects': './src/ManageProjects.tsx' },
});
