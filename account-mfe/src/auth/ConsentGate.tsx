import type { ReactNode } from 'react';
import type { TermsConsent } from './useTermsConsent';
import styles from './AuthForm.module.css';

/**
 * Keeps a form we do not own (Clerk's hosted sign-up) out of reach until the terms are accepted: the form is inert
 * and covered, and using the cover counts as submitting unchecked (the warning, focus on the checkbox).
 * The tree keeps its shape either way, so the form is not remounted when the box is checked.
 */
export function ConsentGate({ consent, children }: { consent: TermsConsent; children: ReactNode }) {
  const blocked = !consent.agreed;
  return (
    <div className={styles.gate}>
      <div className={blocked ? styles.blocked : undefined} inert={blocked} data-testid="consent-gated">
        {children}
      </div>
      {blocked && (
        <button
          type="button"
          className={styles.cover}
          aria-label="Agree to the Terms of Service and Privacy Policy first"
          onClick={() => consent.require()}
        />
      )}
    </div>
  );
}
