import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { SkipLink } from './SkipLink';

const meta = {
  title: 'Navigation/SkipLink',
  component: SkipLink,
  args: { href: '#story-content', children: 'Skip to content' },
  // A page as the link serves it: navigation to skip, then the content it jumps to.
  decorators: [
    (Story) => (
      <div style={{ position: 'relative', paddingTop: '3rem' }}>
        <Story />
        <nav aria-label="Story navigation">
          <a href="#one">One</a> <a href="#two">Two</a> <a href="#three">Three</a>
        </nav>
        <main id="story-content" tabIndex={-1}>
          <h1>Content</h1>
          <button type="button">First action</button>
        </main>
      </div>
    ),
  ],
} satisfies Meta<typeof SkipLink>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Off screen until Tab reaches it; Enter moves the focus past the navigation to the content. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const link = canvas.getByRole('link', { name: 'Skip to content' });
    const onScreen = () => link.getBoundingClientRect().bottom > canvasElement.getBoundingClientRect().top;
    await expect(onScreen()).toBe(false);
    await userEvent.tab();
    await expect(link).toHaveFocus();
    await waitFor(() => expect(onScreen()).toBe(true));
    await expect(getComputedStyle(link).outlineStyle).toBe('solid');
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.getByRole('main')).toHaveFocus());
    // The next Tab goes on from the content, not back through the navigation.
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'First action' })).toHaveFocus();
    await expect(onScreen()).toBe(false);
  },
};

export const Playground: Story = { args: { children: 'Skip to the search results' } };
