import type { PaymentMethod } from '@amori/core';

interface Mark {
  bg: string;
  fg: string;
  text?: string;
  /** Draws circles instead of text (Mastercard, Maestro). */
  circles?: readonly [string, string];
  /** Draws a card outline (the generic credit card). */
  card?: boolean;
  border?: boolean;
  italic?: boolean;
  /** A small apple before the text (Apple Pay). */
  apple?: boolean;
}

// Simple, recognisable marks: each brand's colour and its name or initials. Not official logos.
const marks: Record<PaymentMethod, Mark> = {
  sepa_direct_debit: { bg: '#10298e', fg: '#ffffff', text: 'SEPA' },
  przelewy24: { bg: '#d13239', fg: '#ffffff', text: 'P24' },
  blik: { bg: '#000000', fg: '#ffffff', text: 'blik' },
  wire_transfer: { bg: '#4a4953', fg: '#ffffff', text: 'BANK' },
  giropay: { bg: '#000268', fg: '#ffffff', text: 'giro' },
  mastercard: { bg: '#1c1b1f', fg: '#ffffff', circles: ['#eb001b', '#f79e1b'] },
  visa: { bg: '#1a1f71', fg: '#ffffff', text: 'VISA', italic: true },
  credit_card: { bg: '#e9e6e1', fg: '#1c1b1f', card: true, border: true },
  dankort: { bg: '#e30613', fg: '#ffffff', text: 'DK' },
  mobilepay: { bg: '#5a78ff', fg: '#ffffff', text: 'MP' },
  swish: { bg: '#ffffff', fg: '#1c1b1f', text: 'swish', border: true },
  twint: { bg: '#000000', fg: '#ffffff', text: 'TWINT' },
  satispay: { bg: '#ef3e36', fg: '#ffffff', text: 'satis' },
  vipps: { bg: '#ff5b24', fg: '#1f1400', text: 'vipps' },
  carte_bancaire: { bg: '#0a4f8c', fg: '#ffffff', text: 'CB' },
  nexi: { bg: '#2d32aa', fg: '#ffffff', text: 'nexi' },
  ideal: { bg: '#cc0066', fg: '#ffffff', text: 'iDEAL' },
  bancontact: { bg: '#005498', fg: '#ffffff', text: 'BC' },
  apple_pay: { bg: '#000000', fg: '#ffffff', text: 'Pay', apple: true },
  paysafecard: { bg: '#008ac9', fg: '#ffffff', text: 'psc' },
  maestro: { bg: '#1c1b1f', fg: '#ffffff', circles: ['#0099df', '#ed0006'] },
  paypal: { bg: '#003087', fg: '#ffffff', text: 'PayPal', italic: true },
  sofort: { bg: '#ef809f', fg: '#1c1b1f', text: 'SOFORT' },
  eps: { bg: '#c8102e', fg: '#ffffff', text: 'eps' },
};

export interface PaymentMarkProps {
  method: PaymentMethod;
  /** Width in px; the mark is 3:2. */
  width?: number;
}

/** A small inline-SVG mark of a payment method, decorative (its name is written beside it). */
export function PaymentMark({ method, width = 48 }: PaymentMarkProps) {
  const mark = marks[method];
  const text = mark.text ?? '';
  const long = text.length > 4;
  return (
    <svg
      viewBox="0 0 48 32"
      width={width}
      height={(width * 2) / 3}
      aria-hidden="true"
      focusable="false"
      data-method={method}
    >
      <rect
        x="0.5"
        y="0.5"
        width="47"
        height="31"
        rx="5"
        fill={mark.bg}
        stroke={mark.border ? '#8c8a85' : mark.bg}
      />
      {mark.circles ? (
        <>
          <circle cx="19" cy="16" r="9" fill={mark.circles[0]} />
          <circle cx="29" cy="16" r="9" fill={mark.circles[1]} fillOpacity="0.85" />
        </>
      ) : null}
      {mark.card ? (
        <>
          <rect x="9" y="8" width="30" height="17" rx="2.5" fill="none" stroke={mark.fg} strokeWidth="2" />
          <rect x="9" y="12" width="30" height="3" fill={mark.fg} />
          <rect x="13" y="19" width="8" height="2" fill={mark.fg} />
        </>
      ) : null}
      {mark.apple ? (
        <path
          d="M11.6 11.2c.9 0 1.9-.6 2.5-1.4-.1 1 .3 1.9.9 2.6-.6.1-1.5.7-2.1.7-.7 0-1.3-.5-2-.5s-1.4.5-2 .5C7.6 13.1 6 15 6 17.6c0 3 2 6.2 3.4 6.2.7 0 1.1-.5 2-.5.9 0 1.2.5 2 .5 1 0 2.1-1.8 2.6-3.3-1.2-.5-1.9-1.6-1.9-2.9 0-1.2.7-2.2 1.6-2.7-.6-.9-1.6-1.4-2.5-1.4zm-.2-.6c.6-.7 1.1-1.6 1-2.6-.9 0-1.9.6-2.4 1.3-.5.6-1 1.6-.9 2.5.9.1 1.8-.5 2.3-1.2z"
          fill={mark.fg}
        />
      ) : null}
      {text ? (
        <text
          x={mark.apple ? '30' : '24'}
          y="21"
          textAnchor="middle"
          fill={mark.fg}
          fontFamily="system-ui, -apple-system, 'Segoe UI', Arial, sans-serif"
          fontWeight="700"
          fontStyle={mark.italic ? 'italic' : undefined}
          fontSize={long ? 11 : 13}
          textLength={long ? 38 : undefined}
          lengthAdjust={long ? 'spacingAndGlyphs' : undefined}
        >
          {text}
        </text>
      ) : null}
    </svg>
  );
}
