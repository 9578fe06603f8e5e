import { domAnimation } from 'motion/react';

// Loaded on demand by LazyMotion, so motion's animation code stays out of the first bundle.
export default domAnimation;
