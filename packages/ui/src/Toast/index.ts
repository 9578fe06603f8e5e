export { Toast, toastTones, type ToastProps, type ToastTone } from './Toast';
export { Toaster, useToast, type ToastApi, type ToastOptions, type ToasterProps } from './Toaster';
