import { useProfile } from '../../app/api.ts';
import { useT } from '../../app/locale.tsx';
import { queryKeys } from '../../app/query-keys.ts';
import { useServices } from '../../app/services.tsx';
import { ImageAvatar, initialsOf } from '../images/ImageAvatar.tsx';

/** The signed-in user's picture, uploaded on click (side menu, Account info). */
export const UserAvatar = ({ size = 56 }: { size?: number }) => {
  const t = useT();
  const { client, queryClient } = useServices();
  const { profile } = useProfile();
  return (
    <ImageAvatar
      imageUrl={profile?.imageUrl}
      initials={initialsOf(profile?.firstName, profile?.lastName)}
      label={t('web.menu.changePicture')}
      size={size}
      upload={async (dataUrl) => {
        await client.call('profile.uploadImage', { body: { dataUrl } });
        await queryClient.invalidateQueries({ queryKey: queryKeys.route('profile.get') });
      }}
    />
  );
};
