import { useEffect, useState } from 'react';
import { useNavigate, useParams } from '@bento/ui/router';
import { selectAuth, useAppSelector } from '@bento/store';
import { FullScreenLoader } from '@bento/ui';
import { loadPublicSite, type SiteResult } from './viewer/loadSite';
import { SiteError } from './viewer/SiteError';
import { SiteView } from './viewer/SiteView';
import { SITE_NOT_FOUND_NOTE, SITE_UNAVAILABLE, SITE_UNAVAILABLE_NOTE } from './viewer/siteTypes';
import { useRedirectCountdown } from './viewer/useRedirectCountdown';
import { useViewportBreakpoint } from './viewer/useViewportBreakpoint';

/**
 * /{slug} inside the app (in-app navigation). A direct load of /{slug} never boots the app: the server renders the
 * same SiteView and a small script enhances it (api/src/web/siteSsr.ts, sites-mfe/src/enhance).
 */
export function SiteViewer() {
  const { slug = '' } = useParams();
  return <SiteViewerFor key={slug} slug={slug} />;
}

type ViewState = SiteResult | { loading: true };

function initialState(slug: string): ViewState {
  return slug ? { loading: true } : { error: 'Invalid site URL' };
}

function SiteViewerFor({ slug }: { slug: string }) {
  const [state, setState] = useState<ViewState>(() => initialState(slug));
  const navigate = useNavigate();
  const auth = useAppSelector(selectAuth);
  const viewport = useViewportBreakpoint();
  const loading = 'loading' in state;

  useEffect(() => {
    if (!loading) return;
    let current = true;
    void loadPublicSite(slug).then((result) => {
      if (current) setState(result);
    });
    return () => {
      current = false;
    };
  }, [loading, slug]);

  const goHome = () => navigate('/');
  const seconds = useRedirectCountdown('error' in state, goHome);

  if ('loading' in state) return <FullScreenLoader />;
  if ('error' in state) {
    const note = state.error === SITE_UNAVAILABLE ? SITE_UNAVAILABLE_NOTE : SITE_NOT_FOUND_NOTE;
    return <SiteError message={state.error} note={note} seconds={seconds} onGoHome={goHome} />;
  }
  const isOwner = auth.isSignedIn && !!auth.user && auth.user.id === state.site.userId;
  return <SiteView site={state.site} url={window.location.href} isOwner={isOwner} viewport={viewport} />;
}

export default SiteViewer;
