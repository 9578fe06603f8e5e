import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { LanderDefinition } from '@amori/contract';
import { LanderLayout } from '../LanderLayout';
import { LanderPage } from '../LanderPage';
import { company, landerMembers, SignupSlot } from '../landers.fixtures';

/** The worked example of "Composing a landing page": a new lander, as data. */
export const summerLander: LanderDefinition = {
  name: 'Summer',
  title: 'gallery.pageTitle',
  members: { count: 8, gender: 'female' },
  blocks: [
    { type: 'hero', title: 'alone.title', subtitle: 'alone.subtitle', cta: 'common.ctaFree' },
    { type: 'map', title: 'map.title', country: 'NL' },
    { type: 'gallery', title: 'gallery.galleryTitle', columns: 4 },
    { type: 'signup', title: 'common.signupTitle' },
    { type: 'faq', title: 'faq.title', items: [{ question: 'faq.q1', answer: 'faq.a1' }] },
  ],
  variants: {
    mature: {
      members: { count: 8, min_age: 40, max_age: 99 },
      copy: { 'alone.title': 'collage.titleMature' },
    },
  },
};

function Worked({ slug }: { slug?: string }) {
  return (
    <LanderLayout siteName="Amori" company={company} entryWarning={false} showUsNotice={false}>
      <LanderPage
        definition={summerLander}
        slug={slug}
        members={landerMembers.slice(0, 8)}
        country="NL"
        signupHref="/signup"
        signup={<SignupSlot />}
      />
    </LanderLayout>
  );
}

const meta = {
  title: 'Landers/Composing a landing page/Example',
  component: Worked,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Worked>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Example: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Nobody should be alone tonight' }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Join for free' })).toHaveAttribute('href', '#signup');
  },
};
/** The same definition at `/…/mature`: the variant's copy and members. */
export const MatureVariant: Story = {
  args: { slug: 'mature' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1 })).toHaveTextContent(
      'Dating for over-40s',
    );
  },
};
