import '@amori/tokens/fonts';
import '@amori/tokens';
import type { Preview } from '@storybook/react-vite';
import { I18nextProvider } from 'react-i18next';
import { useEffect } from 'react';
import { MotionGlobalConfig } from 'motion/react';
import { breakpoints } from '@amori/tokens';
import { LOCALES, NATIVE_LOCALE_NAMES } from '@amori/core';
import { i18n } from './i18n';

// Animations off in story tests (CONVENTIONS.md), on in the Storybook UI and its build.
if (import.meta.env.MODE === 'test') MotionGlobalConfig.skipAnimations = true;

const viewport = (name: string, width: number, height = 900) => ({
  name,
  styles: { width: `${width}px`, height: `${height}px` },
  type: width < breakpoints.md ? 'mobile' : width < breakpoints.lg ? 'tablet' : 'desktop',
});

const preview: Preview = {
  parameters: {
    layout: 'padded',
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    // An axe violation fails the story test.
    a11y: { test: 'error', options: { runOnly: ['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa'] } },
    viewport: {
      options: {
        phone: viewport('Small phone (360)', 360, 740),
        sm: viewport(`sm (${breakpoints.sm})`, breakpoints.sm),
        md: viewport(`md (${breakpoints.md})`, breakpoints.md),
        lg: viewport(`lg (${breakpoints.lg})`, breakpoints.lg),
        xl: viewport(`xl (${breakpoints.xl})`, breakpoints.xl),
      },
    },
  },
  globalTypes: {
    locale: {
      description: 'Language of the screens',
      toolbar: {
        title: 'Locale',
        icon: 'globe',
        items: LOCALES.map((l) => ({ value: l, title: NATIVE_LOCALE_NAMES[l], right: l })),
        dynamicTitle: true,
      },
    },
    session: {
      description: 'Logged in or out, for screens that differ',
      toolbar: {
        title: 'Session',
        icon: 'user',
        items: [
          { value: 'out', title: 'Logged out' },
          { value: 'free', title: 'Free member' },
          { value: 'premium', title: 'Premium member' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { locale: 'en', session: 'out' },
  decorators: [
    (Story, { globals }) => {
      const locale = typeof globals.locale === 'string' ? globals.locale : 'en';
      if (i18n.language !== locale) void i18n.changeLanguage(locale);
      useEffect(() => {
        document.documentElement.lang = locale;
      }, [locale]);
      return (
        <I18nextProvider i18n={i18n}>
          <Story />
        </I18nextProvider>
      );
    },
  ],
  tags: ['autodocs'],
};
export default preview;
