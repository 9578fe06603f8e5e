export * from './call';
export * from './errors';
export * from './health';
export * from './settings';
