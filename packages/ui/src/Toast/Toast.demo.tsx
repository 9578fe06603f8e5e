import { Button } from '../Button/Button';
import type { ToastProps } from './Toast';
import { Toaster, useToast } from './Toaster';

function ShowButton({ label, toast }: { label: string; toast: Omit<ToastProps, 'closeLabel'> }) {
  const { show } = useToast();
  return <Button onPress={() => show(toast)}>{label}</Button>;
}

/** A Toaster with a button that shows the story's toast each time it is pressed. */
export function ToastDemo({ closeLabel, ...toast }: ToastProps) {
  return (
    <Toaster label="Notification" regionLabel="Notifications ({hotkey})" closeLabel={closeLabel}>
      <ShowButton label="Show toast" toast={toast} />
    </Toaster>
  );
}
