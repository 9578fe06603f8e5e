import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PhotoPlaceholder } from './PhotoPlaceholder';

const meta = {
  title: 'Members/PhotoPlaceholder/Features',
  component: PhotoPlaceholder,
  args: { name: 'Anna de Vries', label: 'Anna de Vries has no photo yet' },
} satisfies Meta<typeof PhotoPlaceholder>;
export default meta;
type Story = StoryObj<typeof meta>;

const box = (width: number, height: number, round = false) => ({
  width,
  height,
  borderRadius: round ? '50%' : 16,
  overflow: 'hidden',
  flex: 'none',
});

/** Every size it stands in for: a lander portrait, a card, a compact card, avatars. */
export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 16, alignItems: 'end', flexWrap: 'wrap' }}>
      <div style={box(320, 400)}>
        <PhotoPlaceholder {...args} />
      </div>
      <div style={box(180, 225)}>
        <PhotoPlaceholder {...args} />
      </div>
      <div style={box(72, 72)}>
        <PhotoPlaceholder {...args} />
      </div>
      <div style={box(180, 180, true)}>
        <PhotoPlaceholder {...args} />
      </div>
      {[96, 48, 32].map((size) => (
        <div key={size} style={box(size, size, true)}>
          <PhotoPlaceholder {...args} variant="initials" />
        </div>
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const pictures = within(canvasElement).getAllByRole('img', { name: 'Anna de Vries has no photo yet' });
    await expect(pictures).toHaveLength(7);
  },
};

/** Without a label it is hidden from screen readers: for a picture whose control names the member. */
export const Decorative: Story = {
  args: { label: undefined },
  render: (args) => (
    <button type="button" aria-label="Anna's profile" style={{ ...box(120, 150), padding: 0, border: 0 }}>
      <PhotoPlaceholder {...args} />
    </button>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('img')).toBeNull();
    await expect(canvas.getByRole('button', { name: "Anna's profile" })).toBeVisible();
  },
};

/** Initials of names in other scripts, and given ones. */
export const InitialsOfAnyName: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 16 }}>
      <div style={box(64, 64, true)}>
        <PhotoPlaceholder name="Łukasz Żółć" label="Łukasz Żółć" variant="initials" />
      </div>
      <div style={box(64, 64, true)} dir="rtl">
        <PhotoPlaceholder name="ليلى حسن" label="ليلى حسن" variant="initials" />
      </div>
      <div style={box(64, 64, true)}>
        <PhotoPlaceholder name="Anna" initials="A+" label="Anna" variant="initials" />
      </div>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img', { name: 'Łukasz Żółć' })).toHaveTextContent('ŁŻ');
    await expect(canvas.getByRole('img', { name: 'Anna' })).toHaveTextContent('A+');
  },
};
