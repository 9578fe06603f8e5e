export * from './badges';
export * from './locales';
export * from './countdown';
export * from './payments';
