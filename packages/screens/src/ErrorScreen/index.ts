export { ErrorScreen, NestedErrorScreen, type ErrorScreenProps } from './ErrorScreen';
