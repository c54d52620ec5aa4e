export * from './authAdapter';
export * from './useAuth';
