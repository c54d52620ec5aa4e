export { Spinner, FullScreenLoader } from './Spinner/Spinner';
export { BentoGrid } from './BentoGrid/BentoGrid';
export { SimplePage } from './SimplePage/SimplePage';
