export * from './client-messages';
export * from './server-events';
