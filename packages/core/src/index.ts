export * from './badges';
export * from './locales';
