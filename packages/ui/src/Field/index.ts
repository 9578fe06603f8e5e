export { FieldDescription, FieldErrorMessage, FieldLabel, invalidFrom, type FieldTextProps } from './Field';
export { NativeFieldHelp, useNativeField } from './NativeField';
export * as fieldStyles from './Field.css';
