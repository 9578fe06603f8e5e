import { useState } from 'react';
import { EntryWarningModal, type EntryWarningModalProps } from './EntryWarningModal';

/** Shows the warning until a choice is made, then what was chosen. */
export function EntryWarningDemo(args: EntryWarningModalProps) {
  const [choice, setChoice] = useState<'entered' | 'left' | null>(null);
  return (
    <>
      <p>{choice === null ? 'Waiting for a choice.' : `Visitor ${choice}.`}</p>
      <EntryWarningModal
        {...args}
        open={args.open && choice === null}
        onEnter={() => {
          args.onEnter();
          setChoice('entered');
        }}
        onLeave={() => {
          args.onLeave();
          setChoice('left');
        }}
      />
    </>
  );
}
