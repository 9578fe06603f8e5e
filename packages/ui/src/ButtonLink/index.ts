export { ButtonLink, type ButtonLinkProps } from './ButtonLink';
export {
  UiLinkProvider,
  useLinkComponent,
  type LinkComponent,
  type UiLinkProviderProps,
} from './LinkContext';
