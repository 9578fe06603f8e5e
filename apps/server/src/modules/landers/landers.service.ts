import { parseLanderDefinition, type EditorLander, type LanderDefinition } from '@amori/contract';
import type { Database } from '../../db/client';
import type { LanderRow } from '../../db/schema';
import { ApiError } from '../../http/errors';
import type { Member } from '../../plugins/session';
import * as repo from './landers.repository';

export interface LandersDeps {
  db: Database;
}

/** Landers made in the editor: drafts, publishing, and the published ones served. */
export function createLanders(deps: LandersDeps) {
  return {
    editorLanders: () => editorLanders(deps),
    saveDraft: (member: Member, slug: string, definition: LanderDefinition) =>
      saveDraft(deps, member, slug, definition),
    publish: (member: Member, slug: string) => publish(deps, member, slug),
    publishedLander: (slug: string) => publishedLander(deps, slug),
  };
}

export type Landers = ReturnType<typeof createLanders>;

const notFound = () => new ApiError(404, 'not_found', 'No such lander');

/**
 * A stored definition, checked again by the landers schema as it is read: a definition stored
 * by an older schema that no longer passes is not shown (the editor shows it for repair).
 */
function checked(value: unknown): LanderDefinition | null {
  const result = parseLanderDefinition(value);
  return result.ok ? result.definition : null;
}

function toEditorLander(row: LanderRow): EditorLander {
  return {
    slug: row.slug,
    draft: row.draft as LanderDefinition,
    published: row.published === null ? null : (checked(row.published) ?? null),
    updated_at: row.updatedAt.toISOString(),
    published_at: row.publishedAt?.toISOString() ?? null,
  };
}

async function editorLanders(deps: LandersDeps) {
  return { landers: (await repo.listLanders(deps.db)).map(toEditorLander) };
}

/** The body was parsed by the contract; the rules beyond its shape (ages) are checked here. */
async function saveDraft(deps: LandersDeps, member: Member, slug: string, definition: LanderDefinition) {
  const result = parseLanderDefinition(definition);
  if (!result.ok)
    throw new ApiError(400, 'validation_failed', result.errors.join('; '), { fields: result.errors });
  const row = await repo.upsertDraft(deps.db, slug, result.definition, member.user.id, new Date());
  return { lander: toEditorLander(row) };
}

async function publish(deps: LandersDeps, member: Member, slug: string) {
  const row = await repo.findLander(deps.db, slug);
  if (!row) throw notFound();
  const definition = checked(row.draft);
  if (!definition) throw new ApiError(400, 'validation_failed', 'The draft does not pass the landers schema');
  const published = await repo.publish(deps.db, slug, definition, member.user.id, new Date());
  if (!published) throw notFound();
  return { lander: toEditorLander(published) };
}

async function publishedLander(deps: LandersDeps, slug: string) {
  const row = await repo.findLander(deps.db, slug);
  const definition = row?.published ? checked(row.published) : null;
  if (!row || !definition) throw notFound();
  return { slug: row.slug, definition };
}
