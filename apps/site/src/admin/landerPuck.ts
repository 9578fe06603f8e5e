import type { LanderBlock, LanderDefinition } from '@amori/contract';

/**
 * The lander editor's document (Puck's data) to a lander definition and back. Puck keeps each
 * block as `{ type, props: { id, ...props } }` and the page's own fields on `root.props`; a
 * definition is what the contract's schema checks (the server checks it again when it is saved).
 */
export interface PuckItem {
  type: string;
  props: Record<string, unknown> & { id: string };
}
export interface PuckDocument {
  content: PuckItem[];
  root: { props: Record<string, unknown> };
}

/** Empty fields (Puck gives '' for a cleared text) are left out, as the schema wants them. */
function clean(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(clean);
  if (value && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [key, child] of Object.entries(value)) {
      if (child === '' || child === undefined || child === null) continue;
      const cleaned = clean(child);
      if (
        cleaned &&
        typeof cleaned === 'object' &&
        !Array.isArray(cleaned) &&
        Object.keys(cleaned).length === 0
      )
        continue;
      out[key] = cleaned;
    }
    return out;
  }
  return value;
}

const toNumber = (value: unknown) => (value === '' || value === undefined ? undefined : Number(value));

export function toPuckDocument(definition: LanderDefinition): PuckDocument {
  return {
    content: definition.blocks.map((block, i) => {
      const { type, ...props } = block;
      return { type, props: { id: `${type}-${i}`, ...props } };
    }),
    root: {
      props: {
        name: definition.name,
        title: definition.title,
        count: definition.members.count,
        gender: definition.members.gender ?? '',
      },
    },
  };
}

export function fromPuckDocument(document: PuckDocument): LanderDefinition {
  const root = document.root.props;
  const gender = root.gender === 'female' || root.gender === 'male' ? root.gender : undefined;
  return {
    name: String(root.name ?? ''),
    title: String(root.title ?? ''),
    members: { count: toNumber(root.count) ?? 12, ...(gender ? { gender } : {}) },
    blocks: document.content.map(({ type, props }) => {
      const { id: _id, ...rest } = props;
      const block = clean({ type, ...rest }) as Record<string, unknown>;
      for (const key of ['count', 'columns', 'swipes'])
        if (block[key] !== undefined) block[key] = toNumber(block[key]);
      return block as LanderBlock;
    }),
  };
}

/** A new lander's starting document. */
export const NEW_LANDER: LanderDefinition = {
  name: 'New lander',
  title: 'gallery.pageTitle',
  members: { count: 12 },
  blocks: [{ type: 'hero', title: 'gallery.title', subtitle: 'gallery.subtitle', cta: 'common.ctaFree' }],
};
