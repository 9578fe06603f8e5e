import { useState } from 'react';
import { Button } from '../Button/Button';
import { ProgressBar, type ProgressBarProps } from './ProgressBar';

/** A fake navigation: one button starts loading, the other ends it. */
export function ProgressBarDemo(props: ProgressBarProps) {
  const [active, setActive] = useState(props.active);
  // When loading started and ended, for tests that time the throttle from the presses.
  const [since, setSince] = useState<number>();
  const [until, setUntil] = useState<number>();
  return (
    <div style={{ display: 'grid', gap: 16 }} data-loading-since={since} data-loading-until={until}>
      <ProgressBar {...props} active={active} />
      <div style={{ display: 'flex', gap: 8 }}>
        <Button
          onPress={() => {
            setSince(performance.now());
            setActive(true);
          }}
        >
          Start loading
        </Button>
        <Button
          variant="outline"
          onPress={() => {
            setUntil(performance.now());
            setActive(false);
          }}
        >
          Finish loading
        </Button>
      </div>
    </div>
  );
}
