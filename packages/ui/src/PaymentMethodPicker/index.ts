export { PaymentMethodPicker, type PaymentMethodPickerProps } from './PaymentMethodPicker';
export { PaymentMark, type PaymentMarkProps } from './marks';
