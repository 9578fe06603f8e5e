import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button';
import { Container } from '../Container';
import { Footer } from '../Footer';
import { Grid, GridItem } from '../Grid';
import { Stack } from '../Stack';
import { TopNav } from '../TopNav';

function LandingPage({ onSignup }: { onSignup: () => void }) {
  return (
    <>
      <TopNav
        label="Main"
        brand={
          <a href="#home" style={{ fontWeight: 700, fontSize: 22, color: '#8a4f00', textDecoration: 'none' }}>
            Amori
          </a>
        }
      />
      <Container as="main">
        <Grid style={{ paddingBlock: 48 }}>
          <GridItem span={{ mobile: 12, md: 6 }}>
            <Stack gap="large">
              <h1 style={{ margin: 0, fontSize: 40, lineHeight: 1.15 }}>Meet someone near you tonight</h1>
              <p style={{ margin: 0, fontSize: 18 }}>
                Thousands of singles chat here every day. Sign up free in a minute.
              </p>
              <Stack direction={{ mobile: 'column', sm: 'row' }} gap="medium">
                <Button size="large" onPress={onSignup}>
                  Sign up free
                </Button>
                <Button size="large" variant="outline" onPress={onSignup}>
                  How it works
                </Button>
              </Stack>
            </Stack>
          </GridItem>
          <GridItem span={{ mobile: 12, md: 6 }}>
            <div
              role="img"
              aria-label="Two people laughing over coffee"
              style={{
                aspectRatio: '4 / 3',
                borderRadius: 16,
                background: 'linear-gradient(135deg, #efa43b, #e12012)',
              }}
            />
          </GridItem>
        </Grid>
      </Container>
      <Footer
        linksLabel="Information"
        links={[
          { id: 'terms', href: '#terms', label: 'Terms' },
          { id: 'privacy', href: '#privacy', label: 'Privacy' },
          { id: 'cookies', href: '#cookies', label: 'Cookies' },
        ]}
        company="Amori B.V., Amsterdam"
        disclaimer="Some profiles on this site are fictional and used for entertainment."
      />
    </>
  );
}

const meta = {
  title: 'Guides/Landing page example',
  component: LandingPage,
  parameters: { layout: 'fullscreen' },
  args: { onSignup: fn() },
  tags: ['!autodocs'],
} satisfies Meta<typeof LandingPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Example: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(canvas.getByRole('contentinfo')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Sign up free' }));
    await expect(args.onSignup).toHaveBeenCalledTimes(1);
  },
};
