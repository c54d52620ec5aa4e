import { createAppConfig } from '../rspack.config.base';

export default createAppConfig({
  name: 'embeds',
  dir: __dirname,
  exposes: { './Clock': './src/Clock.tsx', './Sketchpad': './src/Sketchpad.tsx' },
});
