/** The largest id the API takes (a PostgreSQL integer); its schemas refuse anything past it. */
const MAX_ID = 2_147_483_647;

/**
 * A member's id from the URL, as the API takes one (1 to MAX_ID), else null: no such member, a 404
 * of the page's own. Past it, the API would refuse the call (400) and the page answer 500.
 */
export function memberIdOf(raw: string | undefined): number | null {
  if (!raw || !/^\d{1,10}$/.test(raw)) return null;
  const id = Number(raw);
  return id >= 1 && id <= MAX_ID ? id : null;
}
