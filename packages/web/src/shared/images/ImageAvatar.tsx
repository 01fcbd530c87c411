import { validateImage } from '@esgkit/core';
import { Avatar, FileButton, Tooltip, UnstyledButton } from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { queryKeys } from '../../app/query-keys.ts';
import { useServices } from '../../app/services.tsx';

export const IMAGE_TYPES = 'image/png,image/jpeg,image/svg+xml';

export const initialsOf = (first = '', last = ''): string =>
  `${first.charAt(0)}${last.charAt(0)}`.toUpperCase() || '?';

const readAsDataUrl = (file: File): Promise<string> =>
  new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsDataURL(file);
  });

/**
 * An uploaded image (profile, client, logo) through the API: it needs the bearer token, so a plain <img src>
 * cannot load it. Answers an object URL while mounted.
 */
export const useStoredImage = (imageUrl: string | null | undefined): string | undefined => {
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

/** A stored image as an avatar, the initials while there is none. */
export const StoredAvatar = ({
  imageUrl,
  initials,
  size,
}: {
  imageUrl: string | null | undefined;
  initials: string;
  size: number;
}) => {
  const src = useStoredImage(imageUrl);
  return (
    <Avatar src={src ?? null} size={size} radius="xl" color="brand" alt="">
      {initials}
    </Avatar>
  );
};

/**
 * Uploads a chosen file (spec doc 1 §2, §5): PNG, JPG, JPEG or SVG, checked by core's image rule before sending
 * (wrongImageFormat); a read failure is the generic error (doc 1 §5). `upload` sends the data URL to the image's
 * route; then changesSaved. The engine checks the whole file again (an SVG must be inert).
 */
export const useImageUpload = (upload: (dataUrl: string) => Promise<unknown>) => {
  const { alerts } = useServices();
  return useMutation({
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
      await upload(dataUrl);
      alerts.trigger({ message: 'changesSaved', isSuccess: true });
    },
  });
};

/**
 * An avatar that uploads a new picture on click (spec doc 1 §2, §5): PNG, JPG, JPEG or SVG, checked by core's image
 * rule before sending (wrongImageFormat); a read failure is the generic error (doc 1 §5). `upload` sends the data
 * URL to the picture's route; then changesSaved. The profile picture and a client's picture both use it.
 */
export const ImageAvatar = ({
  imageUrl,
  initials,
  label,
  size,
  upload,
}: {
  imageUrl: string | null | undefined;
  initials: string;
  /** what a click does, for the tooltip and screen readers */
  label: string;
  size: number;
  upload: (dataUrl: string) => Promise<unknown>;
}) => {
  const send = useImageUpload(upload);
  return (
    <FileButton onChange={(file) => file && send.mutate(file)} accept={IMAGE_TYPES}>
      {(props) => (
        <Tooltip label={label} withArrow>
          <UnstyledButton {...props} aria-label={label} className="esg-avatar-button">
            <StoredAvatar imageUrl={imageUrl} initials={initials} size={size} />
          </UnstyledButton>
        </Tooltip>
      )}
    </FileButton>
  );
};
