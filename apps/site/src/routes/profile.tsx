import type { ProfileUpdate } from '@amori/contract';
import { endpoints } from '@amori/contract/browser';
import { REGION_LABELS } from '@amori/core';
import { MyProfileScreen, type LocationPermission, type UploadError } from '@amori/screens';
import type { FileDropItem } from '@amori/ui';
import { useEffect, useState } from 'react';
import { ApiRequestError, callApi } from '../data/client';
import { useInterests, useRegions, useSettings } from '../data/hooks';
import { deletePhoto, saveProfile, setMainPhoto, uploadPhoto, useOwnProfile } from '../data/members';
import { swrKeys } from '../data/keys';
import { mutate } from 'swr';
import { RouteErrorBoundary } from '../errors';
import { siteMeta } from './meta';
import { memberOnly, TallLoadingFallback } from './member-only';
import { visitorsToLogin } from './member-only.server';

export const meta = siteMeta;

/** A visitor goes to login from the server (see visitorsToLogin). */
export const loader = ({ request }: { request: Request }) => visitorsToLogin(request);

export async function clientLoader({ request }: { request: Request }) {
  return memberOnly(request);
}
clientLoader.hydrate = true as const;
export const HydrateFallback = TallLoadingFallback;

const UPLOAD_ERRORS: readonly UploadError[] = [
  'photo_limit_reached',
  'unsupported_media_type',
  'payload_too_large',
  'image_too_large',
];
const uploadErrorOf = (error: unknown): UploadError =>
  error instanceof ApiRequestError && (UPLOAD_ERRORS as readonly string[]).includes(error.code)
    ? (error.code as UploadError)
    : 'generic';

/** The browser's geolocation permission: unsupported, unknown, or the browser's state (spec point 4). */
function useLocationPermission(): LocationPermission {
  // The route renders in the browser only (a client loader), so navigator is there.
  const [permission, setPermission] = useState<LocationPermission>(() =>
    typeof navigator !== 'undefined' && 'geolocation' in navigator ? 'unknown' : 'unsupported',
  );
  useEffect(() => {
    if (!('geolocation' in navigator)) return;
    let status: PermissionStatus | undefined;
    const update = () => status && setPermission(status.state);
    navigator.permissions
      ?.query({ name: 'geolocation' })
      .then((result) => {
        status = result;
        update();
        result.addEventListener('change', update);
      })
      .catch(() => setPermission('unknown'));
    return () => status?.removeEventListener('change', update);
  }, []);
  return permission;
}

/** The position cache of spec point 9: a position up to an hour old is used again. */
const GEOLOCATION_MAX_AGE_MS = 3_600_000;

/** My profile: photos (upload with progress, delete, main) and details (place from the browser's location). */
export default function ProfileRoute() {
  const { data: profile, error, mutate: reload } = useOwnProfile();
  const { data: settings } = useSettings();
  const { data: interests } = useInterests();
  const { data: regions } = useRegions();
  const [uploads, setUploads] = useState<FileDropItem[]>([]);
  const [uploadError, setUploadError] = useState<UploadError | null>(null);
  const [busyPhotoId, setBusyPhotoId] = useState<number | null>(null);
  const [saveState, setSaveState] = useState<'idle' | 'saving' | 'saved' | 'error'>('idle');
  const [locating, setLocating] = useState<'idle' | 'locating' | 'failed' | 'nothing'>('idle');
  const [located, setLocated] = useState<{
    country: string;
    region_id: number | null;
    city: string | null;
  } | null>(null);
  const permission = useLocationPermission();

  const upload = async (files: File[]) => {
    setUploadError(null);
    for (const file of files) {
      const id = `${file.name}-${file.size}-${Math.random()}`;
      setUploads((list) => [...list, { id, file, progress: 0 }]);
      try {
        await uploadPhoto(file, (progress) =>
          setUploads((list) => list.map((item) => (item.id === id ? { ...item, progress } : item))),
        );
        await Promise.all([reload(), mutate(swrKeys.user)]);
      } catch (e) {
        setUploadError(uploadErrorOf(e));
      } finally {
        setUploads((list) => list.filter((item) => item.id !== id));
      }
    }
  };

  const onPhoto = async (id: number, action: (id: number) => Promise<void>) => {
    setBusyPhotoId(id);
    try {
      await action(id);
    } catch {
      setUploadError('generic');
    } finally {
      setBusyPhotoId(null);
    }
  };

  const save = async (values: ProfileUpdate) => {
    setSaveState('saving');
    try {
      await saveProfile(values);
      setSaveState('saved');
    } catch {
      setSaveState('error');
    }
  };

  const useLocation = () => {
    setLocating('locating');
    navigator.geolocation.getCurrentPosition(
      (position) => {
        const lat = position.coords.latitude.toFixed(5);
        const lon = position.coords.longitude.toFixed(5);
        callApi(endpoints.geocode, { query: { lat, lon } })
          .then((place) => {
            if (!place) {
              setLocating('nothing');
              return;
            }
            const region = regions?.regions.find(
              (r) => r.country === place.country && r.name === place.region,
            );
            setLocated({ country: place.country, region_id: region?.id ?? null, city: place.city });
            setLocating('idle');
          })
          .catch(() => setLocating('failed'));
      },
      () => setLocating('failed'),
      { maximumAge: GEOLOCATION_MAX_AGE_MS, timeout: 15_000 },
    );
  };

  return (
    <MyProfileScreen
      status={profile ? 'ready' : error ? 'error' : 'loading'}
      profile={profile ?? null}
      interests={interests ?? []}
      countries={settings?.countries ?? []}
      regions={regions?.regions ?? []}
      regionLabels={regions?.labels ?? REGION_LABELS}
      uploads={uploads}
      uploadError={uploadError}
      onUpload={(files) => void upload(files)}
      onDeletePhoto={(id) => void onPhoto(id, deletePhoto)}
      onMakeMain={(id) => void onPhoto(id, setMainPhoto)}
      busyPhotoId={busyPhotoId}
      saveState={saveState}
      onSave={(values) => void save(values)}
      locationPermission={permission}
      locating={locating}
      onUseLocation={useLocation}
      located={located}
      premiumHref="/premium"
      profileHref={profile ? `/members/${profile.id}` : '/members'}
      onRetry={() => void reload()}
    />
  );
}

export { RouteErrorBoundary as ErrorBoundary };
