import type { ReactNode } from 'react';
import { Link } from '@bento/ui/router';
import { isAppPath } from './redirectTarget';

/** A link to a sign-in or sign-up address: in-app through the router, a hosted page by a normal link. */
export function AuthLink({ to, children }: { to: string; children: ReactNode }) {
  if (isAppPath(to)) return <Link to={to}>{children}</Link>;
  return <a href={to}>{children}</a>;
}
