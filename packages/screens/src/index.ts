export * from './chrome';
export * from './ComingSoonScreen';
export * from './ComplaintsScreen';
export * from './ErrorScreen';
export * from './IndexScreen';
export * from './InfoPageScreen';
export * from './LangConfigScreen';
export * from './LoginScreen';
export { ScreenLink, ScreenLinkContext, type ScreenLinkProps } from './shared/ScreenLink';
