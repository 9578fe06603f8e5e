import { forwardRef, type AnchorHTMLAttributes } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { rtlDecorator } from '../docs/rtl';
import { ChevronRightIcon, CreditIcon } from '../Icon/icons';
import { ButtonLink } from './ButtonLink';
import { UiLinkProvider } from './LinkContext';

const navigate = fn();

/** Stands in for the site's adapter over react-router's Link: navigates without a page load. */
const FakeRouterLink = forwardRef<
  HTMLAnchorElement,
  AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }
>(function FakeRouterLink({ href, onClick, children, ...props }, ref) {
  return (
    <a
      {...props}
      ref={ref}
      href={href}
      data-router-link=""
      onClick={(event) => {
        onClick?.(event);
        event.preventDefault();
        navigate(href);
      }}
    >
      {children}
    </a>
  );
});

const meta = {
  title: 'Buttons/ButtonLink/Features',
  component: ButtonLink,
  args: { href: '/credits', children: 'Get Premium' },
} satisfies Meta<typeof ButtonLink>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Inside UiLinkProvider the router's link renders; Enter follows it like a person would. */
export const WithInjectedRouterLink: Story = {
  decorators: [
    (Story) => (
      <UiLinkProvider component={FakeRouterLink}>
        <Story />
      </UiLinkProvider>
    ),
  ],
  play: async ({ canvasElement }) => {
    navigate.mockClear();
    const link = within(canvasElement).getByRole('link', { name: 'Get Premium' });
    await expect(link).toHaveAttribute('data-router-link');
    await userEvent.tab();
    await expect(link).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(navigate).toHaveBeenCalledOnce();
    await expect(navigate).toHaveBeenCalledWith('/credits');
  },
};

/** An external link skips the router and opens in a new tab. */
export const External: Story = {
  args: { href: 'https://example.com/help', children: 'Help centre', external: true, variant: 'outline' },
  decorators: [
    (Story) => (
      <UiLinkProvider component={FakeRouterLink}>
        <Story />
      </UiLinkProvider>
    ),
  ],
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Help centre' });
    await expect(link).not.toHaveAttribute('data-router-link');
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  },
};

export const WithIcon: Story = { args: { icon: <CreditIcon />, variant: 'primary' } };
export const LinkVariant: Story = { args: { variant: 'link', children: 'Back to the home page', href: '/' } };
export const LongText: Story = {
  args: {
    children: 'Read the terms and conditions and the privacy policy before you continue',
    fullWidth: true,
  },
  render: (args) => (
    <div style={{ width: 280 }}>
      <ButtonLink {...args} />
    </div>
  ),
};
export const RightToLeft: Story = {
  args: {
    children: 'احصل على بريميوم',
    icon: <ChevronRightIcon style={{ transform: 'scaleX(-1)' }} />,
    iconPosition: 'end',
  },
  decorators: [rtlDecorator],
};
