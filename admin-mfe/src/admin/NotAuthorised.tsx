import { SimplePage } from '@bento/ui';

export const NOT_AUTHORISED_TEXT = 'Your account does not have access to the admin panel.';

/** What a signed-in user who is not an admin sees at /admin (the API answered 403): never a blank page. */
export function NotAuthorised() {
  return (
    <SimplePage title="Not authorised">
      <p>{NOT_AUTHORISED_TEXT}</p>
    </SimplePage>
  );
}
