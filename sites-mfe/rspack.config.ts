import { createAppConfig } from '../rspack.config.base';

export default createAppConfig({
  name: 'sites',
  dir: __dirname,
  exposes: { './SiteViewer': './src/SiteViewer.tsx', './SiteEditScreen': './src/SiteEditScreen.tsx' },
});
