import { Button, Group, List, Modal, Text, ThemeIcon } from '@mantine/core';
import { IconCheck, IconLock } from '@tabler/icons-react';
import { useT } from '../../app/locale.tsx';
import { mailto } from '../../app/site.ts';

const benefits = ['fullDataHub', 'portfolioHub', 'customization', 'companyCoverage', 'analytics'] as const;

/**
 * The Starter upgrade modal (spec doc 1 §2, doc 2 §2, §6): "{feature} Not Available", the five benefits, Contact
 * (a mail to support) and Maybe Later.
 */
export const UpgradeModal = ({ feature, onClose }: { feature: string | null; onClose: () => void }) => {
  const t = useT();
  const title = t('upgrade.title', { feature: feature ?? '' });
  return (
    <Modal
      opened={feature !== null}
      onClose={onClose}
      centered
      title={
        <Group gap="xs">
          <IconLock size={20} aria-hidden="true" />
          <span>{title}</span>
        </Group>
      }
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <Text mb="sm">{t('upgrade.body')}</Text>
      <List
        spacing="xs"
        mb="lg"
        icon={
          <ThemeIcon size={20} radius="xl" color="teal">
            <IconCheck size={14} aria-hidden="true" />
          </ThemeIcon>
        }
      >
        {benefits.map((benefit) => (
          <List.Item key={benefit}>{t(`upgrade.benefits.${benefit}`)}</List.Item>
        ))}
      </List>
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          {t('upgrade.maybeLater')}
        </Button>
        <Button component="a" href={mailto(title)} onClick={onClose}>
          {t('upgrade.contact')}
        </Button>
      </Group>
    </Modal>
  );
};
