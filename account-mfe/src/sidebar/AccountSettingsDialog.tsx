import { lazy, Suspense } from 'react';
import { Dialog, Spinner } from '@bento/ui';
import { useAuth, type SessionUser } from '@bento/store';
import { LocalAccountSettings } from '../settings/LocalAccountSettings';
import styles from './AccountArea.module.css';

// Clerk's own profile screen, downloaded only when a Clerk user opens the settings.
const ClerkUserProfile = lazy(() => import('@clerk/react').then((clerk) => ({ default: clerk.UserProfile })));

/** Account Settings: Clerk's UserProfile for Clerk users; name, password and deletion for local accounts. */
export function AccountSettingsDialog({ user, onClose }: { user: SessionUser; onClose: () => void }) {
  const { provider } = useAuth();
  if (provider === 'clerk') {
    return (
      <div
        className={styles.clerkBackdrop}
        role="dialog"
        aria-modal="true"
        aria-label="Account Settings"
        onMouseDown={(event) => {
          if (event.target === event.currentTarget) onClose();
        }}
        onKeyDown={(event) => {
          if (event.key === 'Escape') onClose();
        }}
      >
        <Suspense fallback={<Spinner size={40} />}>
          <ClerkUserProfile routing="hash" />
        </Suspense>
      </div>
    );
  }
  return (
    <Dialog title="Account Settings" onClose={onClose}>
      <LocalAccountSettings user={user} onClose={onClose} />
    </Dialog>
  );
}
