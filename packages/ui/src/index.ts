export * from './Box';
export * from './Button';
export * from './CountBadge';
export * from './Icon';
