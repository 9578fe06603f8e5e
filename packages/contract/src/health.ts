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

/**
 * Whether the process runs at all: it answers without touching the database, so an orchestrator
 * restarts a process only when the process itself is stuck, never for a database outage.
 */
export const getLiveness = defineCall({
  ...endpoints.getLiveness,
  summary: 'Liveness: the process answers (no database involved).',
  response: z.object({ status: z.literal('ok') }),
  errors: [],
  auth: 'visitor',
  changesState: false,
});

/**
 * Whether a load balancer may send this process traffic: the database answers, every migration
 * this build knows of is applied, and the process is not shutting down. 503 otherwise.
 */
export const getReadiness = defineCall({
  ...endpoints.getReadiness,
  summary: 'Readiness: database reachable, migrations applied, not shutting down (503 otherwise).',
  response: z.object({ status: z.literal('ok'), database: z.literal('ok'), migrations: z.literal('ok') }),
  errors: ['service_unavailable'],
  auth: 'visitor',
  changesState: false,
});
