import { Button, Group, List, type MantineSpacing, Modal, Text, ThemeIcon } from '@mantine/core';
import { IconCheck, IconLock } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useApiQuery } from '../../app/api.ts';
import { useT } from '../../app/locale.tsx';
import { checkoutPath } from '../../app/paths.ts';
import { mailto } from '../../app/site.ts';

// spec doc 1 §2: what an upgrade from Starter gives; the modal and the Plan page's notice show this one list.
const benefits = ['fullDataHub', 'portfolioHub', 'customization', 'companyCoverage', 'analytics'] as const;

/** The list after "Upgrade to get:" (upgrade.body); `small` matches the text of a notice. */
export const UpgradeBenefits = ({ mb, small = false }: { mb?: MantineSpacing; small?: boolean }) => {
  const t = useT();
  return (
    <List
      spacing={small ? 4 : 'xs'}
      size={small ? 'sm' : 'md'}
      mb={mb}
      icon={
        <ThemeIcon size={small ? 16 : 20} radius="xl" color="teal">
          <IconCheck size={small ? 11 : 14} aria-hidden="true" />
        </ThemeIcon>
      }
    >
      {benefits.map((benefit) => (
        <List.Item key={benefit}>{t(`upgrade.benefits.${benefit}`)}</List.Item>
      ))}
    </List>
  );
};

/**
 * The Starter upgrade modal (spec doc 1 §2, doc 2 §2, §6): "{feature} Not Available", the five benefits, Contact
 * and Maybe Later. Contact opens the checkout of the first plan sold at a price when billing.plans names a provider
 * (issue 25); without an answer, a mail to support.
 */
export const UpgradeModal = ({ feature, onClose }: { feature: string | null; onClose: () => void }) => {
  const t = useT();
  const title = t('upgrade.title', { feature: feature ?? '' });
  const billing = useApiQuery('billing.plans', undefined, { enabled: feature !== null, staleTime: 60_000 });
  const sold = billing.data?.data.provider
    ? billing.data.data.plans.find((offer) => offer.prices.length > 0)
    : undefined;
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
      <UpgradeBenefits mb="lg" />
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          {t('upgrade.maybeLater')}
        </Button>
        {sold ? (
          <Button component={Link} to={checkoutPath(sold.plan)} onClick={onClose}>
            {t('upgrade.contact')}
          </Button>
        ) : (
          <Button component="a" href={mailto(title)} onClick={onClose}>
            {t('upgrade.contact')}
          </Button>
        )}
      </Group>
    </Modal>
  );
};
