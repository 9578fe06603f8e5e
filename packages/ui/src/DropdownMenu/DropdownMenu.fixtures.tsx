import { LogoutIcon, SettingsIcon, UserIcon } from '../Icon/icons';
import type { DropdownMenuEntry } from './DropdownMenu';

/** The account menu of the top navigation (spec: My profile, Settings, Logout). */
export const accountItems: DropdownMenuEntry[] = [
  { id: 'profile', label: 'My profile', icon: <UserIcon /> },
  { id: 'settings', label: 'Settings', icon: <SettingsIcon /> },
  { type: 'separator', id: 'sep' },
  { id: 'logout', label: 'Logout', icon: <LogoutIcon /> },
];
