import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { DateOfBirthField } from './DateOfBirthField';

const meta = {
  title: 'Forms/DateOfBirthField',
  component: DateOfBirthField,
  args: { label: 'Date of birth', locale: 'en-US', onChange: fn() },
} satisfies Meta<typeof DateOfBirthField>;
export default meta;
type Story = StoryObj<typeof meta>;

const segmentTypes = (root: HTMLElement) =>
  [...root.querySelectorAll('[data-type]')]
    .map((el) => el.getAttribute('data-type'))
    .filter((t) => t !== 'literal');

/** en-US orders month, day, year; typing digits moves from segment to segment. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    await expect(segmentTypes(canvasElement)).toEqual(['month', 'day', 'year']);
    await userEvent.tab();
    await expect(within(canvasElement).getAllByRole('spinbutton')[0]).toHaveFocus();
    await userEvent.keyboard('03151990');
    await expect(args.onChange).toHaveBeenLastCalledWith('1990-03-15');
  },
};

export const Playground: Story = { args: { locale: 'nl', defaultValue: '1990-03-15', minAge: 18 } };
