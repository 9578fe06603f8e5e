import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { FaqBlock, FooterBlock, SignupBlock, TestimonialsBlock } from '../blocks';
import { SignupSlot } from '../landers.fixtures';

const meta = {
  title: 'Landers/Blocks/Faq',
  component: FaqBlock,
  parameters: { layout: 'fullscreen' },
  args: {
    title: 'Questions',
    items: [
      { question: 'Is it free to join?', answer: 'Yes. Signing up and making your profile is free.' },
      {
        question: 'Is it discreet?',
        answer: 'Your details stay private. We never post anything in your name.',
      },
    ],
  },
} satisfies Meta<typeof FaqBlock>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Native disclosure: answers open without JavaScript. */
export const Faq: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/Signing up and making/)).not.toBeVisible();
    await userEvent.click(canvas.getByText('Is it free to join?'));
    await expect(canvas.getByText(/Signing up and making/)).toBeVisible();
  },
};

export const Testimonials: Story = {
  render: () => (
    <TestimonialsBlock
      title="What members say"
      items={[
        { quote: 'I met my partner here within two weeks.', name: 'Sanne, 34' },
        { quote: 'Easy to use, and everyone is genuine.', name: 'Mark, 41' },
      ]}
    />
  ),
};

/** The signup steps inline (the accounts' signup screen, given by the site). */
export const Signup: Story = {
  render: () => (
    <SignupBlock title="Join for free in one minute">
      <SignupSlot />
    </SignupBlock>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Join for free in one minute' })).toBeVisible();
    await expect(canvas.getByLabelText('Your message')).toBeVisible();
  },
};

export const Footer: Story = {
  render: () => (
    <FooterBlock
      text="Your next date could be one message away."
      ctaLabel="Join for free"
      ctaHref="#signup"
    />
  ),
};
export const FooterWithoutButton: Story = {
  render: () => <FooterBlock text="Your next date could be one message away." ctaHref="#signup" />,
};
