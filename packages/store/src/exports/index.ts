export { exportStaticPage } from './exportStaticPage';
