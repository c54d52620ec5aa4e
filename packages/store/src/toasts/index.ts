export { ToastStack } from './ToastStack';
