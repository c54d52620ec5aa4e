export * from './document/types';
export * from './document/defaults';
export * from './platform/remotes';
export * from './platform/remoteMap';
export * from './platform/reservedPaths';
export * from './platform/appConfig';
