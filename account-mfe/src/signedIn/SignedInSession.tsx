import { useAnnounceInjectedSlice } from '@bento/store';
import { AutoSave } from '../autosave/AutoSave';
import { ChoiceDialogs } from '../choices/ChoiceDialogs';
import type { AutoSaveStart } from '../autosave/autoSaveStart';
import { designsSlice } from '../designs/designsSlice';
import { useTemplateDesign } from '../designs/useTemplateDesign';
import { useDesignListSync } from '../sidebar/useDesignListSync';

/**
 * What runs for a signed-in user whether or not the sidebar is open: the designs list kept current, a template's
 * design opened, auto-save and its size card. Mounted from the first sign-in on (and kept after a sign-out, which
 * auto-save answers itself).
 */
export function SignedInSession({ autoSaveStart }: { autoSaveStart: AutoSaveStart }) {
  useAnnounceInjectedSlice(designsSlice.name);
  useDesignListSync();
  useTemplateDesign();
  return (
    <>
      <AutoSave start={autoSaveStart} />
      <ChoiceDialogs />
    </>
  );
}
