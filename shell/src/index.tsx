import { loadBootSettings } from './config/embeddedBoot';
import { nextTask } from './nextTask';
import { preloadRoute } from './remotes/preloadRoute';
import { canaryKey, chooseReleases } from './remotes/releaseChoice';
import { registerRemoteMap } from './remotes/remoteRegistry';
import '../../packages/ui/src/base.css';
import './remotes/providedShared';

// Federation's async startup has already initialised the shared scope when this module runs. This task only reads
// the boot data and starts the route's remotes downloading; the rest of the app is evaluated and started in the
// tasks after it (./startApp.tsx).
async function boot() {
  const { remoteMap, releases, config, authSettings, session } = await loadBootSettings();
  const { map, chosen } = chooseReleases(remoteMap, releases, canaryKey);
  registerRemoteMap(map, chosen);
  preloadRoute(window.location.pathname);
  await nextTask();
  // In main.js all the same (eager): no request, only the evaluation waits. React DOM, the largest module, is
  // evaluated in a task of its own, then the rest of the app.
  await import(/* webpackMode: "eager" */ 'react-dom/client');
  await nextTask();
  const { startApp } = await import(/* webpackMode: "eager" */ './startApp');
  await startApp({ config, authSettings, session });
}

void boot();
