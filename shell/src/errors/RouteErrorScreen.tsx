import { useMemo } from 'react';
import { isRouteErrorResponse, useLocation, useNavigate, useRouteError } from '@bento/ui/router';
import { ErrorScreen } from './ErrorScreen';

function dataText(data: unknown): string {
  if (data === undefined || data === null) return '';
  if (typeof data === 'string') return data;
  try {
    return JSON.stringify(data);
  } catch {
    return String(data);
  }
}

/**
 * A route error response is a plain object, not an Error; turn it into one whose message keeps
 * status, status text and data (e.g. '404 Not Found: Error: No route matches URL "/a/b/c"').
 */
export function routeErrorToError(routeError: unknown): unknown {
  if (!isRouteErrorResponse(routeError)) return routeError;
  const status = `${routeError.status} ${routeError.statusText}`.trim();
  const data = dataText(routeError.data);
  const error = new Error(data ? `${status}: ${data}` : status);
  error.name = 'RouteErrorResponse';
  // Created here during render, its stack would only show React frames (and so read as a
  // rendering error); the failure happened in the router, so keep just the summary line.
  error.stack = `${error.name}: ${error.message}`;
  return error;
}

/** The router's `errorElement`: the error screen for loader, action, render and no-match errors. */
export function RouteErrorScreen() {
  const routeError = useRouteError();
  const error = useMemo(() => routeErrorToError(routeError), [routeError]);
  const navigate = useNavigate();
  const location = useLocation();

  // A new navigation to the same address clears the router's error state and re-runs loaders.
  const retry = () => {
    void navigate(
      { pathname: location.pathname, search: location.search, hash: location.hash },
      { replace: true },
    );
  };

  return <ErrorScreen error={error} onRetry={retry} />;
}
