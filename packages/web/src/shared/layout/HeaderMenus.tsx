import { Avatar, Button, Menu, UnstyledButton } from '@mantine/core';
import {
  IconBook,
  IconChevronDown,
  IconCreditCard,
  IconHelpCircle,
  IconListDetails,
  IconLogout,
  IconMail,
  IconQuestionMark,
  IconUser,
  IconVideo,
} from '@tabler/icons-react';
import { Link } from 'react-router';
import { useProfile } from '../../app/api.ts';
import { useT } from '../../app/locale.tsx';
import { PLAN_PATH, paths } from '../../app/paths.ts';
import { mailto } from '../../app/site.ts';

/** The help menu (doc 1 §2): contact support, methodologies, videos, indicators, FAQ. */
export const HelpMenu = () => {
  const t = useT();
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button
          variant="subtle"
          color="gray"
          size="compact-md"
          leftSection={<IconHelpCircle size={18} aria-hidden="true" />}
          rightSection={<IconChevronDown size={14} aria-hidden="true" />}
          data-testid="help-menu"
        >
          {t('web.header.help')}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item
          component="a"
          href={mailto(t('helpMenu.contactSupport'))}
          leftSection={<IconMail size={16} />}
        >
          {t('helpMenu.contactSupport')}
        </Menu.Item>
        <Menu.Item component={Link} to={paths.methodologies} leftSection={<IconBook size={16} />}>
          {t('helpMenu.methodologies')}
        </Menu.Item>
        <Menu.Item component={Link} to={paths.videos} leftSection={<IconVideo size={16} />}>
          {t('helpMenu.videos')}
        </Menu.Item>
        <Menu.Item component={Link} to={paths.indicators} leftSection={<IconListDetails size={16} />}>
          {t('helpMenu.indicators')}
        </Menu.Item>
        <Menu.Item component={Link} to={paths.faq} leftSection={<IconQuestionMark size={16} />}>
          {t('helpMenu.faq')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
};

/** The profile menu (doc 1 §2): account info, plan, logout. */
export const ProfileMenu = ({ onLogout, compact = false }: { onLogout: () => void; compact?: boolean }) => {
  const t = useT();
  const { profile } = useProfile();
  const initials = profile ? `${profile.firstName.charAt(0)}${profile.lastName.charAt(0)}`.toUpperCase() : '';
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <UnstyledButton
          aria-label={t('web.header.profileMenu')}
          data-testid="profile-menu"
          className="esg-round"
        >
          <Avatar size={compact ? 32 : 36} radius="xl" color="brand">
            {initials || <IconUser size={18} aria-hidden="true" />}
          </Avatar>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        {profile ? <Menu.Label>{profile.email}</Menu.Label> : null}
        <Menu.Item component={Link} to={paths.accountInfo} leftSection={<IconUser size={16} />}>
          {t('profileMenu.accountInfo')}
        </Menu.Item>
        <Menu.Item component={Link} to={PLAN_PATH} leftSection={<IconCreditCard size={16} />}>
          {t('profileMenu.plan')}
        </Menu.Item>
        <Menu.Divider />
        <Menu.Item onClick={onLogout} leftSection={<IconLogout size={16} />} data-testid="logout">
          {t('profileMenu.logout')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
};
