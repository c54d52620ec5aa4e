// Business constants of editor-core.md §9 (and the pure numbers of §2–§5) that more than one place needs.
// Strings are word for word from the spec.

// History and persistence
export const HISTORY_DEPTH = 50;
export const HISTORY_STORAGE_KEY = 'bento-box-history-storage';
export const CONTENT_STORAGE_KEY = 'bento-box-content-storage';
export const GRID_STORAGE_KEY = 'bento-box-grid-storage';
/** Every local key of the product starts with this; quota errors clear them all. */
export const STORAGE_KEY_PREFIX = 'bento-';
/**
 * What a signed-in account keeps on this device starts with this, and nothing else does: a sign-out forgets every
 * such key and another account signing in starts without them (packages/store/src/localScope).
 */
export const ACCOUNT_STORAGE_PREFIX = `${STORAGE_KEY_PREFIX}account-`;
/** The user id the account keys belong to. */
export const ACCOUNT_OWNER_KEY = `${ACCOUNT_STORAGE_PREFIX}owner`;

/** Whose work a local record is: the anonymous visitor's, or the signed-in account's. */
export type LocalScope = 'anonymous' | 'account';

/** The editor's three document records (content, grid settings, history) in a scope. */
export interface DocumentStorageKeys {
  content: string;
  grid: string;
  history: string;
}

export const ANONYMOUS_DOCUMENT_KEYS: DocumentStorageKeys = {
  content: CONTENT_STORAGE_KEY,
  grid: GRID_STORAGE_KEY,
  history: HISTORY_STORAGE_KEY,
};
export const ACCOUNT_DOCUMENT_KEYS: DocumentStorageKeys = {
  content: `${ACCOUNT_STORAGE_PREFIX}box-content-storage`,
  grid: `${ACCOUNT_STORAGE_PREFIX}box-grid-storage`,
  history: `${ACCOUNT_STORAGE_PREFIX}box-history-storage`,
};

/**
 * The copied nested element ('Copy Element', editor-core.md §9 'further keys hold … the copied nested box'), kept
 * per scope like the document: an account's goes with its other keys at sign-out.
 */
export const COPIED_NESTED_BOX_KEYS: Record<LocalScope, string> = {
  anonymous: `${STORAGE_KEY_PREFIX}copied-nested-box`,
  account: `${ACCOUNT_STORAGE_PREFIX}copied-nested-box`,
};

/** The edit screen's local draft of a published site (accounts-and-sites.md §4), shared by the sites and accounts remotes. */
export const siteDraftKey = (slug: string, scope: LocalScope = 'anonymous'): string =>
  `${scope === 'account' ? ACCOUNT_STORAGE_PREFIX : STORAGE_KEY_PREFIX}site-draft-${slug}`;
/** Persisted data longer than this has every background image removed. */
export const PERSISTED_DATA_MAX_CHARS = 2_097_152;
/** Data-URL images longer than this are dropped from persistence (and flagged while editing). */
export const PERSISTED_DATA_URL_MAX_CHARS = 50_000;
/**
 * The editor keeps such longer data-URL images in this browser's IndexedDB database instead (issue 28), named by
 * the SHA-256 of the data URL. 'Clear Storage & Restart' deletes it with the 'bento-' keys.
 */
export const LOCAL_IMAGE_DB_NAME = 'bento-images';
/**
 * What stands for one of those images in a local record: 'bento-image:sha256-<64 hex digits>'. Only local records
 * hold it; safeMediaUrl refuses it, so it is never rendered, uploaded or published.
 */
export const LOCAL_IMAGE_REFERENCE_PREFIX = 'bento-image:sha256-';
/** The storage warning appears once this many images were uploaded as inline data. */
export const STORAGE_WARNING_UPLOAD_COUNT = 5;
/**
 * The image upload counter (§3 local records). This browser's, not an account's work: the notices it drives are
 * about this browser's storage, so it stays out of the account prefix and outlives sign-ins and sign-outs.
 */
export const IMAGE_UPLOAD_COUNTER_KEY = `${STORAGE_KEY_PREFIX}image-upload-counter`;

// Images
export const BOX_IMAGE_MAX_BYTES = 5_242_880;
export const CONTAINER_IMAGE_MAX_BYTES = 2_097_152;
export const BOX_IMAGE_TYPES = [
  'image/jpeg',
  'image/png',
  'image/gif',
  'image/webp',
  'image/svg+xml',
] as const;
export const CONTAINER_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/webp'] as const;
/** Only these are compressed; others are stored as they are. */
export const COMPRESSIBLE_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const IMAGE_COMPRESSION = {
  maxSizeMB: 0.5,
  maxWidthOrHeight: 1280,
  initialQuality: 0.8,
  useWebWorker: true,
  preserveExif: false,
} as const;

