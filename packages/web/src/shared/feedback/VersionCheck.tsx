import { isVersionMismatch } from '@esgkit/core';
import { Button, Modal, Text } from '@mantine/core';
import { useApiQuery } from '../../app/api.ts';
import { useT } from '../../app/locale.tsx';
import { BUILT_IN_VERSION } from '../../app/site.ts';

/**
 * The version check at start (spec doc 1 §4): a server on another version than this build blocks the page with
 * a reload modal. A failed check blocks nothing (core's rule).
 */
export const VersionCheck = () => {
  const t = useT();
  const { data } = useApiQuery('system.version', undefined, {
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
    meta: { silent: true },
  });
  const isMismatch = isVersionMismatch(data?.data.version, BUILT_IN_VERSION);
  return (
    <Modal
      opened={isMismatch}
      onClose={() => {}}
      withCloseButton={false}
      closeOnClickOutside={false}
      closeOnEscape={false}
      centered
      title={t('web.version.title')}
    >
      <Text mb="md">{t('messages.versionMissmatch')}</Text>
      <Button fullWidth onClick={() => window.location.reload()} data-autofocus>
        {t('common.reload')}
      </Button>
    </Modal>
  );
};
