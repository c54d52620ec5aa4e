import { createAppConfig } from '../rspack.config.base';

export default createAppConfig({
  name: 'templates',
  dir: __dirname,
  exposes: { './TemplatesScreen': './src/TemplatesScreen.tsx' },
});
