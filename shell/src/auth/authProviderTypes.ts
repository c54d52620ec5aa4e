import type { ComponentType, ReactNode } from 'react';

/** Wraps the routes, inside the router, when the adapter needs a React provider (Clerk); local accounts need none. */
export type AuthProviderComponent = ComponentType<{ children: ReactNode }>;
