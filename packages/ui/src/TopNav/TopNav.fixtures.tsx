import { ChatIcon, CreditIcon, HeartIcon, SearchIcon } from '../Icon';
import type { NavLinkItem } from './TopNav';

export const loggedInLinks: NavLinkItem[] = [
  { id: 'search', href: '#search', label: 'Search', icon: <SearchIcon />, isCurrent: true },
  {
    id: 'messages',
    href: '#messages',
    label: 'Messages',
    icon: <ChatIcon />,
    badge: { count: 3, label: '3 unread messages' },
  },
  {
    id: 'likes',
    href: '#likes',
    label: 'Likes',
    icon: <HeartIcon />,
    badge: { count: 120, label: '120 new likes' },
  },
  { id: 'credits', href: '#credits', label: 'Get Premium', icon: <CreditIcon /> },
];
