import type { FooterLink } from './Footer';

export const infoLinks: FooterLink[] = [
  { id: 'terms', href: '#terms', label: 'Terms' },
  { id: 'privacy', href: '#privacy', label: 'Privacy' },
  { id: 'cookies', href: '#cookies', label: 'Cookies' },
  { id: 'faq', href: '#faq', label: 'FAQ' },
  { id: 'complaints', href: '#complaints', label: 'Complaints' },
];
