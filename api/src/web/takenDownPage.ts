// GET /{slug} of a site an admin took down: HTTP 451 with a page of its own. None of the site's content (title,
// description, images) appears in it, and it needs no script and no viewer build.
import { SITE_UNAVAILABLE_TITLE } from '../sites/takenDown';
import { encodedBody, type EncodedBody } from './encodedBody';
import { sitePage } from './siteSsrPage';

const APP_NAME = 'Bento Creator';

const CSS = [
  'body{margin:0;font-family:system-ui,sans-serif;background:#f4f4f5;color:#18181b}',
  'main{box-sizing:border-box;max-width:34rem;margin:0 auto;padding:18vh 1.5rem 2rem;text-align:center}',
  'h1{font-size:1.75rem;line-height:1.2;margin:0 0 1rem}',
  'p{font-size:1rem;line-height:1.6;margin:0 0 1rem;color:#3f3f46}',
  'a{color:#1d4ed8}',
].join('');

const BODY =
  `<main><h1>${SITE_UNAVAILABLE_TITLE}</h1>` +
  '<p>It was taken down for a breach of the <a href="/terms-of-service">terms of service</a>.</p>' +
  `<p><a href="/">Go to ${APP_NAME}</a></p></main>`;

let page: EncodedBody | undefined;

/** The one 451 page (the same for every slug), encoded once. */
export function takenDownPage(): EncodedBody {
  page ??= encodedBody(
    sitePage({
      head: {
        title: `${SITE_UNAVAILABLE_TITLE} | ${APP_NAME}`,
        description: 'This site was taken down for a breach of the terms of service.',
        tags: ['<meta name="robots" content="noindex">'],
      },
      css: CSS,
      body: BODY,
      dataJson: null,
      scriptUrl: null,
    }),
  );
  return page;
}
