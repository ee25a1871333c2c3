export * from './contract';
export * from './docs';
export * from './route';
export * from './request-body';
