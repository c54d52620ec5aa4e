import { useCallback, useMemo, useRef, useState, type RefObject } from 'react';

export const TERMS_WARNING = 'You must agree to the Terms of Service and Privacy Policy to continue.';

export interface TermsConsent {
  agreed: boolean;
  warning: string | null;
  setAgreed(agreed: boolean): void;
  /** Before any sign-up: true when agreed; else shows the warning, focuses the checkbox and answers false. */
  require(): boolean;
}

/**
 * The sign-up consent state (spec §4 'Sign-up'): checking the box clears the warning. The checkbox ref comes
 * separately so render code never reads a ref.
 */
export function useTermsConsent(): {
  consent: TermsConsent;
  checkboxRef: RefObject<HTMLInputElement | null>;
} {
  const [agreed, setAgreedState] = useState(false);
  const [warning, setWarning] = useState<string | null>(null);
  const checkboxRef = useRef<HTMLInputElement>(null);

  const setAgreed = useCallback((next: boolean) => {
    setAgreedState(next);
    if (next) setWarning(null);
  }, []);

  const require = useCallback(() => {
    if (agreed) return true;
    setWarning(TERMS_WARNING);
    checkboxRef.current?.focus();
    return false;
  }, [agreed]);

  const consent = useMemo(
    () => ({ agreed, warning, setAgreed, require }),
    [agreed, warning, setAgreed, require],
  );
  return { consent, checkboxRef };
}
