export * from './accountStorage';
export { accountStorageMiddleware } from './accountStorageMiddleware';
