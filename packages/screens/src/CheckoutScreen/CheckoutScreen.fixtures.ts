import { packagesFixture } from '../CreditsScreen/CreditsScreen.fixtures';
import type { CheckoutScreenProps } from './CheckoutScreen';

export const checkoutFixture: Omit<CheckoutScreenProps, 'onMethodChange' | 'onPay'> = {
  status: 'ready',
  pack: packagesFixture[1]!,
  discount: null,
  vatPercentage: 21,
  methods: ['ideal', 'credit_card', 'paypal', 'sepa_direct_debit', 'apple_pay'],
  method: 'ideal',
  paying: false,
  error: null,
  backHref: '/credits',
};
