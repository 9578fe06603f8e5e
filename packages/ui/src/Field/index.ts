export { FieldDescription, FieldErrorMessage, FieldLabel, invalidFrom, type FieldTextProps } from './Field';
export * as fieldStyles from './Field.css';
