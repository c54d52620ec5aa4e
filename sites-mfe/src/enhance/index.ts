// Entry of the server-rendered page's script (rspack.enhance.config.ts): no React, no app, no federation.
import { enhancePage } from './enhancePage';

enhancePage(document);
