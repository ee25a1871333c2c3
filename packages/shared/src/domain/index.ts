// The breakdown export and filters have entry points of their own (@scout/shared/domain/breakdown-export,
// …/breakdown-filters): re-exported here, a bundler would place them wherever this index loads, which is the
// web app's first page.
export * from './app-paths';
export * from './audit';
export * from './breakdown';
export * from './breakdown-spellings';
export * from './breakdown-summary';
export * from './card';
export * from './card-media';
export * from './case';
export * from './commerce';
export * from './commerce-display';
export * from './concept';
export * from './demo-accounts';
export * from './development-task';
export * from './import-summary';
export * from './metric-rules';
export * from './navigation';
export * from './package';
export * from './password-rules';
export * from './report';
export * from './report-rules';
export * from './report-search';
export * from './share-link';
export * from './timer';
export * from './user';
export * from './upload';
