// The pieces the local sign-in and sign-up forms share: labelled fields (e-mail and password), and the submit
// state with the API's message on failure.
import {
  useState,
  type Dispatch,
  type FormEvent,
  type InputHTMLAttributes,
  type SetStateAction,
} from 'react';
import { getAuthAdapter } from '@bento/store';
import { VisuallyHidden } from '@bento/ui';
import { errorMessage } from './localAccountsApi';
import styles from './AuthForm.module.css';

type FieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange'> & {
  label: string;
  value: string;
  onChange(value: string): void;
};

/** A labelled text input of an auth form. */
export function AuthField({ label, onChange, ...input }: FieldProps) {
  return (
    <label className={styles.field}>
      {label}
      <input {...input} onChange={(event) => onChange(event.target.value)} />
    </label>
  );
}

/** A labelled password input with a button that shows what was typed (and hides it again). */
export function PasswordField(props: Omit<FieldProps, 'type'>) {
  const [shown, setShown] = useState(false);
  const { label, onChange, ...input } = props;
  return (
    <div className={styles.field}>
      <label htmlFor={input.id ?? input.name}>{label}</label>
      <div className={styles.passwordRow}>
        <input
          {...input}
          id={input.id ?? input.name}
          type={shown ? 'text' : 'password'}
          onChange={(event) => onChange(event.target.value)}
        />
        <button type="button" className={styles.reveal} onClick={() => setShown((current) => !current)}>
          {/* Named by its text, not aria-label, so finding the field by its label finds only the field. */}
          {shown ? 'Hide' : 'Show'}
          <VisuallyHidden> password</VisuallyHidden>
        </button>
      </div>
    </div>
  );
}

/** The account's e-mail address field. */
export function EmailField({ value, onChange }: { value: string; onChange(value: string): void }) {
  return (
    <AuthField
      label="E-mail"
      type="email"
      name="email"
      autoComplete="email"
      required
      value={value}
      onChange={onChange}
    />
  );
}

export interface Credentials {
  email: string;
  password: string;
}

/** The required e-mail and password fields of both local forms. */
export function CredentialFields({
  value,
  onChange,
  passwordAutoComplete,
}: {
  value: Credentials;
  onChange: Dispatch<SetStateAction<Credentials>>;
  passwordAutoComplete: 'current-password' | 'new-password';
}) {
  return (
    <>
      <EmailField value={value.email} onChange={(email) => onChange((current) => ({ ...current, email }))} />
      <PasswordField
        label="Password"
        name="password"
        autoComplete={passwordAutoComplete}
        required
        value={value.password}
        onChange={(password) => onChange((current) => ({ ...current, password }))}
      />
    </>
  );
}

/** Submitting a form that calls the API: busy while it runs, the API's message on failure. */
export function useFormRequest(send: () => Promise<unknown>, ready: () => boolean = () => true) {
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!ready()) return;
    setBusy(true);
    setError(null);
    try {
      await send();
    } catch (caught) {
      setError(errorMessage(caught));
    } finally {
      setBusy(false);
    }
  }

  return { error, busy, onSubmit: (event: FormEvent) => void submit(event) };
}

/**
 * Submitting an auth form: `send` calls the API; once it answers the adapter refreshes, and the page frame moves on
 * to redirect_url once the store knows. `ready` (when given) may stop the submit before anything is sent.
 */
export function useAuthFormSubmit(send: () => Promise<unknown>, ready: () => boolean = () => true) {
  return useFormRequest(async () => {
    await send();
    await getAuthAdapter().refresh();
  }, ready);
}

/** The API's message (if any) and the submit button, disabled while the form is busy. */
export function AuthFormSubmit({
  error,
  busy,
  label,
}: {
  error: string | null;
  busy: boolean;
  label: string;
}) {
  return (
    <>
      {error && (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}
      <button className={styles.submit} type="submit" disabled={busy}>
        {label}
      </button>
    </>
  );
}
