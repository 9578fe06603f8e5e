export {
  defaultRenderLink,
  TopNav,
  type NavLinkItem,
  type RenderLink,
  type RenderLinkProps,
  type TopNavProps,
} from './TopNav';
