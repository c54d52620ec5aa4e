import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { useNavigate } from '@bento/ui/router';
import { publishFlowReadySet, useAppDispatch } from '@bento/store';
import type { FlowRequest } from './flowRequests';
import { startPublishFlow } from './publishFlowListener';
import { isSameOriginPath } from './signInTarget';

// Downloaded when first opened (only ever for a signed-in user).
const PublishDialog = lazy(() =>
  import('./PublishDialog').then((dialog) => ({ default: dialog.PublishDialog })),
);
const EditSiteDialog = lazy(() =>
  import('./EditSiteDialog').then((dialog) => ({ default: dialog.EditSiteDialog })),
);

/**
 * The publish and Edit Site dialogs, opened by the editor's share button (publishRequested) and the sidebar
 * (publishDialogOpened, editSiteDialogOpened). Mounted once on '/' by the designs sidebar.
 */
export function PublishFlow() {
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const [opened, setOpened] = useState<{ request: FlowRequest; key: number } | null>(null);

  useEffect(() => {
    const stop = startPublishFlow({
      open: (request) => setOpened((previous) => ({ request, key: (previous?.key ?? 0) + 1 })),
      goTo: (url) => (isSameOriginPath(url) ? navigate(url) : window.location.assign(url)),
      alert: (message) => window.alert(message),
    });
    // Said only once the listener is on: a publishRequested waiting for it (?publish=true) is then answered.
    dispatch(publishFlowReadySet(true));
    return () => {
      dispatch(publishFlowReadySet(false));
      stop();
    };
  }, [dispatch, navigate]);

  const close = useCallback(() => setOpened(null), []);
  if (!opened) return null;
  const { request, key } = opened;
  return (
    <Suspense fallback={null}>
      {request.kind === 'publish' ? (
        <PublishDialog key={key} request={request} onClose={close} />
      ) : (
        <EditSiteDialog key={key} request={request} onClose={close} />
      )}
    </Suspense>
  );
}
