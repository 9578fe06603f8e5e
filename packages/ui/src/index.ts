export * from './Box';
export * from './Button';
export * from './CountBadge';
export * from './Icon';
export * from './Spinner';
export * from './IconButton';
export * from './ButtonLink';
export * from './Modal';
