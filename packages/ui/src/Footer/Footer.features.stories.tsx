import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Footer } from './Footer';
import { infoLinks } from './Footer.fixtures';

const meta = {
  title: 'Navigation/Footer/Features',
  component: Footer,
  parameters: { layout: 'fullscreen' },
  args: { linksLabel: 'Information', links: infoLinks },
} satisfies Meta<typeof Footer>;
export default meta;
type Story = StoryObj<typeof meta>;

export const LinksOnly: Story = {
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-slot="disclaimer"]')).toBeNull();
  },
};

export const WithExtraFooter: Story = {
  args: {
    company: 'Amori B.V.',
    disclaimer: 'Some profiles are fictional.',
    extra: <p style={{ margin: 0 }}>18 U.S.C. 2257 Record-Keeping Requirements Compliance Statement</p>,
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/2257/)).toBeVisible();
  },
};

export const LongText: Story = {
  args: {
    disclaimer:
      'This website contains fictional profiles operated by the site for entertainment purposes. Physical meetings with these profiles are not possible. Members must be at least 18 years old. Messages cost credits; see the pricing page for details. '.repeat(
        2,
      ),
  },
};

export const RightToLeft: Story = {
  args: {
    linksLabel: 'معلومات',
    links: [
      { id: 'terms', href: '#t', label: 'الشروط' },
      { id: 'privacy', href: '#p', label: 'الخصوصية' },
    ],
    company: 'أموري',
  },
  decorators: [
    (Story) => (
      <div dir="rtl" lang="ar">
        {Story()}
      </div>
    ),
  ],
};
