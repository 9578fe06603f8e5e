export {
  DropdownMenu,
  menuItemTones,
  type DropdownMenuAction,
  type DropdownMenuEntry,
  type DropdownMenuProps,
  type DropdownMenuSeparator,
  type MenuItemTone,
} from './DropdownMenu';
export { MenuTriggerButton, type MenuTriggerButtonProps } from './MenuTriggerButton';
