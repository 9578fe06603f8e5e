export * from './Box';
export * from './Button';
export * from './CountBadge';
export * from './Icon';
export * from './TextField';
export * from './EmailField';
export * from './PasswordField';
export * from './FormError';
