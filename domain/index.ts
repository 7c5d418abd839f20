export * from './roles.ts';
export * from './feature-flags.ts';
export * from './catalogues.ts';
export * from './sync.ts';
export * from './api/errors.ts';
export * from './api/params.ts';
export * from './consent.ts';
export * from './docket.ts';
