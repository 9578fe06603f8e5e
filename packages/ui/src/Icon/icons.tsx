import { createIcon } from './createIcon';

// The base set. Add new icons in new files of this folder and export them from index.ts.
// Each call is marked pure, so a bundler drops the icons a page does not use.
export const HeartIcon = /* @__PURE__ */ createIcon('HeartIcon', [
  'M20.8 4.6a5.5 5.5 0 0 0-7.8 0L12 5.7l-1-1.1a5.5 5.5 0 0 0-7.8 7.8l1 1.1L12 21l7.8-7.5 1-1.1a5.5 5.5 0 0 0 0-7.8z',
]);
export const HeartFilledIcon = /* @__PURE__ */ createIcon(
  'HeartFilledIcon',
  [
    'M20.8 4.6a5.5 5.5 0 0 0-7.8 0L12 5.7l-1-1.1a5.5 5.5 0 0 0-7.8 7.8l1 1.1L12 21l7.8-7.5 1-1.1a5.5 5.5 0 0 0 0-7.8z',
  ],
  { filled: true },
);
export const ChatIcon = /* @__PURE__ */ createIcon('ChatIcon', [
  'M21 15a2 2 0 0 1-2 2H7l-4 4V5a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2z',
]);
export const SearchIcon = /* @__PURE__ */ createIcon('SearchIcon', [
  'M11 19a8 8 0 1 0 0-16 8 8 0 0 0 0 16z',
  'M21 21l-4.35-4.35',
]);
export const UserIcon = /* @__PURE__ */ createIcon('UserIcon', [
  'M20 21v-2a4 4 0 0 0-4-4H8a4 4 0 0 0-4 4v2',
  'M12 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8z',
]);
export const SettingsIcon = /* @__PURE__ */ createIcon('SettingsIcon', [
  'M12 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6z',
  'M19.4 15a1.7 1.7 0 0 0 .3 1.8l.1.1a2 2 0 1 1-2.8 2.8l-.1-.1a1.7 1.7 0 0 0-1.8-.3 1.7 1.7 0 0 0-1 1.5V21a2 2 0 1 1-4 0v-.1a1.7 1.7 0 0 0-1.1-1.5 1.7 1.7 0 0 0-1.8.3l-.1.1a2 2 0 1 1-2.8-2.8l.1-.1a1.7 1.7 0 0 0 .3-1.8 1.7 1.7 0 0 0-1.5-1H3a2 2 0 1 1 0-4h.1a1.7 1.7 0 0 0 1.5-1.1 1.7 1.7 0 0 0-.3-1.8l-.1-.1a2 2 0 1 1 2.8-2.8l.1.1a1.7 1.7 0 0 0 1.8.3H9a1.7 1.7 0 0 0 1-1.5V3a2 2 0 1 1 4 0v.1a1.7 1.7 0 0 0 1 1.5 1.7 1.7 0 0 0 1.8-.3l.1-.1a2 2 0 1 1 2.8 2.8l-.1.1a1.7 1.7 0 0 0-.3 1.8V9a1.7 1.7 0 0 0 1.5 1H21a2 2 0 1 1 0 4h-.1a1.7 1.7 0 0 0-1.5 1z',
]);
export const LogoutIcon = /* @__PURE__ */ createIcon('LogoutIcon', [
  'M9 21H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h4',
  'M16 17l5-5-5-5',
  'M21 12H9',
]);
export const CloseIcon = /* @__PURE__ */ createIcon('CloseIcon', ['M18 6L6 18', 'M6 6l12 12']);
export const ChevronLeftIcon = /* @__PURE__ */ createIcon('ChevronLeftIcon', ['M15 18l-6-6 6-6']);
export const ChevronRightIcon = /* @__PURE__ */ createIcon('ChevronRightIcon', ['M9 18l6-6-6-6']);
export const ChevronDownIcon = /* @__PURE__ */ createIcon('ChevronDownIcon', ['M6 9l6 6 6-6']);
export const CheckIcon = /* @__PURE__ */ createIcon('CheckIcon', ['M20 6L9 17l-5-5']);
export const WarningIcon = /* @__PURE__ */ createIcon('WarningIcon', [
  'M10.3 3.9L1.8 18a2 2 0 0 0 1.7 3h17a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0z',
  'M12 9v4',
  'M12 17h.01',
]);
export const InfoIcon = /* @__PURE__ */ createIcon('InfoIcon', [
  'M12 22a10 10 0 1 0 0-20 10 10 0 0 0 0 20z',
  'M12 16v-4',
  'M12 8h.01',
]);
export const EyeIcon = /* @__PURE__ */ createIcon('EyeIcon', [
  'M1 12s4-8 11-8 11 8 11 8-4 8-11 8-11-8-11-8z',
  'M12 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6z',
]);
export const EyeOffIcon = /* @__PURE__ */ createIcon('EyeOffIcon', [
  'M17.9 17.9A10 10 0 0 1 12 20c-7 0-11-8-11-8a18.5 18.5 0 0 1 5.1-5.9',
  'M9.9 4.2A9 9 0 0 1 12 4c7 0 11 8 11 8a18.5 18.5 0 0 1-2.2 3.2',
  'M14.1 14.1a3 3 0 1 1-4.2-4.2',
  'M1 1l22 22',
]);
export const CameraIcon = /* @__PURE__ */ createIcon('CameraIcon', [
  'M23 19a2 2 0 0 1-2 2H3a2 2 0 0 1-2-2V8a2 2 0 0 1 2-2h4l2-3h6l2 3h4a2 2 0 0 1 2 2z',
  'M12 17a4 4 0 1 0 0-8 4 4 0 0 0 0 8z',
]);
export const GiftIcon = /* @__PURE__ */ createIcon('GiftIcon', [
  'M20 12v10H4V12',
  'M2 7h20v5H2z',
  'M12 22V7',
  'M12 7H7.5a2.5 2.5 0 0 1 0-5C11 2 12 7 12 7z',
  'M12 7h4.5a2.5 2.5 0 0 0 0-5C13 2 12 7 12 7z',
]);
export const SendIcon = /* @__PURE__ */ createIcon('SendIcon', ['M22 2L11 13', 'M22 2l-7 20-4-9-9-4 20-7z']);
export const GlobeIcon = /* @__PURE__ */ createIcon('GlobeIcon', [
  'M12 22a10 10 0 1 0 0-20 10 10 0 0 0 0 20z',
  'M2 12h20',
  'M12 2a15.3 15.3 0 0 1 4 10 15.3 15.3 0 0 1-4 10 15.3 15.3 0 0 1-4-10 15.3 15.3 0 0 1 4-10z',
]);
export const StarIcon = /* @__PURE__ */ createIcon('StarIcon', [
  'M12 2l3.1 6.3 6.9 1-5 4.9 1.2 6.8-6.2-3.2-6.2 3.2L7 14.2 2 9.3l6.9-1z',
]);
export const LockIcon = /* @__PURE__ */ createIcon('LockIcon', [
  'M5 11h14v10H5z',
  'M7 11V7a5 5 0 0 1 10 0v4',
]);
export const ImageIcon = /* @__PURE__ */ createIcon('ImageIcon', [
  'M3 3h18v18H3z',
  'M8.5 10a1.5 1.5 0 1 0 0-3 1.5 1.5 0 0 0 0 3z',
  'M21 15l-5-5L5 21',
]);
export const MaskIcon = /* @__PURE__ */ createIcon('MaskIcon', [
  'M2 8c0-1 1-2 2-2 3 0 5 1 8 1s5-1 8-1c1 0 2 1 2 2 0 6-3 10-6 10-2 0-3-2-4-2s-2 2-4 2c-3 0-6-4-6-10z',
  'M7 11h3',
  'M14 11h3',
]);
export const MenuIcon = /* @__PURE__ */ createIcon('MenuIcon', ['M3 12h18', 'M3 6h18', 'M3 18h18']);
export const PlusIcon = /* @__PURE__ */ createIcon('PlusIcon', ['M12 5v14', 'M5 12h14']);
export const TrashIcon = /* @__PURE__ */ createIcon('TrashIcon', [
  'M3 6h18',
  'M19 6l-1 14a2 2 0 0 1-2 2H8a2 2 0 0 1-2-2L5 6',
  'M10 11v6',
  'M14 11v6',
  'M9 6V4h6v2',
]);
export const LocationIcon = /* @__PURE__ */ createIcon('LocationIcon', [
  'M21 10c0 7-9 13-9 13S3 17 3 10a9 9 0 0 1 18 0z',
  'M12 13a3 3 0 1 0 0-6 3 3 0 0 0 0 6z',
]);
export const CreditIcon = /* @__PURE__ */ createIcon('CreditIcon', [
  'M12 22a10 10 0 1 0 0-20 10 10 0 0 0 0 20z',
  'M12 6v12',
  'M15 9.5c0-1.4-1.3-2.5-3-2.5s-3 1-3 2.5 1.3 2 3 2.5 3 1.1 3 2.5-1.3 2.5-3 2.5-3-1.1-3-2.5',
]);
export const BlockIcon = /* @__PURE__ */ createIcon('BlockIcon', [
  'M12 22a10 10 0 1 0 0-20 10 10 0 0 0 0 20z',
  'M4.9 4.9l14.2 14.2',
]);
export const UndoIcon = /* @__PURE__ */ createIcon('UndoIcon', ['M3 7v6h6', 'M21 17a9 9 0 0 0-15-6.7L3 13']);
