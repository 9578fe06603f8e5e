export { Modal, modalSizes, type ModalProps, type ModalSize } from './Modal';
