export { organisations } from './organisation.ts';
export * from './tenancy.ts';
export * from './work.ts';
export * from './activity.ts';
export * from './sync.ts';
export * from './consent.ts';
