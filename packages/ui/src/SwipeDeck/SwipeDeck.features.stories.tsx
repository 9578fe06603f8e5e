import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { portrait } from '../internal/portraits';
import { SwipeDeck } from './SwipeDeck';
import { SwipeDeckPlaceholder } from './SwipeDeckPlaceholder';
import { pointerDrag, untilDraggable } from '../internal/pointerDrag';

const profiles = [
  { id: 'm-1', name: 'Anna', age: 29, region: 'Utrecht', photoUrl: portrait(0) },
  { id: 'm-2', name: 'Sofie', age: 34, region: 'Antwerpen', photoUrl: portrait(1) },
  { id: 'm-3', name: 'Lena', age: 26, region: 'Bern', photoUrl: portrait(2) },
];

const meta = {
  title: 'Matching/SwipeDeck/Features',
  component: SwipeDeck,
  args: {
    profiles,
    onLike: fn(),
    onPass: fn(),
    likeLabel: 'Like',
    passLabel: 'Pass',
    remainingText: '3 likes left today',
    emptyText: 'No more profiles for today',
    keyboardHint: 'Right arrow likes, left arrow passes',
  },
} satisfies Meta<typeof SwipeDeck>;
export default meta;
type Story = StoryObj<typeof meta>;

// Each card is a new element: its drag is waited for before it is dragged, so that a short drag
// doing nothing is the card's answer, not a drag that came before the card listened.
const drag = async (el: Element, dx: number) => {
  await untilDraggable(el);
  await pointerDrag(el, dx);
};

/** Dragging right likes, dragging left passes; a short drag does nothing. */
export const Drag: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const anna = canvas.getByRole('article', { name: 'Anna, 29' });
    await drag(anna, 40);
    await expect(args.onLike).not.toHaveBeenCalled();
    await expect(args.onPass).not.toHaveBeenCalled();
    await drag(anna, 220);
    await waitFor(() => expect(args.onLike).toHaveBeenCalledWith('m-1'));
    const sofie = await canvas.findByRole('article', { name: 'Sofie, 34' });
    await drag(sofie, -220);
    await waitFor(() => expect(args.onPass).toHaveBeenCalledWith('m-2'));
    await expect(await canvas.findByRole('article', { name: 'Lena, 26' })).toBeVisible();
  },
};

/** ArrowRight likes and ArrowLeft passes the focused card, and focus moves to the next; the hint describes the keys. */
export const Keyboard: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    const anna = canvas.getByRole('article', { name: 'Anna, 29' });
    await expect(anna).toHaveFocus();
    await expect(anna).toHaveAccessibleDescription('Right arrow likes, left arrow passes');
    await userEvent.keyboard('{ArrowRight}');
    await expect(args.onLike).toHaveBeenCalledWith('m-1');
    // The next card takes focus: the player goes on without Tab.
    const sofie = await canvas.findByRole('article', { name: 'Sofie, 34' });
    await expect(sofie).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(args.onPass).toHaveBeenCalledWith('m-2');
  },
};

/** No likes left: Like and right swipes are off, passing still works. */
export const LikesExhausted: Story = {
  args: { likesExhausted: true, remainingText: 'No likes left today. Come back tomorrow.' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Like' })).toBeDisabled();
    canvas.getByRole('article', { name: 'Anna, 29' }).focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(args.onLike).not.toHaveBeenCalled();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(args.onPass).toHaveBeenCalledWith('m-1');
  },
};

export const Empty: Story = {
  args: { profiles: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No more profiles for today')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Pass' })).toBeDisabled();
  },
};

/** Members without a photo: the placeholder on the card on top and the one behind. */
export const WithoutPhotos: Story = {
  args: {
    profiles: [
      { id: 'n-1', name: 'Noor', age: 31, region: 'Gent', noPhotoLabel: 'Noor has no photo yet' },
      { id: 'n-2', name: 'Eva', age: 27, region: 'Delft', noPhotoLabel: 'Eva has no photo yet' },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const card = canvas.getByRole('article', { name: 'Noor, 31' });
    await expect(within(card).getByRole('img', { name: 'Noor has no photo yet' })).toBeVisible();
    // The card behind is drawn too (hidden from screen readers, as its photo would be).
    await expect(canvasElement.querySelectorAll('[data-photo-placeholder]')).toHaveLength(2);
    await userEvent.click(canvas.getByRole('button', { name: 'Pass' }));
    await expect(
      within(canvas.getByRole('article', { name: 'Eva, 27' })).getByRole('img'),
    ).toHaveAccessibleName('Eva has no photo yet');
  },
};

/** The stand-in of a deck whose first member has no photo shows the placeholder as well. */
export const PlaceholderWithoutPhoto: Story = {
  render: (args) => (
    <SwipeDeckPlaceholder
      profile={{ id: 'n-1', name: 'Noor', age: 31, noPhotoLabel: 'Noor has no photo yet' }}
      likeLabel={args.likeLabel}
      passLabel={args.passLabel}
    />
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: 'Noor has no photo yet' })).toBeVisible();
  },
};

export const LongText: Story = {
  args: {
    profiles: [
      {
        id: 'x',
        name: 'Maximiliane-Theresa von Hohenzollern',
        age: 41,
        region: 'Nordrhein-Westfalen',
        photoUrl: portrait(5),
      },
    ],
    likeLabel: 'Gefällt mir',
    passLabel: 'Weiter',
    remainingText: 'Du hast heute noch 4 Likes übrig – morgen gibt es neue',
  },
};

export const RightToLeft: Story = {
  render: (args) => (
    <div dir="rtl">
      <SwipeDeck {...args} likeLabel="إعجاب" passLabel="تخطي" remainingText="تبقى 3 إعجابات اليوم" />
    </div>
  ),
};

/**
 * SwipeDeckPlaceholder stands in while a page loads SwipeDeck on demand: the same size as the
 * deck it is replaced by (no layout shift), its first card still and its buttons disabled.
 */
export const Placeholder: Story = {
  args: { remainingText: undefined, keyboardHint: undefined },
  render: (args) => (
    <div style={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 16, alignItems: 'start' }}>
      <div data-testid="placeholder">
        <SwipeDeckPlaceholder
          profile={args.profiles[0]}
          likeLabel={args.likeLabel}
          passLabel={args.passLabel}
        />
      </div>
      <div data-testid="loaded">
        <SwipeDeck {...args} />
      </div>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const placeholder = within(canvas.getByTestId('placeholder'));
    await expect(placeholder.getByRole('button', { name: 'Like' })).toBeDisabled();
    await expect(placeholder.getByRole('button', { name: 'Pass' })).toBeDisabled();
    const height = (part: string) => canvas.getByTestId(part).getBoundingClientRect().height;
    await expect(height('placeholder')).toBeGreaterThan(0);
    await expect(height('placeholder')).toBe(height('loaded'));
  },
};
