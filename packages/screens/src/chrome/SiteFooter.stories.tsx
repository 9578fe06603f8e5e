import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { footerFixture } from './chrome.fixtures';
import { SiteFooter } from './SiteFooter';

const meta = {
  title: 'Screens/SiteFooter',
  component: SiteFooter,
  parameters: { layout: 'fullscreen' },
  args: { ...footerFixture },
} satisfies Meta<typeof SiteFooter>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const name of [
      'Terms and conditions',
      'Privacy',
      'Cookies',
      'Access ban',
      'Pricing',
      'Complaints',
      'Returns and refunds',
      'FAQ',
      'Customer service',
    ])
      await expect(canvas.getByRole('link', { name })).toBeVisible();
    await expect(canvas.getByText(/Amori Media B\.V\./)).toBeVisible();
  },
};
export const WithUsNotice: Story = { args: { showUsNotice: true } };
export const Loading: Story = { args: { company: null } };
