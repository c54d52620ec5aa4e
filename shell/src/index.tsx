import { createRoot } from 'react-dom/client';
import { createAppStore } from '@bento/store';
import { App } from './App';
import { loadAppConfig } from './config/loadAppConfig';
import { fetchRemoteMap, registerRemoteMap } from './remotes/remoteRegistry';
import './global.css';

// Federation's async startup has already initialised the shared scope when this module runs.
async function boot() {
  const [remoteMap, config] = await Promise.all([fetchRemoteMap(), loadAppConfig()]);
  registerRemoteMap(remoteMap);
  const store = createAppStore();
  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element');
  createRoot(container).render(<App store={store} config={config} />);
}

void boot();
