import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Link } from '@bento/ui/router';
import { selectAuth, useAppDispatch, useAppSelector, useAuth, type SessionUser } from '@bento/store';
import { syncPublishedSites } from '../designs/syncPublishedSites';
import { isSameOriginPath, signInHref } from './signInLink';
import { useIsAdmin } from './useIsAdmin';
import styles from './AccountArea.module.css';

// The settings forms are downloaded when the dialog is first opened.
const AccountSettingsDialog = lazy(() =>
  import('./AccountSettingsDialog').then((dialog) => ({ default: dialog.AccountSettingsDialog })),
);

export const displayName = (user: SessionUser) => user.fullName?.trim() || user.email;

function Avatar({ user }: { user: SessionUser }) {
  if (user.avatarUrl) return <img className={styles.avatar} src={user.avatarUrl} alt="" />;
  return (
    <span className={styles.avatar} aria-hidden="true">
      {displayName(user).charAt(0).toUpperCase()}
    </span>
  );
}

function SignedOutAccount({ signInUrl }: { signInUrl: string }) {
  const href = signInHref(signInUrl);
  return (
    <div className={styles.account}>
      <p className={styles.prompt}>Sign in to save and sync your designs</p>
      {isSameOriginPath(signInUrl) ? (
        <Link className={styles.signIn} to={href}>
          Sign In
        </Link>
      ) : (
        <a className={styles.signIn} href={href}>
          Sign In
        </a>
      )}
    </div>
  );
}

/** The bottom of the sidebar: who is signed in and their menu, or the sign-in prompt. */
export function AccountArea() {
  const dispatch = useAppDispatch();
  const auth = useAppSelector(selectAuth);
  const { signOut } = useAuth();
  const [menuOpen, setMenuOpen] = useState(false);
  const [settingsOpen, setSettingsOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const isAdmin = useIsAdmin(auth.isSignedIn && auth.user ? auth.user.id : null);

  useEffect(() => {
    if (!menuOpen) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setMenuOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [menuOpen]);

  if (!auth.isSignedIn || !auth.user) return <SignedOutAccount signInUrl={auth.signInUrl} />;
  const user = auth.user;

  const choose = (action: () => void) => () => {
    setMenuOpen(false);
    action();
  };

  return (
    <div ref={root} className={styles.account}>
      {menuOpen && (
        <div className={styles.menu} role="menu" aria-label="Account">
          <button type="button" role="menuitem" onClick={choose(() => setSettingsOpen(true))}>
            Account Settings
          </button>
          <button type="button" role="menuitem" onClick={choose(() => void dispatch(syncPublishedSites()))}>
            Sync Published Sites
          </button>
          {isAdmin && (
            <Link role="menuitem" to="/admin" onClick={() => setMenuOpen(false)}>
              Admin
            </Link>
          )}
          <button type="button" role="menuitem" onClick={choose(() => void signOut())}>
            Sign Out
          </button>
        </div>
      )}
      <button
        type="button"
        className={styles.who}
        aria-haspopup="menu"
        aria-expanded={menuOpen}
        onClick={() => setMenuOpen((open) => !open)}
      >
        <Avatar user={user} />
        <span className={styles.name}>{displayName(user)}</span>
      </button>
      {settingsOpen && (
        <Suspense fallback={null}>
          <AccountSettingsDialog user={user} onClose={() => setSettingsOpen(false)} />
        </Suspense>
      )}
    </div>
  );
}
