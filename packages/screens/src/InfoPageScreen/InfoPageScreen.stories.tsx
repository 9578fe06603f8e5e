import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { InfoPageScreen } from './InfoPageScreen';
import { infoPageFixture, laterCompanyFixture } from './InfoPageScreen.fixtures';

const meta = {
  title: 'Screens/InfoPage',
  component: InfoPageScreen,
  parameters: { layout: 'fullscreen' },
  args: { ...infoPageFixture },
} satisfies Meta<typeof InfoPageScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Terms: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Terms and conditions' })).toBeVisible();
    // The default version date, in the locale's date format.
    await expect(canvas.getByText(/^Version of /)).toHaveTextContent('1 December 2023');
    // The terms in numbered sections, each under its own heading.
    await expect(canvas.getByRole('heading', { level: 2, name: '1. Who we are' })).toBeVisible();
    await expect(
      canvas.getByRole('heading', { level: 2, name: '9. Changes and applicable law' }),
    ).toBeVisible();
    await expect(canvas.getByText(/is a service of Amori Media B\.V\., Herengracht 100/)).toBeVisible();
    // The company's details, as the company info gives them.
    const details = canvas.getByRole('heading', { level: 2, name: 'Company details' }).parentElement!;
    await expect(details).toHaveTextContent('Amori Media B.V.');
    await expect(details).toHaveTextContent('Amori, Amori Chat');
    await expect(details).toHaveTextContent('Herengracht 100, Amsterdam, Netherlands');
    await expect(details).toHaveTextContent('NL123456789B01');
    await expect(canvas.getByRole('link', { name: '+31 20-123 45 67' })).toHaveAttribute(
      'href',
      'tel:+31201234567',
    );
    await expect(canvasElement).not.toHaveTextContent('B.V..');
  },
};
export const TermsCompanyAddedLater: Story = {
  args: { ...laterCompanyFixture },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/^Version of /)).toHaveTextContent('15 March 2025');
  },
};
/** While the company info loads: the page's text, then the contact line alone. */
export const Loading: Story = {
  args: { company: null },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/^Questions\? Contact customer service:/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'support@amori.example' })).toBeVisible();
  },
};
export const Privacy: Story = {
  args: { page: 'privacy' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const name of ['Controller', 'Purposes and legal bases', 'Your rights', 'Complaints'])
      await expect(canvas.getByRole('heading', { level: 2, name })).toBeVisible();
    await expect(
      canvas.getByText(/The controller of your personal data is Amori Media B\.V\./),
    ).toBeVisible();
    // The rights first, then the line that refers to them.
    const rights = canvas.getByRole('heading', { level: 2, name: 'Your rights' }).parentElement!;
    await expect(rights.lastElementChild).toHaveTextContent(/^Most of this you can do yourself/);
  },
};
export const Cookies: Story = {
  args: { page: 'cookies' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const cookie of ['auth.session', 'amori_device', 'site_entry_accepted', 'i18n_redirected'])
      await expect(canvas.getByText(new RegExp(`^${cookie.replace('.', '\\.')}:`))).toBeVisible();
  },
};
export const Ban: Story = { args: { page: 'ban' } };
export const Faq: Story = {
  args: { page: 'faq' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Grouped by subject (h2), one heading per question (h3).
    expect(canvas.getAllByRole('heading', { level: 3 }).length).toBeGreaterThanOrEqual(12);
    await expect(
      canvas.getByRole('heading', { level: 3, name: 'How do I delete my account?' }),
    ).toBeVisible();
  },
};
export const ReturnPolicy: Story = {
  args: { page: 'return-policy', refundDays: 30 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByText(/within 30 days/)[0]).toBeVisible();
  },
};
export const Service: Story = { args: { page: 'service' } };
export const Compliance2257: Story = { args: { page: '2257-compliance-statement' } };
/** The same page in another language: every text translated, the company's details as given. */
export const PrivacyInGerman: Story = {
  args: { page: 'privacy' },
  globals: { locale: 'de' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Datenschutzerklärung' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: 'Angaben zum Unternehmen' })).toBeVisible();
  },
};
