export * from './contract';
export * from './route';
