import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AgeRangeSlider } from './AgeRangeSlider';

const meta = {
  title: 'Forms/AgeRangeSlider',
  component: AgeRangeSlider,
  args: {
    label: 'Age',
    thumbLabels: ['Minimum age', 'Maximum age'],
    defaultValue: [25, 40],
    outputText: (min: number, max: number) => `${min}–${max} years`,
    onChange: fn(),
    onChangeEnd: fn(),
  },
} satisfies Meta<typeof AgeRangeSlider>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const min = canvas.getByRole('slider', { name: /Minimum age/ });
    const max = canvas.getByRole('slider', { name: /Maximum age/ });
    await expect(canvas.getByText('25–40 years')).toBeVisible();
    await userEvent.tab();
    await expect(min).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(min).toHaveValue('26');
    await expect(args.onChange).toHaveBeenLastCalledWith([26, 40]);
    await expect(args.onChangeEnd).toHaveBeenLastCalledWith([26, 40]);
    await userEvent.tab();
    await expect(max).toHaveFocus();
    await userEvent.keyboard('{End}');
    await expect(max).toHaveValue('99');
    await expect(canvas.getByText('26–99 years')).toBeVisible();
  },
};

export const Playground: Story = { args: { minValue: 18, maxValue: 70, defaultValue: [18, 70] } };
