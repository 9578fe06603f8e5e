import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { LangConfigScreen } from './LangConfigScreen';
import { langConfigFixture } from './LangConfigScreen.fixtures';

const meta = {
  title: 'Screens/LangConfig',
  component: LangConfigScreen,
  parameters: { layout: 'fullscreen' },
  args: { ...langConfigFixture, onSave: fn() },
} satisfies Meta<typeof LangConfigScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    // Belgium shows Dutch, French and German.
    await expect(canvas.getAllByRole('radio')).toHaveLength(3);
    await userEvent.click(canvas.getByRole('radio', { name: 'Français' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(args.onSave).toHaveBeenCalledWith({ locale: 'fr', country: 'BE' });
  },
};

export const ChangeCountry: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.selectOptions(canvas.getByLabelText('Country'), 'US');
    await expect(canvas.getAllByRole('radio').map((r) => (r as HTMLInputElement).value)).toEqual([
      'en',
      'es',
    ]);
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(args.onSave).toHaveBeenCalledWith({ locale: 'en', country: 'US' });
  },
};

export const Saved: Story = {
  args: { status: 'saved' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Your choice has been saved.');
  },
};
