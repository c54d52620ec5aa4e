import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from '@bento/ui/router';

/**
 * The token of a mailed link (/reset-password#<token>, /verify-email#<token>, /confirm-email#<token>): read once
 * from the fragment, which then leaves the address bar and the history entry (the token opens the account).
 */
export function useLinkToken(): string {
  const { hash, pathname } = useLocation();
  const navigate = useNavigate();
  const [token] = useState(() => hash.slice(1));
  useEffect(() => {
    if (hash) void navigate(pathname, { replace: true });
  }, [hash, pathname, navigate]);
  return token;
}
