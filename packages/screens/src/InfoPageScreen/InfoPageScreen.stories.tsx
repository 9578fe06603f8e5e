import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { InfoPageScreen } from './InfoPageScreen';
import { infoPageFixture, laterCompanyFixture } from './InfoPageScreen.fixtures';

const meta = {
  title: 'Screens/InfoPage',
  component: InfoPageScreen,
  parameters: { layout: 'fullscreen' },
  args: { ...infoPageFixture },
} satisfies Meta<typeof InfoPageScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Terms: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Terms and conditions' })).toBeVisible();
    // The default version date, in the locale's date format.
    await expect(canvas.getByText(/^Version of /)).toHaveTextContent('1 December 2023');
    await expect(canvas.getByRole('link', { name: '+31 20-123 45 67' })).toHaveAttribute(
      'href',
      'tel:+31201234567',
    );
    await expect(canvas.getByText(/Amori Media B\.V\., Herengracht 100/)).toBeVisible();
    // A company name ending in a full stop at the end of a sentence: one stop, not 'B.V..'.
    await expect(canvas.getByText(/a service of Amori Media B\.V\.$/)).toBeVisible();
    await expect(canvasElement).not.toHaveTextContent('B.V..');
  },
};
export const TermsCompanyAddedLater: Story = {
  args: { ...laterCompanyFixture },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/^Version of /)).toHaveTextContent('15 March 2025');
  },
};
export const Loading: Story = { args: { company: null } };
export const Privacy: Story = { args: { page: 'privacy' } };
export const Cookies: Story = { args: { page: 'cookies' } };
export const Ban: Story = { args: { page: 'ban' } };
export const Faq: Story = { args: { page: 'faq' } };
export const ReturnPolicy: Story = {
  args: { page: 'return-policy', refundDays: 30 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/within 30 days/)).toBeVisible();
  },
};
export const Service: Story = { args: { page: 'service' } };
export const Compliance2257: Story = { args: { page: '2257-compliance-statement' } };
