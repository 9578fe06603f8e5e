import * as z from 'zod/mini';
import { defineCall } from './call';
import { endpoints } from './endpoints';

export const getHealth = defineCall({
  ...endpoints.getHealth,
  summary: 'Liveness and database reachability.',
  response: z.object({ status: z.literal('ok'), database: z.literal('ok') }),
  errors: [],
  auth: 'visitor',
  changesState: false,
});
