import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import * as icons from './icons';

function IconGallery({ size }: { size: number }) {
  return (
    <ul
      style={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, minmax(120px, 1fr))',
        gap: 16,
        padding: 0,
        listStyle: 'none',
      }}
    >
      {Object.entries(icons).map(([name, Icon]) => (
        <li key={name} style={{ display: 'grid', justifyItems: 'center', gap: 8, fontSize: 12 }}>
          <Icon size={size} title={name.replace(/Icon$/, '')} />
          <code>{name}</code>
        </li>
      ))}
    </ul>
  );
}

const meta = {
  title: 'Foundations/Icons',
  component: IconGallery,
  args: { size: 24 },
} satisfies Meta<typeof IconGallery>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    // An icon with a title is announced; every icon of the set renders.
    await expect(within(canvasElement).getByRole('img', { name: 'Heart' })).toBeVisible();
    await expect(canvasElement.querySelectorAll('svg')).toHaveLength(Object.keys(icons).length);
  },
};

export const Playground: Story = { args: { size: 48 } };
