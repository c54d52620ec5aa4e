// The shell's index.html as the server answers it: the built file plus the boot data the shell would otherwise
// fetch before its first render (the remote map, the public config and the auth settings, and for a visitor known
// to be signed out, the session), as a JSON data block, and the route's preloads (./shellPreloads.ts). Round trips
// fewer before the editor can start (issue 17); the shell still fetches whatever the page lacks.
import { BOOT_DATA_ELEMENT_ID } from '@bento/core';
import { changedFileReader } from './changedFile';
import { jsonForScript } from './siteSsrPage';

export interface BootData {
  /** What /remotes.json answers. */
  remotes: unknown;
  /** What /remote-releases.json answers (issue 30: the releases served, and canaries the shell picks from). */
  releases?: unknown;
  /** What /config.json answers. */
  config: unknown;
  /** What /api/auth/config answers. */
  auth: unknown;
  /** What /api/auth/auth-urls answers. */
  authUrls: unknown;
  /** What /api/auth/session answers, when the server knows it without looking a session up. */
  session?: unknown;
}

/** /api/auth/session's answer for a request without a session. */
const SIGNED_OUT = { user: null };

/** The page with its boot data block, just before </body> (the shell's deferred script runs after parsing). */
export function withBootData(html: string, data: BootData): string {
  const block = `<script id="${BOOT_DATA_ELEMENT_ID}" type="application/json">${jsonForScript(JSON.stringify(data))}</script>`;
  const end = html.lastIndexOf('</body>');
  return end === -1 ? html + block : html.slice(0, end) + block + html.slice(end);
}

/** The tags at the end of the page's <head> (a page without one is left as it is). */
export function withHeadTags(html: string, tags: string[]): string {
  const end = html.indexOf('</head>');
  return end === -1 || tags.length === 0 ? html : html.slice(0, end) + tags.join('') + html.slice(end);
}

/**
 * Reads the built index.html (again only when it changes, so a build made after start-up is picked up) and
 * answers the page for a path, with the signed-out session when the request is known to have none, or null while
 * there is no build.
 */
export function shellPageReader(
  indexHtml: string,
  data: BootData,
  preloadsFor: (pathname: string) => string[] = () => [],
): (pathname: string, signedOut: boolean) => string | null {
  const read = changedFileReader(indexHtml, (text) => ({
    page: withBootData(text, data),
    signedOutPage: withBootData(text, { ...data, session: SIGNED_OUT }),
  }));
  return (pathname, signedOut) => {
    const pages = read();
    if (pages === null) return null;
    return withHeadTags(signedOut ? pages.signedOutPage : pages.page, preloadsFor(pathname));
  };
}
