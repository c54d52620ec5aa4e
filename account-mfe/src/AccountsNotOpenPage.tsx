import { SimplePage } from '@bento/ui';

/** Sign-in and sign-up until local accounts land: says so plainly and points back to local editing. */
export function AccountsNotOpenPage({ title }: { title: string }) {
  return (
    <SimplePage title={title}>
      <p>Accounts are not open yet. You can keep editing locally in this browser.</p>
    </SimplePage>
  );
}
