import { createContext, useContext, type ReactNode } from 'react';
import { DEFAULT_APP_CONFIG, type PublicAppConfig } from '@bento/core';

const AppConfigContext = createContext<PublicAppConfig>(DEFAULT_APP_CONFIG);

export function AppConfigProvider({ config, children }: { config: PublicAppConfig; children: ReactNode }) {
  return <AppConfigContext.Provider value={config}>{children}</AppConfigContext.Provider>;
}

/** The runtime configuration from /config.json (defaults outside the provider or when the fetch failed). */
export function useAppConfig(): PublicAppConfig {
  return useContext(AppConfigContext);
}
