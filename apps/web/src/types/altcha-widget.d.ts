import type { DetailedHTMLProps, HTMLAttributes } from 'react';

/** The ALTCHA web component (altcha v3: `challenge` is the challenge URL or data). */
type AltchaWidgetProps = DetailedHTMLProps<HTMLAttributes<HTMLElement>, HTMLElement> & {
  challenge?: string;
  name?: string;
  auto?: 'off' | 'onfocus' | 'onload' | 'onsubmit';
  display?: 'standard' | 'bar' | 'floating' | 'overlay' | 'invisible';
  type?: 'native' | 'checkbox' | 'switch';
  language?: string;
  workers?: number;
  theme?: string;
  configuration?: string;
};

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'altcha-widget': AltchaWidgetProps;
    }
  }
}
