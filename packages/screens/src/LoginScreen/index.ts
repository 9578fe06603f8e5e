export { LoginScreen, type LoginError, type LoginScreenProps } from './LoginScreen';
