import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import { ApiError } from '../../http/errors';
import { isBlockedBy } from '../members/members.service';
import { chatMediaAccess } from '../chats/chats.messages';
import { mediaAccess } from '../photos/photos.service';

const TYPES: Record<string, string> = {
  webp: 'image/webp',
  avif: 'image/avif',
  jpg: 'image/jpeg',
  png: 'image/png',
};

/**
 * Stored files at /media/<key>, each only to whom may see it (photos.service `mediaAccess`): a
 * public one (a main photo, a blurred preview) cached by anyone for a year, a private one for
 * this viewer's browser only, and anything else, whatever URL is tried, a 404.
 */
export function mediaRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/media/*', async (request, reply) => {
    const key = (request.params as { '*': string })['*'];
    const viewer = () => ctx.sessions.current(request);
    // A chat photo: only the two members of its conversation; else a profile photo's rules.
    const chat = await chatMediaAccess(ctx, key, viewer);
    const access =
      chat !== 'not_chat'
        ? chat
        : await mediaAccess(ctx, key, viewer, (owner, viewer) => isBlockedBy(ctx, owner, viewer));
    const data = access === 'none' ? null : await ctx.storage.get(key);
    if (!data) throw new ApiError(404, 'not_found', 'Not found');
    const ext = key.slice(key.lastIndexOf('.') + 1);
    return reply
      .header('content-type', TYPES[ext] ?? 'application/octet-stream')
      .header(
        'cache-control',
        access === 'public' ? 'public, max-age=31536000, immutable' : 'private, max-age=300',
      )
      .header('x-content-type-options', 'nosniff')
      .send(data);
  });
}
