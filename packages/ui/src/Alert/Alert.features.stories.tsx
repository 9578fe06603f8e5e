import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { rtlDecorator } from '../docs/rtl';
import { Alert, alertTones, type AlertProps } from './Alert';

const meta = {
  title: 'Feedback/Alert/Features',
  component: Alert,
  args: {
    title: 'Add a profile photo',
    children: 'Members with a photo get ten times more messages.',
  },
} satisfies Meta<typeof Alert>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Tones: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 12 }}>
      {alertTones.map((tone) => (
        <Alert key={tone} {...args} tone={tone} title={`${tone[0]!.toUpperCase()}${tone.slice(1)}`} />
      ))}
    </div>
  ),
};

export const WithActions: Story = {
  args: { tone: 'info', actions: <Button size="small">Add a photo</Button> },
};

export const WithoutTitle: Story = {
  args: { title: undefined, tone: 'success', children: 'Your settings are saved.' },
};

function DismissibleDemo(args: AlertProps) {
  const [shown, setShown] = useState(true);
  return shown ? (
    <Alert
      {...args}
      onDismiss={() => {
        args.onDismiss?.();
        setShown(false);
      }}
    />
  ) : (
    <p>Dismissed.</p>
  );
}

/** The close button is reached with Tab; Enter calls onDismiss and the parent removes it. */
export const Dismissible: Story = {
  args: { tone: 'warning', onDismiss: fn(), dismissLabel: 'Dismiss' },
  render: (args) => <DismissibleDemo {...args} />,
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Dismiss' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onDismiss).toHaveBeenCalledOnce();
    await expect(canvas.queryByText('Add a profile photo')).toBeNull();
  },
};

/** Announced when it appears: danger as role=alert, success as role=status. */
export const Announced: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 12 }}>
      <Alert {...args} tone="danger" title="The chat could not be deleted" announce>
        Please try again.
      </Alert>
      <Alert {...args} tone="success" title="Photo uploaded" announce>
        It is visible after review.
      </Alert>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('The chat could not be deleted');
    await expect(canvas.getByRole('status')).toHaveTextContent('Photo uploaded');
  },
};

export const Banner: Story = {
  args: { banner: true, tone: 'warning' },
  parameters: { layout: 'fullscreen' },
};

export const LongText: Story = {
  args: {
    tone: 'danger',
    onDismiss: fn(),
    dismissLabel: 'Dismiss',
    title: 'Your email address is not confirmed yet, so members cannot reply to your messages',
    children: 'We sent a link to averyveryveryveryverylongaddress@example-mail-provider.com. '.repeat(4),
  },
};

export const RightToLeft: Story = {
  args: {
    tone: 'info',
    title: 'أضف صورة للملف الشخصي',
    children: 'الأعضاء الذين لديهم صورة يتلقون رسائل أكثر بعشر مرات.',
    onDismiss: fn(),
    dismissLabel: 'إغلاق',
  },
  decorators: [rtlDecorator],
};
