export * from './templatesApi';
