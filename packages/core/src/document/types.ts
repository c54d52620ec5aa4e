// The grid document (editor-core.md §3, accounts-and-sites.md §3).
//
// Convention: a field is REQUIRED here when the spec gives it a default, so code reading a parsed or migrated
// document never needs a fallback. A field is OPTIONAL when the spec gives no default (absent means "not set":
// no image, no link, not hidden...). Old or partial files stay valid: `gridDataSchema` (schema.ts) fills the
// defaulted fields on parse and `migrateGridData` (migrate.ts) also upgrades legacy shapes.

export type Breakpoint = 'mobile' | 'tablet' | 'desktop';

export type TextAlign = 'left' | 'center' | 'right' | 'justify';

export interface TextStyle {
  /** Default '#2d3748'; the first box uses '#212121'; nested boxes '#000000'. */
  color: string;
  /** Default '16px'. Older files may hold a number (one editor variant used 14). */
  fontSize: string | number;
  fontWeight?: string | number;
  fontStyle?: string;
  textDecoration?: string;
  /** Default 'left'; the first box is centred. */
  textAlign: TextAlign;
  /** Default 1.5. */
  lineHeight: number | string;
  /** Default 'Montserrat'. */
  fontFamily: string;
}

export type BgImageAlignment =
  'center' | 'top' | 'bottom' | 'left' | 'right' | 'top-left' | 'top-right' | 'bottom-left' | 'bottom-right';

export type LinkTarget = '_blank' | '_self';

export interface BoxStyle {
  /** Default '#d8d8d8' ('#F0F0F0' for nested boxes); may be 'transparent'. */
  bgColor: string;
  borderColor?: string;
  /** 0 to 10, default 0. */
  borderWidth: number;
  /** 0 to 1, default 1. */
  opacity: number;
  /** Setting one of bgImageUrl / bgVideoUrl clears the other. May be a data URL. */
  bgImageUrl?: string;
  bgVideoUrl?: string;
  /** 0.1 to 2, default 1. */
  imageScale: number;
  /** Default 'center'. */
  bgImageAlignment: BgImageAlignment;
  /** 0 to 25 (percent), default 0. */
  bgImagePadding: number;
  isBackgroundOverlay?: boolean;
  isImageInverted?: boolean;
  /** Blur 8 px with a 10% white fill. */
  isGlassmorphism?: boolean;
  /** 0 to 20, default 0. */
  blurStrength: number;
  iframeUrl?: string;
  /** Shown as DEFAULT_IFRAME_TITLE when unset. */
  iframeTitle?: string;
  linkUrl?: string;
  /** Default '_blank'. */
  linkTarget: LinkTarget;
  /** Default true. */
  linkOnlyInPreviewMode: boolean;
  hoverEffectOnly?: boolean;
  isPreviewMode?: boolean;
}

export type SelfAlignment = 'start' | 'center' | 'end';
export type HorizontalPosition = 'full' | 'left' | 'right';
/** 'auto', a percentage ('50%') or pixels ('120px'). */
export type NestedSize = 'auto' | `${number}%` | `${number}px`;

/** A nested box's style: the box style fields plus its placement inside the parent's 2-column grid. */
export interface NestedBoxStyle extends BoxStyle {
  /** Default 'start'. */
  justifySelf: SelfAlignment;
  /** Default 'center'. */
  alignSelf: SelfAlignment;
  /** Default 'auto'. */
  width: NestedSize;
  /** Default 'auto'. */
  height: NestedSize;
  /** Default 'full'. */
  horizontalPosition: HorizontalPosition;
}

export interface NestedBox {
  id: string;
  parentId: string;
  /** Rich-text HTML. */
  contentId: string;
  textStyle: TextStyle;
  style: NestedBoxStyle;
}

/** Per-breakpoint spans: sm = mobile, md = tablet, lg = desktop. */
export interface ResponsiveSpans {
  sm?: number;
  md?: number;
  lg?: number;
}

export interface ResponsiveOrder extends ResponsiveSpans {
  base?: number;
}

export type MobileOrder = 'default' | 'top' | 'bottom';
export type NestedBoxPosition = 'top' | 'bottom' | 'full';

