// The web fonts' files: only the faces core lists (latin subset, 400/700, normal/italic of the 12 families), read
// from the installed npm font packages (@fontsource/*, dependencies of this workspace) and named by their content
// hash like the rest of the build output, so they are cached for good and a package update changes the URLs.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { allWebFontFaces, WEB_FONT_PATH, type WebFontFace } from '@bento/core';

export interface FontFile {
  face: WebFontFace;
  /** The served name: 'playfair-display-latin-400-normal.1a2b3c4d.woff2'. */
  name: string;
  /** Where it is on disk (inside node_modules/@fontsource/<id>/files). */
  path: string;
}

export interface FontFiles {
  /** A served file by its hashed name; undefined for any other name. */
  byName(name: string): FontFile | undefined;
  /** The face's URL on our origin, or null when its package is missing. */
  urlOf(face: WebFontFace): string | null;
}

/** Resolves a face's file in its package (throws when the package is not installed). */
export type FontResolver = (face: WebFontFace) => string;

const resolveInstalled: FontResolver = (face) => require.resolve(`${face.packageName}/files/${face.file}`);

function hashedName(file: string, content: Buffer): string {
  const hash = createHash('sha256').update(content).digest('hex').slice(0, 8);
  return file.replace(/\.woff2$/, `.${hash}.woff2`);
}

/** Reads and hashes every face once (about 1 MB for the 46 files). */
export function loadFontFiles(resolve: FontResolver = resolveInstalled): FontFiles {
  const byName = new Map<string, FontFile>();
  const byFile = new Map<string, FontFile>();
  for (const face of allWebFontFaces()) {
    let filePath: string;
    let content: Buffer;
    try {
      filePath = resolve(face);
      content = fs.readFileSync(filePath);
    } catch {
      continue; // A missing package leaves its faces out: the text keeps its fallback font.
    }
    const file = { face, name: hashedName(face.file, content), path: filePath };
    byName.set(file.name, file);
    byFile.set(face.file, file);
  }
  return {
    byName: (name) => byName.get(name),
    urlOf: (face) => {
      const file = byFile.get(face.file);
      return file ? `${WEB_FONT_PATH}/${file.name}` : null;
    },
  };
}

let installed: FontFiles | null = null;

/** The installed packages' files, loaded at the first need. */
export function installedFontFiles(): FontFiles {
  installed ??= loadFontFiles();
  return installed;
}
