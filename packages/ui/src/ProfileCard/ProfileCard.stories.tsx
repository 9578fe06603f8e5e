import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { portrait } from '../internal/portraits';
import { ProfileCard, profileCardVariants } from './ProfileCard';

const meta = {
  title: 'Members/ProfileCard',
  component: ProfileCard,
  args: {
    profile: { id: 'm-1', name: 'Anna', age: 29, region: 'Utrecht', photoUrl: portrait(0), online: true },
    href: '/members/m-1',
    onlineLabel: 'online',
  },
  argTypes: { variant: { control: 'inline-radio', options: profileCardVariants } },
  decorators: [(Story) => <div style={{ maxWidth: 260 }}>{Story()}</div>],
} satisfies Meta<typeof ProfileCard>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The whole card is one link named by the member, read as one phrase: "Anna, 29, online", with
 * no stray space before the comma where the online text follows the name.
 */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Anna, 29, online Utrecht' });
    await expect(link).toHaveAttribute('href', '/members/m-1');
  },
};

export const Playground: Story = { args: { variant: 'compact' } };
