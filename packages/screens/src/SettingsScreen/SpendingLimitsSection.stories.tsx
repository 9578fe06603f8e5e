import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SpendingLimitsSection } from './SpendingLimitsSection';

const none = { limit: null, cool_off_until: null, pending: null, pending_from: null, spent: 0 };

const meta = {
  title: 'Screens/Settings/SpendingLimits',
  component: SpendingLimitsSection,
  args: {
    status: 'ready',
    limits: none,
    dateLocale: 'en-GB',
    onSaveLimit: fn(),
    onStartCoolOff: fn(),
    onEndCoolOff: fn(),
    onRetry: fn(),
  },
  decorators: [(Story) => <div style={{ maxWidth: 640, padding: 16 }}>{Story()}</div>],
} satisfies Meta<typeof SpendingLimitsSection>;
export default meta;
type Story = StoryObj<typeof meta>;

/** No limit yet: the member sets 50 credits a day. */
export const NoLimit: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('You have no credit limit.')).toBeVisible();
    await userEvent.selectOptions(canvas.getByLabelText('Credit limit'), 'day');
    await userEvent.type(canvas.getByLabelText('Credits'), '50');
    await userEvent.click(canvas.getByRole('button', { name: 'Save the limit' }));
    await expect(args.onSaveLimit).toHaveBeenCalledWith({ period: 'day', credits: 50 });
  },
};

/** A daily limit, with what was spent in the last 24 hours. */
export const DailyLimit: Story = {
  args: { limits: { ...none, limit: { period: 'day', credits: 50 }, spent: 30 } },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText('Your limit: 50 credits a day. Spent in the last 24 hours: 30.'),
    ).toBeVisible();
  },
};

/** A raised limit waits 24 hours: the old one holds until then, and the section says when. */
export const RaiseWaiting: Story = {
  args: {
    limits: {
      ...none,
      limit: { period: 'month', credits: 200 },
      spent: 120,
      pending: { limit: { period: 'month', credits: 500 }, cool_off_until: null },
      pending_from: '2026-06-04T10:00:00Z',
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/Your limit: 200 credits a month/)).toBeVisible();
    await expect(canvas.getByText(/Your change applies on 4 June 2026/)).toBeVisible();
    await expect(canvas.getByLabelText('Credits')).toHaveValue('500');
  },
};

/** Not a number of credits: said at the field, and nothing is saved. */
export const InvalidCredits: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.selectOptions(canvas.getByLabelText('Credit limit'), 'month');
    await userEvent.type(canvas.getByLabelText('Credits'), '0');
    await expect(canvas.getByText('Enter a whole number of credits from 1')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Save the limit' })).toBeDisabled();
    await expect(args.onSaveLimit).not.toHaveBeenCalled();
  },
};

/** Starting a break of 3 days. */
export const StartBreak: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const days = canvas.getByLabelText('Days');
    await userEvent.clear(days);
    await userEvent.type(days, '3');
    await userEvent.click(canvas.getByRole('button', { name: 'Start the break' }));
    await expect(args.onStartCoolOff).toHaveBeenCalledWith(3);
  },
};

/** During a break: until when, and ending it (which waits 24 hours). */
export const OnABreak: Story = {
  args: { limits: { ...none, cool_off_until: '2026-06-10T10:00:00Z' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/no spending until 10 June 2026/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'End the break' }));
    await expect(args.onEndCoolOff).toHaveBeenCalledOnce();
  },
};

export const Saving: Story = {
  args: { saving: true, limits: { ...none, limit: { period: 'day', credits: 20 } } },
};

export const SaveFailed: Story = {
  args: { failed: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/could not be saved/)).toBeVisible();
  },
};

export const Loading: Story = { args: { status: 'loading', limits: null } };

export const Error: Story = {
  args: { status: 'error', limits: null },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const German: Story = {
  args: { ...DailyLimit.args, dateLocale: 'de-DE' },
  globals: { locale: 'de' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'Ausgabenlimits' })).toBeVisible();
  },
};

export const Polish: Story = {
  args: { ...RaiseWaiting.args, dateLocale: 'pl-PL' },
  globals: { locale: 'pl' },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { name: 'Limity wydatków' }),
    ).toBeVisible();
  },
};
