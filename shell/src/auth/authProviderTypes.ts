import type { ComponentType, ReactNode } from 'react';
import type { createBrowserRouter } from '@bento/ui/router';

export type AuthRouter = Pick<ReturnType<typeof createBrowserRouter>, 'navigate'>;

/** Wraps the router when the adapter needs a React provider (Clerk); local accounts need none. */
export type AuthProviderComponent = ComponentType<{ router: AuthRouter; children: ReactNode }>;
