export {
  PhotoPlaceholder,
  photoPlaceholderVariants,
  type PhotoPlaceholderProps,
  type PhotoPlaceholderVariant,
} from './PhotoPlaceholder';
