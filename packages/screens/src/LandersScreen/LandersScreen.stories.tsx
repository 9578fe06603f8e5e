import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { LandersScreen } from './LandersScreen';
import { landersScreenFixture } from './LandersScreen.fixtures';

const meta = {
  title: 'Screens/Landers',
  component: LandersScreen,
  parameters: { layout: 'fullscreen' },
  args: { ...landersScreenFixture, onCreate: fn(), onRetry: fn() },
} satisfies Meta<typeof LandersScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Every lander with its state, its address once published, its last change, and its editor. */
export const List: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const items = canvas.getAllByRole('listitem');
    await expect(items).toHaveLength(3);
    const [published, changed, draft] = items.map((item) => within(item));
    await expect(published!.getByText('Published')).toBeVisible();
    await expect(published!.getByRole('link', { name: '/landers/custom/spring-offer' })).toHaveAttribute(
      'href',
      '/landers/custom/spring-offer',
    );
    await expect(changed!.getByText('Published, with unpublished changes')).toBeVisible();
    await expect(draft!.getByText('Draft')).toBeVisible();
    await expect(draft!.getByText(/Not live yet/)).toBeVisible();
    await expect(draft!.queryByRole('link', { name: /\/landers\/custom/ })).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Edit Video test' })).toHaveAttribute(
      'href',
      '/admin/landers/video-test',
    );
    await expect(canvas.getByRole('link', { name: 'Spring offer' })).toHaveAttribute(
      'href',
      '/admin/landers/spring-offer',
    );
  },
};

/** A new lander: a valid, free address goes to its editor; a taken or odd one is refused. */
export const NewLander: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const address = canvas.getByRole('textbox', { name: "New lander's address" });
    const create = canvas.getByRole('button', { name: 'Create lander' });
    await userEvent.type(address, 'Spring Offer!');
    await userEvent.click(create);
    await expect(canvas.getByText('Use lower-case letters, digits and hyphens only.')).toBeVisible();
    await userEvent.clear(address);
    await userEvent.type(address, 'spring-offer');
    await userEvent.click(create);
    await expect(canvas.getByText('A lander with this address already exists.')).toBeVisible();
    await expect(args.onCreate).not.toHaveBeenCalled();
    await userEvent.clear(address);
    await userEvent.type(address, 'autumn-offer{Enter}');
    await expect(args.onCreate).toHaveBeenCalledWith('autumn-offer');
  },
};

/** No lander yet: says so, and the form to make the first one stays. */
export const Empty: Story = {
  args: { landers: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'No landers yet' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Create lander' })).toBeVisible();
  },
};

/** While the list loads: a busy placeholder, no form. */
export const Loading: Story = {
  args: { status: 'loading', landers: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status', { name: 'Loading the landers…' })).toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'Create lander' })).toBeNull();
  },
};

/** The list could not load: an announced error and a retry. */
export const LoadError: Story = {
  args: { status: 'error', landers: [] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('The landers could not be loaded.');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};
