import { createAppConfig } from '../rspack.config.base';

export default createAppConfig({
  name: 'editor',
  dir: __dirname,
  exposes: { './EditorScreen': './src/EditorScreenRemote.tsx' },
});
