import { MotionGlobalConfig } from 'motion/react';

// Cancelled animations raise unhandled AbortErrors under happy-dom; tests do not need motion.
MotionGlobalConfig.skipAnimations = true;
