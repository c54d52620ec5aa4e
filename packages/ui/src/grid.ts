export { BentoGrid } from './BentoGrid/BentoGrid';
export type { BentoGridProps, BoxElementProps } from './BentoGrid/types';
