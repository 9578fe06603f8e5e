import { useState } from 'react';
import { Button } from '../Button/Button';
import { Sheet, type SheetProps } from './Sheet';

export function SheetDemo(args: SheetProps) {
  const [open, setOpen] = useState(args.defaultOpen ?? false);
  const change = (next: boolean) => {
    setOpen(next);
    args.onOpenChange?.(next);
  };
  return (
    <>
      <Button variant="outline" onPress={() => change(true)}>
        Filters
      </Button>
      <Sheet {...args} open={open} onOpenChange={change} />
    </>
  );
}
