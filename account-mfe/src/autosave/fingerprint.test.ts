import { createDefaultGridData } from '@bento/core';
import { fingerprintOf, sameFingerprint } from './fingerprint';
import { isPristine } from './initialDesign';

describe('the change fingerprint', () => {
  const base = createDefaultGridData();

  it('is the same for the same document and for a copy with the same parts', () => {
    expect(sameFingerprint(fingerprintOf(base), fingerprintOf({ ...base }))).toBe(true);
  });

  it("changes with each of the spec's fields", () => {
    const settings = (patch: object) => ({ ...base, gridSettings: { ...base.gridSettings, ...patch } });
    const changed = [
      { ...base, boxes: [...base.boxes, { ...base.boxes[0]!, id: 'b2' }] },
      settings({ columnsCount: 4 }),
      settings({ containerBgColor: '#000000' }),
      settings({ boxSpacing: 20 }),
      { ...base, selectedBoxIds: ['box-1'] },
    ];
    for (const next of changed) expect(sameFingerprint(fingerprintOf(base), fingerprintOf(next))).toBe(false);
  });

  it('changes when the boxes are new objects with the same counts (a text edit)', () => {
    const edited = { ...base, boxes: [{ ...base.boxes[0]!, contentId: 'Hello' }] };
    expect(fingerprintOf(edited).summary).toBe(fingerprintOf(base).summary);
    expect(sameFingerprint(fingerprintOf(base), fingerprintOf(edited))).toBe(false);
  });
});

describe('a pristine document', () => {
  it('is the default document, whatever its box id or key order', () => {
    expect(isPristine(createDefaultGridData('other'))).toBe(true);
    const reordered = JSON.parse(JSON.stringify(createDefaultGridData()));
    reordered.gridSettings = Object.fromEntries(Object.entries(reordered.gridSettings).reverse());
    expect(isPristine(reordered)).toBe(true);
  });

  it('is not a document with work in it', () => {
    const grid = createDefaultGridData();
    expect(isPristine({ ...grid, boxes: [{ ...grid.boxes[0]!, contentId: 'Mine' }] })).toBe(false);
    expect(isPristine({ ...grid, boxes: [] })).toBe(false);
    expect(isPristine({ ...grid, gridSettings: { ...grid.gridSettings, boxSpacing: 3 } })).toBe(false);
  });
});
