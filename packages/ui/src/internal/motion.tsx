import { LazyMotion, MotionConfig, type FeatureBundle } from 'motion/react';
import type { ReactNode } from 'react';

let features: Promise<FeatureBundle> | undefined;

/**
 * Loads motion's animation and drag features once, lazily: `m` components animate and drag only
 * once the features have arrived.
 */
export function loadMotionFeatures(): Promise<FeatureBundle> {
  features ??= import('./motionFeatures').then((mod) => mod.default);
  return features;
}

/**
 * Every animated component renders inside this: `m` components with lazily loaded features
 * (`strict`, so a full `motion.div` cannot slip in), and reduced motion honoured from the
 * user's setting (transforms are skipped, opacity still fades).
 */
export function MotionScope({ children }: { children: ReactNode }) {
  return (
    <LazyMotion features={loadMotionFeatures} strict>
      <MotionConfig reducedMotion="user">{children}</MotionConfig>
    </LazyMotion>
  );
}
