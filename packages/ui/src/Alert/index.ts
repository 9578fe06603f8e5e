export { Alert, alertTones, Banner, type AlertProps, type AlertTone, type BannerProps } from './Alert';
