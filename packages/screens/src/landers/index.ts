export * from './blocks';
export { LanderPage, resolveLander, useLanderTitle, type LanderPageProps } from './LanderPage';
export { LanderLayout, type LanderLayoutProps } from './LanderLayout';
export { LANDER_DEFINITIONS, landerDefinitionFor, type LanderRouteName } from './definitions';
export { landerMemberOf, type LanderMember } from './types';
export { loadLanderIslands } from './swipeDeckLoader';
