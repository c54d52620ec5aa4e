// Test-only entry (`@bento/store/testing`): harnesses every remote's tests may share. Never imported by app code.
export * from './realApi';
export * from './realApiForEachTest';
export * from './admin';
