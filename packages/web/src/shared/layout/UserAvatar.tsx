import { validateImage } from '@esgkit/core';
import { Avatar, FileButton, Tooltip, UnstyledButton } from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { useProfile } from '../../app/api.ts';
import { useT } from '../../app/locale.tsx';
import { queryKeys } from '../../app/query-keys.ts';
import { useServices } from '../../app/services.tsx';

const IMAGE_TYPES = 'image/png,image/jpeg,image/svg+xml';

const initialsOf = (first = '', last = '') => `${first.charAt(0)}${last.charAt(0)}`.toUpperCase() || '?';

const readAsDataUrl = (file: File): Promise<string> =>
  new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsDataURL(file);
  });

/** The profile image through the API (it needs the session's bearer token, so a plain <img src> cannot load it). */
const useProfileImage = (imageUrl: string | null | undefined): string | undefined => {
  const { client } = useServices();
  const imageId = imageUrl ? /\/images\/([^/?#]+)/.exec(imageUrl)?.[1] : undefined;
  const { data } = useQuery({
    queryKey: queryKeys.profileImage(imageId),
    enabled: imageId !== undefined,
    staleTime: Number.POSITIVE_INFINITY,
    meta: { silent: true },
    queryFn: async () => {
      const file = await client.call('profile.image', { params: { imageId: imageId ?? '' } });
      return new Blob([file.bytes as BlobPart], { type: file.contentType });
    },
  });
  const url = useMemo(() => (data ? URL.createObjectURL(data) : undefined), [data]);
  useEffect(() => () => (url ? URL.revokeObjectURL(url) : undefined), [url]);
  return url;
};

/**
 * The side menu's avatar with image upload (spec doc 1 §2): PNG, JPG, JPEG or SVG, checked by core's image rule
 * before sending (wrongImageFormat), a read failure is the generic error (doc 1 §5).
 */
export const UserAvatar = ({ size = 56 }: { size?: number }) => {
  const t = useT();
  const { client, alerts, queryClient } = useServices();
  const { profile } = useProfile();
  const src = useProfileImage(profile?.imageUrl);
  const upload = useMutation({
    mutationFn: async (file: File) => {
      const head = new Uint8Array(await file.slice(0, 4096).arrayBuffer());
      if (validateImage({ mimeType: file.type, fileName: file.name, bytes: head }).length > 0) {
        alerts.trigger({ message: 'wrongImageFormat', isSuccess: false });
        return;
      }
      let dataUrl: string;
      try {
        dataUrl = await readAsDataUrl(file);
      } catch {
        alerts.trigger({ message: 'anErrorHasOccurred', isSuccess: false });
        return;
      }
      await client.call('profile.uploadImage', { body: { dataUrl } });
      alerts.trigger({ message: 'changesSaved', isSuccess: true });
      await queryClient.invalidateQueries({ queryKey: queryKeys.route('profile.get') });
    },
  });
  return (
    <FileButton onChange={(file) => file && upload.mutate(file)} accept={IMAGE_TYPES}>
      {(props) => (
        <Tooltip label={t('web.menu.changePicture')} withArrow>
          <UnstyledButton {...props} aria-label={t('web.menu.changePicture')} className="esg-avatar-button">
            <Avatar src={src ?? null} size={size} radius="xl" color="brand" alt="">
              {initialsOf(profile?.firstName, profile?.lastName)}
            </Avatar>
          </UnstyledButton>
        </Tooltip>
      )}
    </FileButton>
  );
};
