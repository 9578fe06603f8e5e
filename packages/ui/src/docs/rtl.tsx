import { useEffect, type ReactNode } from 'react';
import type { Decorator } from '@storybook/react-vite';

function Rtl({ children }: { children: ReactNode }) {
  // Portalled overlays render under <body>, outside the wrapper: they follow the document's dir.
  useEffect(() => {
    const html = document.documentElement;
    const before = html.dir;
    html.dir = 'rtl';
    return () => {
      html.dir = before;
    };
  }, []);
  return (
    <div dir="rtl" lang="ar">
      {children}
    </div>
  );
}

/** Stories decorator: renders the story right-to-left (a wrapper with dir="rtl"). */
export const rtlDecorator: Decorator = (Story) => (
  <Rtl>
    <Story />
  </Rtl>
);
