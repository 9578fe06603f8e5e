import type { ComplaintValues, ComplaintsScreenProps } from './ComplaintsScreen';

export const complaintsFixture = {
  status: 'idle',
  company: {
    name: 'Amori Media B.V.',
    address: 'Herengracht 100',
    city: 'Amsterdam',
    country: 'Netherlands',
  },
} satisfies Partial<ComplaintsScreenProps>;

export const complaintValuesFixture = {
  name: 'Anna de Vries',
  email: 'anna@example.com',
  kind: 'billing',
  subject: 'Credits not added',
  message: 'I paid for a bundle yesterday but my credits did not arrive.',
} satisfies ComplaintValues;
