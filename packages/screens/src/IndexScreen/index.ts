export { IndexScreen, type IndexScreenProps } from './IndexScreen';
