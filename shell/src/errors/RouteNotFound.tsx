import { useLocation } from '@bento/ui/router';
import { SimplePage } from '@bento/ui';

export const PAGE_NOT_FOUND_TITLE = 'Page not found';

/**
 * The last route: an address nothing else matches is a mistyped or outdated link, not a failure of the app. It
 * says so plainly, with the way home (issue 29), instead of the error screen and its cache advice.
 */
export function RouteNotFound() {
  const { pathname } = useLocation();
  return (
    <SimplePage title={PAGE_NOT_FOUND_TITLE}>
      <p>
        There is no page at <code>{pathname}</code>. Check the address, or start from the editor.
      </p>
    </SimplePage>
  );
}
