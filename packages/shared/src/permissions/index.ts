export * from './can';
export * from './principal';
export * from './roles';
