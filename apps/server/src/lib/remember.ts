/**
 * The value kept in `map` for `key`, made by `make` and kept when missing. The map is emptied
 * when it holds `max` values, so what visitors send (hosts, addresses, countries) cannot grow it
 * without bound. For small per-process memos on hot paths; `undefined` is never kept.
 */
export function remember<K, V>(map: Map<K, V>, key: K, max: number, make: () => V): V {
  let value = map.get(key);
  if (value === undefined) {
    if (map.size >= max) map.clear();
    map.set(key, (value = make()));
  }
  return value;
}
