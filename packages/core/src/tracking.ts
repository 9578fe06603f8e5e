/** A tracking record (spec point 3), saved from the landing URL and sent with signup. */
export interface TrackingRecord {
  network?: string;
  ref?: string;
  sub1?: string;
  sub2?: string;
  sub3?: string;
}

export const TRACKING_FIELDS = ['network', 'ref', 'sub1', 'sub2', 'sub3'] as const;

/** Query names read for each field, first match wins; the aff_sub variants map onto sub1-3. */
export const TRACKING_PARAMS: Record<(typeof TRACKING_FIELDS)[number], readonly string[]> = {
  network: ['network'],
  ref: ['ref'],
  sub1: ['sub1', 'aff_sub', 'aff_sub1'],
  sub2: ['sub2', 'aff_sub2'],
  sub3: ['sub3', 'aff_sub3'],
};

export const TRACKING_QUERY_NAMES: readonly string[] = Object.values(TRACKING_PARAMS).flat();

/** The tracking record in a query string; `null` when it has no tracking parameter. */
export function extractTracking(search: string | URLSearchParams): TrackingRecord | null {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const record: TrackingRecord = {};
  for (const field of TRACKING_FIELDS) {
    for (const name of TRACKING_PARAMS[field]) {
      const value = params.get(name);
      if (value) {
        record[field] = value;
        break;
      }
    }
  }
  return Object.keys(record).length ? record : null;
}

/**
 * The URL (path, query and hash) without the tracking parameters; `null` when there was
 * nothing to remove.
 */
export function withoutTracking(url: string): string | null {
  const parsed = new URL(url, 'http://x');
  let removed = false;
  for (const name of TRACKING_QUERY_NAMES) {
    if (parsed.searchParams.has(name)) {
      parsed.searchParams.delete(name);
      removed = true;
    }
  }
  if (!removed) return null;
  const qs = parsed.searchParams.toString();
  return `${parsed.pathname}${qs ? `?${qs}` : ''}${parsed.hash}`;
}

/** Storage key of the saved tracking record. */
export const TRACKING_STORAGE_KEY = 'tracking';
