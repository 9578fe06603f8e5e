import { createIcon } from './createIcon';

// Icons added with the forms and navigation components.
export const UploadIcon = /* @__PURE__ */ createIcon('UploadIcon', [
  'M21 15v4a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2v-4',
  'M17 8l-5-5-5 5',
  'M12 3v12',
]);
export const ArrowLeftIcon = /* @__PURE__ */ createIcon('ArrowLeftIcon', ['M19 12H5', 'M12 19l-7-7 7-7']);
export const ArrowRightIcon = /* @__PURE__ */ createIcon('ArrowRightIcon', ['M5 12h14', 'M12 5l7 7-7 7']);
export const CalendarIcon = /* @__PURE__ */ createIcon('CalendarIcon', [
  'M19 4H5a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h14a2 2 0 0 0 2-2V6a2 2 0 0 0-2-2z',
  'M16 2v4',
  'M8 2v4',
  'M3 10h18',
]);
