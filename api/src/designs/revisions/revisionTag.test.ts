import { ifMatchAllows, parseIfMatch, revisionConflict, revisionEtag } from './revisionTag';

describe('revision tags', () => {
  it('puts the revision in front of the body hash', () => {
    expect(revisionEtag(12, '"abc_-9"')).toBe('"r12-abc_-9"');
  });

  it.each([
    ['"r12-abc"', 12, true],
    ['"r12"', 12, true],
    ['W/"r12-abc"', 12, true],
    ['"r12-abc-br"', 12, true],
    ['"r3-x", "r12-y"', 12, true],
    ['"r3-x","r4"', 12, false],
    ['*', 7, true],
    ['"r11-abc"', 12, false],
    ['"r012"', 12, true],
  ])('If-Match %s at revision %i: %s', (header, revision, allowed) => {
    expect(ifMatchAllows(parseIfMatch(header)!, revision)).toBe(allowed);
  });

  it.each([
    '',
    'r12',
    '"12"',
    '"r"',
    '"rx-1"',
    'W/r12',
    '"r12',
    '"r99999999999999999999"',
    ',,',
    '"r1" junk',
  ])('a malformed If-Match %j allows no revision', (header) => {
    const ifMatch = parseIfMatch(header);
    expect(ifMatch).toEqual([]);
    expect(ifMatchAllows(ifMatch!, 1)).toBe(false);
  });

  it('leaves requests without If-Match unchecked', () => {
    expect(parseIfMatch(undefined)).toBeUndefined();
  });

  it('answers a conflict as 412 with the current revision, date and ETag', () => {
    const error = revisionConflict({ revision: 4, updatedAt: new Date(0), etag: '"r4-h"' });
    expect(error).toMatchObject({ status: 412, code: 'revision_conflict' });
    expect(error.message).toBe('This design was changed on another device or tab');
    expect(error.extras).toEqual({
      fields: { revision: 4, updatedAt: '1970-01-01T00:00:00.000Z' },
      headers: { ETag: '"r4-h"' },
    });
  });
});
