export { GiftPicker, type Gift, type GiftPickerProps } from './GiftPicker';
