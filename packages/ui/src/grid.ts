export { BentoGrid } from './BentoGrid/BentoGrid';
export type { BentoGridProps, BoxElementProps } from './BentoGrid/types';
export { pageBackgroundColor, pageTone, shadowPresetOf } from './BentoGrid/gridStyle';
export { cssColor } from './BentoGrid/safeCss';
