export * from './badges';
export * from './locales';
export * from './progress';
export * from './countdown';
export * from './payments';
