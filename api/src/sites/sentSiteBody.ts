// A publish's body arrives as bytes and is parsed, checked and prepared in the document pool (issue 31: a 10 MB
// publish parsed on the event loop held every other request), like a design's save.
import type { Request } from 'express';
import type { z } from 'zod';
import { PreparedGrid } from '../designs/gridDocument';
import { BODY_NOT_OBJECT, documentBytes } from '../designs/requestBody';
import { ApiError } from '../web/errors';
import { documentWork } from '../workers/documentPool';
import type { SiteRequestKind } from '../workers/documentTasks';
import type { createSiteBody, publishDesignBody, replaceSiteBody } from './siteBodies';

interface SiteBodies {
  publishDesign: typeof publishDesignBody;
  createSite: typeof createSiteBody;
  replaceSite: typeof replaceSiteBody;
}

/** The kind's body as its schema gives it, gridData prepared (undefined when not sent, where the kind allows). */
export type SentSiteBody<K extends SiteRequestKind> = Omit<z.output<SiteBodies[K]>, 'gridData'> & {
  gridData: PreparedGrid | undefined;
};

export async function sentSiteBody<K extends SiteRequestKind>(
  req: Request,
  kind: K,
): Promise<SentSiteBody<K>> {
  const bytes = documentBytes(req.body);
  if (!bytes) throw new ApiError(400, 'invalid_request', BODY_NOT_OBJECT);
  const sent = await documentWork().run('siteRequest', { body: bytes, kind }, bytes.length);
  return {
    ...(sent.fields as Omit<z.output<SiteBodies[K]>, 'gridData'>),
    gridData: sent.gridText === undefined ? undefined : new PreparedGrid(sent.gridText),
  };
}
