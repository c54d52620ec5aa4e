import { useId } from 'react';
import type { PublishFormState } from './usePublishForm';
import styles from './PublishModeSwitch.module.css';

const MODE_LABELS = {
  republish: 'Update this site',
  new: 'Publish as a new site',
  replace: 'Replace a site',
};

/** 'Publish as': update this site (when the design has one), a new site, or replace one of the user's sites. */
export function PublishModeSwitch({ form, canRepublish }: { form: PublishFormState; canRepublish: boolean }) {
  const name = useId();
  const modes = canRepublish ? (['republish', 'new', 'replace'] as const) : (['new', 'replace'] as const);
  return (
    <fieldset className={styles.modes}>
      <legend>Publish as</legend>
      {modes.map((mode) => (
        <label key={mode} className={styles.mode}>
          <input
            type="radio"
            name={name}
            checked={form.mode === mode}
            onChange={() => form.switchMode(mode)}
          />
          {MODE_LABELS[mode]}
        </label>
      ))}
    </fieldset>
  );
}
