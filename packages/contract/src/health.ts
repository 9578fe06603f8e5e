import * as z from 'zod/mini';
import { defineCall } from './call';

export const getHealth = defineCall({
  id: 'getHealth',
  method: 'GET',
  path: '/api/health',
  summary: 'Liveness and database reachability.',
  response: z.object({ status: z.literal('ok'), database: z.literal('ok') }),
  errors: [],
  auth: false,
});
