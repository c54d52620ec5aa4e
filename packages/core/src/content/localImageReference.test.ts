import { LOCAL_IMAGE_REFERENCE_PREFIX } from '../document/constants';
import { createBox, createDefaultGridData, createNestedBox } from '../document/defaults';
import { toValidGridData } from '../document/migrate';
import { parseGridData } from '../document/schema';
import type { GridData } from '../document/types';
import { safeMediaUrl } from './media';
import { sanitizeGridData } from './sanitizeGridData';

// Issue 28: a local record names an image kept in the editor's IndexedDB store by a reference. Stored records with
// references are valid documents; the reference itself is never a media URL anyone renders or publishes.
const REFERENCE = `${LOCAL_IMAGE_REFERENCE_PREFIX}${'ab12'.repeat(16)}`;

function referencingDocument(): GridData {
  const doc = createDefaultGridData();
  const box = createBox('b', 1, 'Photo');
  box.style.bgImageUrl = REFERENCE;
  box.nestedBoxes = [createNestedBox('n', 'b', 'Inner')];
  box.nestedBoxes[0]!.style.bgVideoUrl = REFERENCE;
  doc.boxes.push(box);
  doc.gridSettings.containerBgImageUrl = REFERENCE;
  return doc;
}

describe('local image references', () => {
  it('is the prefix and a SHA-256 in hex', () => {
    expect(LOCAL_IMAGE_REFERENCE_PREFIX).toBe('bento-image:sha256-');
  });

  it('are accepted in stored records by the document schema, unchanged', () => {
    const doc = referencingDocument();
    const parsed = parseGridData(JSON.parse(JSON.stringify(doc)));
    expect(parsed).toEqual({ ok: true, value: doc });
    expect(toValidGridData(JSON.parse(JSON.stringify(doc)))).toEqual(doc);
  });

  it('are never rendered, stored by the server or published: safeMediaUrl refuses them', () => {
    expect(safeMediaUrl(REFERENCE)).toBeNull();
    const clean = sanitizeGridData(referencingDocument());
    const box = clean.boxes.find((item) => item.id === 'b')!;
    expect(box.style.bgImageUrl).toBeUndefined();
    expect(box.nestedBoxes[0]!.style.bgVideoUrl).toBeUndefined();
    expect(clean.gridSettings.containerBgImageUrl).toBeUndefined();
  });
});
