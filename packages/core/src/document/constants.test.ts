import * as constants from './constants';
import { FONT_SIZES, FONTS, DEFAULT_FONT_FAMILY, SYSTEM_FONTS, WEB_FONTS } from './fonts';

describe('§9 constants', () => {
  it('history and storage keys', () => {
    expect(constants.HISTORY_DEPTH).toBe(50);
    expect(constants.HISTORY_STORAGE_KEY).toBe('bento-box-history-storage');
    expect(constants.CONTENT_STORAGE_KEY).toBe('bento-box-content-storage');
    expect(constants.GRID_STORAGE_KEY).toBe('bento-box-grid-storage');
    expect(constants.STORAGE_KEY_PREFIX).toBe('bento-');
  });

  it('size thresholds', () => {
    expect(constants.PERSISTED_DATA_MAX_CHARS).toBe(2_097_152);
    expect(constants.PERSISTED_DATA_URL_MAX_CHARS).toBe(50_000);
    expect(constants.STORAGE_WARNING_UPLOAD_COUNT).toBe(5);
    expect(constants.BOX_IMAGE_MAX_BYTES).toBe(5_242_880);
    expect(constants.CONTAINER_IMAGE_MAX_BYTES).toBe(2_097_152);
  });

  it('timings', () => {
    expect(constants.DOUBLE_CLICK_MS).toBe(300);
    expect(constants.VIEWER_RESIZE_DEBOUNCE_MS).toBe(250);
    expect(constants.PREVIEW_ANIMATION_DURATION_MS).toBe(2000);
    expect(constants.PREVIEW_TOOLBAR_COLLAPSE_MS).toBe(3000);
    expect(constants.VIDEO_IDLE_MS).toBe(60_000);
    expect(constants.VIDEO_IDLE_CHECK_MS).toBe(30_000);
    expect(constants.BREAKPOINT_REDRAW_DELAY_MS).toBe(300);
    expect(constants.IMPORT_TOAST_MS).toBe(3000);
    expect(constants.UPLOAD_NOTICE_MS).toBe(15_000);
    expect(constants.DELETE_ANIMATION_MS).toBe(150);
    expect(constants.DUPLICATE_ANIMATION_MS).toBe(350);
    expect(constants.LAYOUT_ANIMATION_MS).toBe(800);
    expect(constants.LOCAL_DRAFT_EXPIRY_MS).toBe(86_400_000);
    expect(constants.PREVIEW_ANIMATION_DEFAULTS).toEqual({
      startWidth: 500,
      endWidth: 1200,
      startRadius: 4,
      endRadius: 32,
    });
  });

  it('import messages word for word', () => {
    expect(constants.INVALID_JSON_FORMAT_MESSAGE).toBe(
      'Invalid JSON format. The file must contain boxes and gridSettings.',
    );
    expect(constants.JSON_IMPORT_ERROR_MESSAGE).toBe('Error importing JSON. Please check the file format.');
    expect(constants.JSON_IMPORT_SUCCESS_MESSAGE).toBe('JSON file imported successfully!');
  });
});

describe('fonts', () => {
  it('has the ten font sizes', () => {
    expect(FONT_SIZES).toEqual([12, 14, 16, 18, 24, 32, 48, 64, 96, 128]);
  });

  it('has 6 system and 12 web fonts, Montserrat by default', () => {
    expect(SYSTEM_FONTS).toHaveLength(6);
    expect(WEB_FONTS).toHaveLength(12);
    expect(FONTS).toHaveLength(18);
    expect(FONTS.filter((font) => font.kind === 'system').map((font) => font.name)).toEqual([
      'Default',
      'Arial',
      'Helvetica',
      'Times New Roman',
      'Georgia',
      'Verdana',
    ]);
    expect(DEFAULT_FONT_FAMILY).toBe('Montserrat');
    expect(WEB_FONTS).toContain('Montserrat');
  });
});
