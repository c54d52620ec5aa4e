import { useMemo } from 'react';
import { useLocation, useNavigate } from '@bento/ui/router';
import { ErrorScreen } from './ErrorScreen';

/** The error of an address no route matches: its summary is the whole report (a stack would only show React). */
export function routeNotFoundError(pathname: string): Error {
  const error = new Error(`404 Not Found: No route matches URL "${pathname}"`);
  error.name = 'RouteErrorResponse';
  error.stack = `${error.name}: ${error.message}`;
  return error;
}

/** The last route: an address nothing else matches shows the error screen with the 404 in its details. */
export function RouteNotFound() {
  const { pathname, search, hash } = useLocation();
  const error = useMemo(() => routeNotFoundError(pathname), [pathname]);
  const navigate = useNavigate();
  // Try Again asks for the same address once more (it may exist after a deployment, and the page reloads then).
  const retry = () => void navigate({ pathname, search, hash }, { replace: true });
  return <ErrorScreen error={error} onRetry={retry} />;
}
