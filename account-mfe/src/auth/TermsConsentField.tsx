import type { RefObject } from 'react';
import type { TermsConsent } from './useTermsConsent';
import styles from './AuthForm.module.css';

/** The consent checkbox with both legal pages opening in a new tab, and the warning when it was skipped. */
export function TermsConsentField({
  consent,
  checkboxRef,
}: {
  consent: TermsConsent;
  checkboxRef: RefObject<HTMLInputElement | null>;
}) {
  return (
    <div className={styles.consent}>
      <label className={styles.consentLabel}>
        <input
          ref={checkboxRef}
          type="checkbox"
          name="acceptTerms"
          checked={consent.agreed}
          onChange={(event) => consent.setAgreed(event.target.checked)}
          aria-invalid={consent.warning ? true : undefined}
          aria-describedby={consent.warning ? 'terms-warning' : undefined}
        />
        <span>
          I agree to the{' '}
          <a href="/terms-of-service" target="_blank" rel="noopener noreferrer">
            Terms of Service
          </a>{' '}
          and{' '}
          <a href="/privacy-policy" target="_blank" rel="noopener noreferrer">
            Privacy Policy
          </a>
        </span>
      </label>
      {consent.warning && (
        <p id="terms-warning" className={styles.warning} role="alert">
          {consent.warning}
        </p>
      )}
    </div>
  );
}
