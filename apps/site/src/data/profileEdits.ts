import { saveProfile, uploadPhoto } from './members';
import { swrKeys } from './keys';
import { mutate } from 'swr';

// The member's own profile edits made from the signup steps and `/complete-signup` (location,
// about me, the first photo): the members' calls PUT /api/profile.php and POST /api/photos.php.

export interface ProfileDetails {
  country?: string;
  region_id?: number | null;
  city?: string | null;
  about?: string;
}

/** Saves the location or the about-me text; the own profile's cache gets the answer. */
export async function saveProfileDetails(details: ProfileDetails): Promise<void> {
  await saveProfile(details);
}

/**
 * Uploads a photo (the first becomes the main photo), reporting progress 0-100; the own profile
 * and the user (whose main photo the navigation shows) are refreshed after it.
 */
export async function uploadProfilePhoto(
  file: File,
  onProgress: (percent: number) => void = () => undefined,
): Promise<void> {
  await uploadPhoto(file, onProgress);
  await Promise.all([mutate(swrKeys.profile), mutate(swrKeys.user)]);
}