export interface Box {
  id: string;
  /** Rich-text HTML of the box (the name is historical). */
  contentId: string;
  autoHeight?: boolean;
  order: number;
  /** Default 1. */
  colSpan: number;
  /** Default 1. */
  rowSpan: number;
  responsiveColSpan?: ResponsiveSpans;
  responsiveRowSpan?: ResponsiveSpans;
  responsiveOrder?: ResponsiveOrder;
  hideOnMobile?: boolean;
  hideOnTablet?: boolean;
  hideOnDesktop?: boolean;
  forceFullWidthMobile?: boolean;
  /** Default 'default'. */
  mobileOrder: MobileOrder;
  /** Default []. */
  nestedBoxes: NestedBox[];
  /** Default 'top'. */
  nestedBoxPosition: NestedBoxPosition;
  /** Removed when boxes are repositioned. */
  gridRow?: number | string;
  gridColumn?: number | string;
  textStyle: TextStyle;
  style: BoxStyle;
}

export interface ResponsiveColumnsCount {
  mobile: number;
  tablet: number;
  desktop: number;
}

export type ShadowPreset = 'none' | 'subtle' | 'medium' | 'pronounced' | 'strong';
export type PackingAlgorithm = 'infiniteScrollGridPacking' | 'masonry';

/** Box settings applied to every infinite-scroll image box. */
export interface InfiniteScrollBoxSettings {
  bgColor?: string;
  borderColor?: string;
  borderWidth?: number;
  opacity?: number;
  imageScale?: number;
  bgImageAlignment?: BgImageAlignment;
  bgImagePadding?: number;
  isBackgroundOverlay?: boolean;
  isImageInverted?: boolean;
  isGlassmorphism?: boolean;
}

/** A packed cell; originalImageIndex -1 marks a filler cell. */
export interface Placement {
  row: number;
  col: number;
  rowSpan: number;
  colSpan: number;
  originalImageIndex: number;
}

export interface InfiniteScrollItem {
  id: string;
  imageUrl: string;
  aspectRatio: number;
  loadingState: string;
  order: number;
}

export interface InfiniteScrollConfig {
  /** Default []. */
  urlList: string[];
  /** Default true (boxes sized from each image's aspect ratio). */
  autoSizing: boolean;
  /** Default 15. */
  loadBatchSize: number;
  /** Default 800. */
  scrollThreshold: number;
  /** Default 100. */
  chunkSize: number;
  /** Default 'infiniteScrollGridPacking'. */
  packingAlgorithm: PackingAlgorithm;
  globalBoxSettings?: InfiniteScrollBoxSettings;
  /** Internal cache, dropped on export. */
  cachedPlacements?: Placement[];
  /** Internal cache, dropped on export. */
  cachedItems?: InfiniteScrollItem[];
}

export interface GridSettings {
  /** Default 'rectangle'. */
  shape: string;
  /** Default false. */
  showGrid: boolean;
  /** Default 17. */
  boxSpacing: number;
  /** Default 5. */
  columnsCount: number;
  /** Default { mobile: 2, tablet: 4, desktop: 5 }; derived from columnsCount when missing. */
  responsiveColumnsCount: ResponsiveColumnsCount;
  /** Default true. */
  useSquircles: boolean;
  /** Default 1. */
  squircleStrength: number;
  /** Default 29. */
  globalBoxRadius: number;
  /** Default '8px'. */
  containerBorderRadius: string;
  /** A max-width class, default 'max-w-7xl'. */
  containerWidth: string;
  /** The 'max screen width', default 1280. */
  containerPadding: number;
  /** The 'box padding', default 32. */
  innerContainerPadding: number;
  /** Default 'none'. */
  globalBoxShadow: ShadowPreset;
  /** Default 'none'. */
  containerBoxShadow: ShadowPreset;
  /** Default '#ededed' (light theme). */
  containerBgColor: string;
  containerBgImageUrl?: string;
  /** Default true. */
  syncMainBackground: boolean;
  isInfiniteScrollMode?: boolean;
  infiniteScrollConfig?: InfiniteScrollConfig;
}

export interface GridData {
  boxes: Box[];
  gridSettings: GridSettings;
  selectedBoxIds: string[];
  lastSelectedBoxId: string | null;
}
