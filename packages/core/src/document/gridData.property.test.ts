import fc from 'fast-check';
import { INVALID_JSON_FORMAT_MESSAGE } from './constants';
import { migrateGridData } from './migrate';
import { parseGridData } from './schema';

// Values that look like what old files, hand-edited files and hostile clients send.
const scalar = fc.oneof(
  fc.constant(null),
  fc.boolean(),
  fc.integer({ min: -50, max: 3000 }),
  fc.double({ noNaN: false }),
  fc.string({ maxLength: 12 }),
  fc.constantFrom('auto', '50%', '120px', 'top', 'full', 'masonry', '#fff', 'https://x.io/a.jpg', '12', ''),
);
const jsonish = fc.letrec((tie) => ({
  value: fc.oneof({ depthSize: 'small' }, scalar, fc.array(tie('value'), { maxLength: 3 }), tie('object')),
  object: fc.dictionary(fc.string({ maxLength: 6 }), tie('value'), { maxKeys: 4 }),
})).value;

const fieldOf = (keys: string[]) =>
  fc.dictionary(fc.constantFrom(...keys), fc.oneof(scalar, jsonish), { maxKeys: 6 });
const styleLike = fieldOf([
  'bgColor',
  'opacity',
  'borderWidth',
  'imageScale',
  'linkUrl',
  'width',
  'justifySelf',
]);
const boxLike = fc.record(
  {
    id: fc.oneof(scalar, fc.constantFrom('a', 'b', 'a')),
    order: scalar,
    colSpan: scalar,
    rowSpan: scalar,
    contentId: scalar,
    mobileOrder: scalar,
    style: fc.oneof(styleLike, scalar),
    textStyle: fc.oneof(fieldOf(['color', 'fontSize', 'textAlign', 'lineHeight']), scalar),
    responsiveColSpan: fc.oneof(fieldOf(['sm', 'md', 'lg']), scalar),
    nestedBoxes: fc.oneof(
      fc.array(fc.oneof(fc.record({ id: scalar, style: styleLike }), scalar), { maxLength: 3 }),
      scalar,
    ),
  },
  { requiredKeys: [] },
);
const settingsLike = fieldOf([
  'columnsCount',
  'columns',
  'boxSpacing',
  'responsiveColumnsCount',
  'globalBoxShadow',
  'containerPadding',
  'infiniteScrollConfig',
  'squircleStrength',
]);
const documentLike = fc.record(
  {
    boxes: fc.array(fc.oneof(boxLike, scalar), { maxLength: 5 }),
    gridSettings: settingsLike,
    selectedBoxIds: fc.oneof(fc.array(scalar, { maxLength: 3 }), scalar),
    lastSelectedBoxId: scalar,
  },
  { requiredKeys: ['boxes', 'gridSettings'] },
);

describe('gridData properties', () => {
  it('parseGridData never throws and migrateGridData either refuses with the spec message or yields a valid document', () => {
    fc.assert(
      fc.property(fc.oneof(jsonish, documentLike), (input) => {
        expect(() => parseGridData(input)).not.toThrow();
        let migrated;
        try {
          migrated = migrateGridData(input);
        } catch (error) {
          expect((error as Error).message).toBe(INVALID_JSON_FORMAT_MESSAGE);
          return;
        }
        const parsed = parseGridData(migrated);
        expect(parsed.ok ? 'ok' : parsed.message).toBe('ok');
      }),
      { numRuns: 500 },
    );
  });

  it('migrateGridData never refuses a document with a boxes list and a gridSettings object', () => {
    fc.assert(
      fc.property(documentLike, (input) => {
        const parsed = parseGridData(migrateGridData(input));
        expect(parsed.ok ? 'ok' : parsed.message).toBe('ok');
      }),
      { numRuns: 500 },
    );
  });

  it('migrating a valid document is idempotent', () => {
    fc.assert(
      fc.property(documentLike, (input) => {
        const once = migrateGridData(input);
        expect(migrateGridData(once)).toEqual(once);
      }),
      { numRuns: 200 },
    );
  });
});
