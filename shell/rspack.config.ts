import { createAppConfig } from '../rspack.config.base';

export default createAppConfig({ name: 'shell', dir: __dirname, host: true });
