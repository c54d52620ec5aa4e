import { createAppConfig } from '../rspack.config.base';

export default createAppConfig({
  name: 'insights',
  dir: __dirname,
  exposes: { './InsightsScreen': './src/InsightsScreen.tsx' },
});