// Infinite scroll
export const DEFAULT_LOAD_BATCH_SIZE = 15;
export const DEFAULT_SCROLL_THRESHOLD = 800;
export const DEFAULT_CHUNK_SIZE = 100;
export const MASONRY_MIN_MICRO_BATCH = 6;
export const SCROLL_CHECK_DEBOUNCE_MS = 50;
export const MAX_FILL_SCREEN_ROUNDS = 10;
export const MORE_CONTENT_MIN_VIEWPORTS = 2.5;
export const INFINITE_GRID_ROW_HEIGHT = 100;
export const MASONRY_GAP = 16;
export const MAX_PACKING_ROWS = 5000;
export const MAX_FILLER_CELLS = 500;
export const MAX_URLS_PER_PACKING_PASS = 2000;
export const GRID_PACKING_ASPECT_RATIO_RANGE = { min: 0.1, max: 10 } as const;
export const MASONRY_ASPECT_RATIO_RANGE = { min: 0.25, max: 6 } as const;
/** Width and height read from a URL are trusted only when positive and below this. */
export const MAX_DETECTED_IMAGE_DIMENSION = 10_000;
export const FALLBACK_ASPECT_RATIO = 1.33;
export const ASPECT_RATIO_DETECTION_TIMEOUT_MS = 3000;
export const ASPECT_RATIO_DETECTION_RETRIES = 3;
export const INFINITE_BOX_ID_PREFIX = 'infinite-';
export const INFINITE_FILLER_ID_PREFIX = 'infinite-filler-';

// Layout
export const NESTED_GRID_COLUMNS = 2;
export const NESTED_GRID_GAP = 8;
export const NESTED_GRID_INSET = 12;
export const NESTED_SIZE_STEP = 15;
export const RESIZE_KEY_STEP = 15;
export const RESIZE_KEY_FINE_STEP = 5;
export const MOBILE_SPACING_MULTIPLIER = 0.6;
export const MOBILE_MIN_SPACING = 6;
export const TABLET_SPACING_MULTIPLIER = 0.8;
export const TABLET_MIN_SPACING = 8;
export const VIEWPORT_PADDING_SCALE = { mobile: 0.75, tablet: 0.9, desktop: 1 } as const;
export const IFRAME_MIN_HEIGHT = 100;
/** Iframe aspect ratio as a padding percentage. */
export const IFRAME_ASPECT_PERCENT = 56.25;
export const IFRAME_AUTO_HEIGHT = 450;
export const DEFAULT_IFRAME_TITLE = 'Embedded Content';

// Steps of the box settings sliders
export const OPACITY_STEP = 0.01;
export const BLUR_STEP = 0.5;
export const IMAGE_SCALE_STEP = 0.05;

// Timings (ms)
export const DOUBLE_CLICK_MS = 300;
export const VIEWER_RESIZE_DEBOUNCE_MS = 250;
export const PREVIEW_ANIMATION_DURATION_MS = 2000;
export const PREVIEW_TOOLBAR_COLLAPSE_MS = 3000;
export const VIDEO_IDLE_MS = 60_000;
export const VIDEO_IDLE_CHECK_MS = 30_000;
export const BREAKPOINT_REDRAW_DELAY_MS = 300;
export const IMPORT_TOAST_MS = 3000;
export const UPLOAD_NOTICE_MS = 15_000;
export const UPLOAD_ERROR_MS = 3000;
export const TOOLTIP_MS = 3000;
export const DELETE_ANIMATION_MS = 150;
export const DUPLICATE_ANIMATION_MS = 350;
export const LAYOUT_ANIMATION_MS = 800;
export const TOUCH_DRAG_DELAY_MS = 300;
export const TOUCH_DRAG_TOLERANCE_PX = 10;
export const MOUSE_DRAG_DISTANCE_PX = 5;
export const URL_LOAD_LOCK_MS = 1000;
export const URL_CLEAR_LOCK_MS = 500;
export const PACKING_RELOAD_DELAY_MS = 100;
export const INFINITE_URL_REMOVAL_DELAY_MS = 50;
export const LOCAL_DRAFT_EXPIRY_MS = 24 * 60 * 60 * 1000;

// Preview animation defaults
export const PREVIEW_ANIMATION_DEFAULTS = {
  startWidth: 500,
  endWidth: 1200,
  startRadius: 4,
  endRadius: 32,
} as const;

// JSON import and export (§2, §5)
export const DEFAULT_EXPORT_FILE_NAME = 'bento-design';
export const INVALID_JSON_FORMAT_MESSAGE =
  'Invalid JSON format. The file must contain boxes and gridSettings.';
export const JSON_IMPORT_ERROR_MESSAGE = 'Error importing JSON. Please check the file format.';
export const JSON_IMPORT_SUCCESS_MESSAGE = 'JSON file imported successfully!';
export const INFINITE_REGENERATION_ERROR_MESSAGE =
  'Project imported, but there was an issue regenerating the infinite scroll layout. You may need to reload the URLs manually.';
