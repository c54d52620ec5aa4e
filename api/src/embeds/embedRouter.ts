import { Router } from 'express';
import { extractEmbed } from '@bento/core';
import { ApiError } from '../web/errors';

export const EMBED_FAILURE_MESSAGE = 'Could not extract a valid URL from code';

/** Pasted embed code beyond this is not an embed snippet (the global body limit is larger). */
export const EMBED_CODE_MAX_LENGTH = 20_000;

/** The src and title of pasted embed code (an http src is forced to https); null when there is none. */
export function sanitizeEmbedCode(embedCode: unknown): { url: string; title: string } | null {
  if (typeof embedCode !== 'string' || embedCode.length > EMBED_CODE_MAX_LENGTH) return null;
  const embed = extractEmbed(embedCode);
  // extractEmbed already forces https; checked again because the answer is an iframe src.
  return embed && embed.url.startsWith('https://') ? embed : null;
}

/** /embeds: public helpers for the iframe embed tool (small JSON bodies, the global parser). */
export function embedsRouter(): Router {
  const router = Router();
  router.post('/sanitize', (req, res) => {
    const body: unknown = req.body;
    const code =
      typeof body === 'object' && body !== null ? (body as { embedCode?: unknown }).embedCode : null;
    const embed = sanitizeEmbedCode(code);
    if (!embed) throw new ApiError(400, 'invalid_embed', EMBED_FAILURE_MESSAGE);
    res.setHeader('Cache-Control', 'no-store');
    res.json(embed);
  });
  return router;
}
