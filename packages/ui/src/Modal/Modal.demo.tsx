import { useState } from 'react';
import { Button } from '../Button/Button';
import { Modal, type ModalProps } from './Modal';

/** Opens the modal from a button, as a screen would (controlled through `open`). */
export function ModalDemo({ openLabel = 'Open dialog', ...args }: ModalProps & { openLabel?: string }) {
  const [open, setOpen] = useState(args.defaultOpen ?? false);
  const change = (next: boolean) => {
    setOpen(next);
    args.onOpenChange?.(next);
  };
  return (
    <>
      <Button onPress={() => change(true)}>{openLabel}</Button>
      <Modal
        {...args}
        open={open}
        onOpenChange={change}
        actions={
          args.actions ?? (
            <>
              <Button variant="outline" onPress={() => change(false)}>
                Not now
              </Button>
              <Button onPress={() => change(false)}>Send like</Button>
            </>
          )
        }
      />
    </>
  );
}
