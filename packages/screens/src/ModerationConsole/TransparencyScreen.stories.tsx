import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { transparencyFixture } from './ModerationConsole.fixtures';
import { TransparencyScreen } from './TransparencyScreen';

const meta = {
  title: 'Screens/Transparency',
  component: TransparencyScreen,
  parameters: { layout: 'fullscreen' },
  args: { ...transparencyFixture, onPeriod: fn() },
} satisfies Meta<typeof TransparencyScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A month's figures, and the same as files to download. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const reports = canvas.getByRole('table', { name: 'Reports by reason' });
    await expect(within(reports).getByRole('row', { name: 'Scam or asks for money 6' })).toBeVisible();
    await expect(canvas.getByText('1.5 hours')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Download CSV' })).toHaveAttribute(
      'href',
      transparencyFixture.csvHref,
    );
  },
};

/** Another period is asked for; one that ends before it starts is refused first. */
export const ChoosePeriod: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const to = canvas.getByLabelText(/^To/);
    await userEvent.clear(to);
    await userEvent.type(to, '2026-01-15');
    await userEvent.click(canvas.getByRole('button', { name: 'Show' }));
    await expect(canvas.getByText('Choose an end date on or after the start date.')).toBeVisible();
    await expect(args.onPeriod).not.toHaveBeenCalled();
    await userEvent.clear(to);
    await userEvent.type(to, '2026-03-31');
    await userEvent.click(canvas.getByRole('button', { name: 'Show' }));
    await expect(args.onPeriod).toHaveBeenCalledWith('2026-02-01', '2026-03-31');
  },
};

/** No report was acted on in the period: no median to give. */
export const NothingActedOn: Story = {
  args: { report: { ...transparencyFixture.report, median_seconds_to_action: null } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No report was acted on in this period.')).toBeVisible();
  },
};

export const Loading: Story = { args: { status: 'loading', report: null } };
export const Error: Story = { args: { status: 'error', report: null } };

// A period's figures in each of the other locales (axe runs on each): the locale's own texts.
const figuresIn = (locale: string): Story => ({
  globals: { locale },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('table').length).toBeGreaterThan(0);
    await expect(canvas.queryByRole('table', { name: 'Reports by reason' })).toBeNull();
  },
});
export const Danish = figuresIn('da');
export const German = figuresIn('de');
export const Spanish = figuresIn('es');
export const Finnish = figuresIn('fi');
export const French = figuresIn('fr');
export const Italian = figuresIn('it');
export const Norwegian = figuresIn('nb');
export const Dutch = figuresIn('nl');
export const Polish = figuresIn('pl');
export const Swedish = figuresIn('sv');
