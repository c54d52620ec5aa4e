// Test-only: what the declarative router's location is, read from outside the tree.
import { useEffect } from 'react';
import { useLocation } from '@bento/ui/router';

/** A component to render inside the router, whatever the route, and a reader of the pathname it last saw. */
export function createPathnameProbe(): { PathnameProbe: () => null; pathname: () => string } {
  const current = { pathname: '' };
  function PathnameProbe() {
    const { pathname } = useLocation();
    useEffect(() => {
      current.pathname = pathname;
    }, [pathname]);
    return null;
  }
  return { PathnameProbe, pathname: () => current.pathname };
}
