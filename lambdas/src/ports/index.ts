/**
 * The interfaces several use cases share (the stores, the audit trail, storage counters, media objects,
 * the job queue, a webhook's request), in one module, so no use case reaches into another's folder for
 * them. A port only one use case folder needs stays in that folder's ports.ts.
 */
export * from './audit';
export * from './cards';
export * from './live-sessions';
export * from './maintenance';
export * from './metric-rules';
export * from './processing';
export * from './report-groups';
export * from './reports';
export * from './settings';
export * from './storage';
export * from './uploads';
export * from './users';
export * from './webhook';
