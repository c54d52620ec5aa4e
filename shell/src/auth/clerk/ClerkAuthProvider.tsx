import { ClerkProvider } from '@clerk/react';
import { useNavigate } from '@bento/ui/router';
import type { AuthProviderComponent } from '../authProviderTypes';
import { ClerkAuthBridge } from './ClerkAuthBridge';
import type { ClerkAuthAdapter } from './clerkAuthAdapter';

export interface ClerkProviderSettings {
  publishableKey: string;
  signInUrl: string;
  signUpUrl: string;
  adapter: ClerkAuthAdapter;
}

/** ClerkProvider with the configured key, navigating through our router, plus the bridge into the store. */
export function createClerkAuthProvider(settings: ClerkProviderSettings): AuthProviderComponent {
  const { publishableKey, signInUrl, signUpUrl, adapter } = settings;
  return function ClerkAuthProvider({ children }) {
    const navigate = useNavigate();
    return (
      <ClerkProvider
        publishableKey={publishableKey}
        signInUrl={signInUrl}
        signUpUrl={signUpUrl}
        afterSignOutUrl="/"
        routerPush={(to) => void navigate(to)}
        routerReplace={(to) => void navigate(to, { replace: true })}
      >
        <ClerkAuthBridge adapter={adapter} />
        {children}
      </ClerkProvider>
    );
  };
}
