import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ProfileFacts } from './ProfileFacts';

const meta = {
  title: 'Members/ProfileFacts',
  component: ProfileFacts,
  args: {
    facts: [
      { label: 'Age', value: '29' },
      { label: 'Province', value: 'Utrecht' },
      { label: 'Relationship', value: 'Single' },
      { label: 'Looking for', value: 'A man, 28–40' },
      { label: 'Height', value: '172 cm' },
    ],
  },
} satisfies Meta<typeof ProfileFacts>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('term')).toHaveLength(5);
    const terms = canvas.getAllByRole('term');
    await expect(terms[1]).toHaveTextContent('Province');
    await expect(canvas.getAllByRole('definition')[1]).toHaveTextContent('Utrecht');
  },
};

export const Playground: Story = { args: { facts: [{ label: 'Eyes', value: 'Green' }] } };
