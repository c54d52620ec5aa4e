export * from './designsApi';
export * from './messages';
export * from './designActions';
export * from './publishErrors';
export * from './takedown';
export * from './usePublishSubmission';
export * from './revisionsApi';
