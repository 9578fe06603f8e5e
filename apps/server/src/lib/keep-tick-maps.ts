import { executionAsyncResource } from 'node:async_hooks';

/**
 * Keeps one of process.nextTick's tick objects alive for the life of the process, so V8 never
 * drops the hidden classes (maps) that tick objects share. Imported first by main.ts.
 *
 * Why: Node 20's nextTick builds each tick object with an object literal whose keys are computed
 * (`{ [async_id_symbol]: …, [trigger_async_id_symbol]: …, callback, args }`). V8's feedback for
 * such a literal is monomorphic or megamorphic, nothing between: once it meets a map other than
 * the one it learnt, it stays on the slow generic path for good. When no tick object is alive
 * through several full GCs (a busy start-up, or an idle server), V8 frees those maps, the next
 * tick makes new ones, and from then on every nextTick (called several times per HTTP request by
 * Node's streams) defines its properties in the runtime: about a sixth of the server's CPU on a
 * cached GET /api/settings.php (perf, bench/api). A live tick object keeps the maps alive.
 */
const kept: object[] = [];

process.nextTick(() => {
  // Inside a tick callback, the current async resource is the tick object itself.
  kept.push(executionAsyncResource());
});
