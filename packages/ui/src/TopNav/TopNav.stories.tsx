import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { LanguageMenu } from '../LanguageMenu';
import { TopNav } from './TopNav';
import { loggedInLinks } from './TopNav.fixtures';

const Brand = () => (
  <a href="#home" style={{ fontWeight: 700, fontSize: 20, color: '#8a4f00', textDecoration: 'none' }}>
    Amori
  </a>
);

const meta = {
  title: 'Navigation/TopNav',
  component: TopNav,
  parameters: { layout: 'fullscreen' },
  args: {
    label: 'Main',
    brand: <Brand />,
    links: loggedInLinks,
    languageMenu: (
      <LanguageMenu
        label="Language"
        current="en"
        onChange={fn()}
        locales={[
          { code: 'en', name: 'English' },
          { code: 'es', name: 'Español' },
        ]}
      />
    ),
  },
} satisfies Meta<typeof TopNav>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Main' });
    const links = within(nav);
    await expect(links.getByRole('link', { name: 'Search' })).toHaveAttribute('aria-current', 'page');
    await expect(links.getByRole('link', { name: /Messages/ })).toHaveAccessibleName(
      'Messages 3 unread messages',
    );
    await expect(links.getByText('99+')).toBeVisible();
    await userEvent.tab();
    await expect(links.getByRole('link', { name: 'Amori' })).toHaveFocus();
    await userEvent.tab();
    await expect(links.getByRole('link', { name: 'Search' })).toHaveFocus();
  },
};

export const Playground: Story = { args: { label: 'Main navigation' } };
