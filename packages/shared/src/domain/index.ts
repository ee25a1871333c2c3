export * from './case';
export * from './demo-accounts';
export * from './navigation';
export * from './package';
export * from './report';
export * from './timer';
export * from './user';
