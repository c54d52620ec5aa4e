// The text toolbar's web fonts from our own origin (never a third-party font host), under WEB_FONT_PATH:
//   /assets/fonts/<file>.<hash>.woff2  a face's file, cached for good (its name changes with its content);
//   /assets/fonts/<id>.css             a family's @font-face rules (the editor links the families it uses).
// The server-rendered page declares the families its document uses in its <head> (withSiteFonts), so the fonts
// show without JavaScript. A static export can reuse the same pieces: core's documentWebFonts and fontFaceCss,
// with the files from fontsFiles.ts copied beside the page and addressed relatively.
import express, { type Request, type Response, type Router } from 'express';
import { documentWebFonts, fontFaceCss, webFontById, type FontSource } from '@bento/core';
import { installedFontFiles, type FontFiles } from './fontsFiles';
import type { PageHead } from './siteSsrPage';
import { IMMUTABLE, NO_CACHE } from './static';

const STYLESHEET = /^([a-z0-9-]+)\.css$/;

function notFound(res: Response): void {
  res.status(404).setHeader('Cache-Control', 'no-store');
  res.type('text/plain').send('Not found');
}

/** GET /assets/fonts/:file (mounted at WEB_FONT_PATH). Only the listed faces and families exist. */
export function fontsRouter(files: () => FontFiles = installedFontFiles): Router {
  const router = express.Router();
  router.get('/:file', (req: Request<{ file: string }>, res, next) => {
    const { file } = req.params;
    const family = webFontById(STYLESHEET.exec(file)?.[1] ?? '');
    if (family) {
      // Not hashed (the editor asks for it by family), so it revalidates; the files it names are immutable.
      res.setHeader('Cache-Control', NO_CACHE);
      res.type('text/css').send(fontFaceCss([family], files().urlOf));
      return;
    }
    const font = files().byName(file);
    if (!font) return notFound(res);
    res.setHeader('Cache-Control', IMMUTABLE);
    res.type('font/woff2');
    res.sendFile(font.path, { cacheControl: false }, (err) => {
      if (err && !res.headersSent) next(err);
    });
  });
  router.use((_req, res) => notFound(res));
  return router;
}

/**
 * The published page's head with its font declarations: a <style> with the @font-face rules of the web fonts
 * its document uses, and of no other (none when it uses none). A declared font is fetched only when text uses it.
 */
export function withSiteFonts(
  head: PageHead,
  gridData: unknown,
  files: FontFiles = installedFontFiles(),
): PageHead {
  const css = fontFaceCss(documentWebFonts(gridData as { boxes?: FontSource[] }), files.urlOf);
  return css ? { ...head, tags: [...head.tags, `<style>${css}</style>`] } : head;
}
