export { ComingSoonScreen, type ComingSoonScreenProps } from './ComingSoonScreen';
