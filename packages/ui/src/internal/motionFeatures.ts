import { domMax } from 'motion/react';

// Loaded on demand by MotionScope: drag and layout support stay out of the first bundle.
export default domMax;
