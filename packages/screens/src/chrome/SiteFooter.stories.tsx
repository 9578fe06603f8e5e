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
      'Language and country',
    ])
      await expect(canvas.getByRole('link', { name })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Language and country' })).toHaveAttribute(
      'href',
      '/lang-config',
    );
    await expect(canvas.getByText(/Amori Media B\.V\./)).toBeVisible();
    // A visitor on the index page: the disclaimer, no link to the page itself, full size.
    await expect(canvas.getByText(/All members are 18 years or older/)).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'Amori home' })).toBeNull();
    await expect(canvas.getByRole('contentinfo')).not.toHaveAttribute('data-compact');
  },
};

/** A visitor on any other page: a link home. */
export const VisitorNotIndex: Story = {
  args: { states: { loggedIn: false, indexPage: false, installedApp: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Amori home' })).toHaveAttribute('href', '/');
    await expect(canvas.getByText(/All members are 18 years or older/)).toBeVisible();
  },
};

/** A member: compact, no disclaimer. */
export const LoggedIn: Story = {
  args: { states: { loggedIn: true, indexPage: false, installedApp: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('contentinfo')).toHaveAttribute('data-compact', 'true');
    await expect(canvas.queryByText(/All members are 18 years or older/)).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Pricing' })).toBeVisible();
  },
};

/** Inside the installed app: compact, and no marketing links. */
export const InstalledApp: Story = {
  args: { states: { loggedIn: true, indexPage: false, installedApp: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('contentinfo')).toHaveAttribute('data-compact', 'true');
    await expect(canvas.queryByRole('link', { name: 'Pricing' })).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Terms and conditions' })).toBeVisible();
  },
};
export const WithUsNotice: Story = { args: { showUsNotice: true } };
export const Loading: Story = { args: { company: null } };
