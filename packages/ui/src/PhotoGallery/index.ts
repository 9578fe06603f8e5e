export { PhotoGallery, type PhotoGalleryProps } from './PhotoGallery';
export { Lightbox, type LightboxLabels, type LightboxPhoto, type LightboxProps } from './Lightbox';
