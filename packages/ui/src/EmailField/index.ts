export { EmailField, type EmailFieldProps } from './EmailField';
