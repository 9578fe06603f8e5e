import { getLikes } from '@amori/contract';

/** A first load of likes.php, parsed, with its whole lists (which a load more leaves out). */
export function likesFirstLoad(body: unknown) {
  const parsed = getLikes.response.parse(body);
  const { liked, liked_by, total_new_likes } = parsed;
  if (!liked || !liked_by || total_new_likes === undefined)
    throw new Error('likes.php answered without its lists: not a first load');
  return { ...parsed, liked, liked_by, total_new_likes };
}
