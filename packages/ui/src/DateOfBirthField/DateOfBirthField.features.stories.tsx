import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { DateOfBirthField } from './DateOfBirthField';

const meta = {
  title: 'Forms/DateOfBirthField/Features',
  component: DateOfBirthField,
  args: { label: 'Date of birth', locale: 'en-US', onChange: fn() },
} satisfies Meta<typeof DateOfBirthField>;
export default meta;
type Story = StoryObj<typeof meta>;

const segmentTypes = (root: HTMLElement) =>
  [...root.querySelectorAll('[data-type]')]
    .map((el) => el.getAttribute('data-type'))
    .filter((t) => t !== 'literal');

/** Dutch puts the day first. */
export const DutchOrder: Story = {
  args: { label: 'Geboortedatum', locale: 'nl' },
  play: async ({ args, canvasElement }) => {
    await expect(segmentTypes(canvasElement)).toEqual(['day', 'month', 'year']);
    await userEvent.click(within(canvasElement).getAllByRole('spinbutton')[0]!);
    await userEvent.keyboard('15031990');
    await expect(args.onChange).toHaveBeenLastCalledWith('1990-03-15');
  },
};

export const Filled: Story = { args: { defaultValue: '1985-12-01' } };

/** A date less than 18 years ago shows the message, announced and linked to the field. */
export const TooYoung: Story = {
  args: {
    minAge: 18,
    defaultValue: '2020-01-01',
    tooYoungMessage: 'Enter your date of birth (18+)',
  },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-too-young]')).not.toBeNull();
    await expect(canvasElement.querySelector('[aria-live="polite"]')).toHaveTextContent(
      'Enter your date of birth (18+)',
    );
  },
};

export const WithError: Story = {
  args: { errorMessage: 'Invalid date of birth.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Invalid date of birth.')).toBeVisible();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: '1990-03-15' },
  play: async ({ canvasElement }) => {
    for (const segment of within(canvasElement).getAllByRole('spinbutton'))
      await expect(segment).toHaveAttribute('aria-disabled', 'true');
  },
};

export const RightToLeft: Story = {
  args: { label: 'تاريخ الميلاد', locale: 'ar-EG', defaultValue: '1990-03-15' },
  decorators: [
    (Story) => (
      <div dir="rtl" lang="ar">
        {Story()}
      </div>
    ),
  ],
};
