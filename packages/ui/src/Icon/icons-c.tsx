import { createIcon } from './createIcon';

// Icons for the members, matching, chat and money components.
export const ClockIcon = /* @__PURE__ */ createIcon('ClockIcon', [
  'M12 22a10 10 0 1 0 0-20 10 10 0 0 0 0 20z',
  'M12 6v6l4 2',
]);
export const DoubleCheckIcon = /* @__PURE__ */ createIcon('DoubleCheckIcon', [
  'M2 13l4 4L16 7',
  'M12 15l2 2L22 7',
]);
export const AlertCircleIcon = /* @__PURE__ */ createIcon('AlertCircleIcon', [
  'M12 22a10 10 0 1 0 0-20 10 10 0 0 0 0 20z',
  'M12 8v4',
  'M12 16h.01',
]);
export const TagIcon = /* @__PURE__ */ createIcon('TagIcon', [
  'M20.6 13.4l-7.2 7.2a2 2 0 0 1-2.8 0L2 12V2h10l8.6 8.6a2 2 0 0 1 0 2.8z',
  'M7 7h.01',
]);
export const ImagesIcon = /* @__PURE__ */ createIcon('ImagesIcon', [
  'M21 15V5a2 2 0 0 0-2-2H7a2 2 0 0 0-2 2v10a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2z',
  'M3 7v12a2 2 0 0 0 2 2h12',
  'M9 13l3-3 3 3 2-2 4 4',
]);
