export { DateOfBirthField, type DateOfBirthFieldProps } from './DateOfBirthField';
