export * from './badges';
export * from './locales';
export * from './progress';
