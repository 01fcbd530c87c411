import type { FeatureId } from '@esgkit/core';
import { NavLink, ScrollArea, Skeleton, Stack, Text, Tooltip } from '@mantine/core';
import {
  IconBooks,
  IconBriefcase,
  IconDatabaseSearch,
  IconLock,
  IconMessageChatbot,
  IconSettings,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { useAccess, useProfile } from '../../app/api.ts';
import { useT } from '../../app/locale.tsx';
import { linkPath, type MenuIcon, menuTree, screenFeature, screens } from '../../app/navigation.ts';
import { UserAvatar } from './UserAvatar.tsx';

export type OpenMenu = 'dataHub' | 'portfolioHub' | null;

const menuIcons: Record<MenuIcon, typeof IconBooks> = {
  dataHub: IconDatabaseSearch,
  portfolioHub: IconBriefcase,
  customization: IconSettings,
  library: IconBooks,
  chat: IconMessageChatbot,
};

const MenuIconOf = ({ icon }: { icon: MenuIcon }) => {
  const Icon = menuIcons[icon];
  return <Icon size={20} aria-hidden="true" />;
};

interface ItemProps {
  feature: FeatureId;
  label: string;
  icon?: ReactNode;
  to?: string;
  /** Parent items: whether the submenu shows, and how to toggle it. */
  opened?: boolean;
  onToggle?: () => void;
  onLocked: (label: string) => void;
  children?: ReactNode;
  testId?: string;
}

/**
 * One side-menu entry under core's access rule: a placeholder while the profile loads, the Starter lock (tooltip
 * "Not available in Starter plan", click opens the upgrade modal), disabled with a lock and the no-access tooltip
 * when the capability is too low or blocked (Matching without capability 100), else a link or a submenu.
 */
const MenuItem = ({ feature, label, icon, to, opened, onToggle, onLocked, children, testId }: ItemProps) => {
  const t = useT();
  const { pathname } = useLocation();
  const decision = useAccess(feature);
  if (!decision.allowed && decision.reason === 'notLoaded')
    return <Skeleton height={38} radius="sm" my={2} aria-label={label} data-testid="menu-placeholder" />;
  const isActive = to ? pathname === to || pathname.startsWith(`${to}/`) : false;
  if (!decision.allowed && decision.reason === 'locked') {
    return (
      <Tooltip label={t('upgrade.lockedTooltip')} position="right" withArrow>
        <NavLink
          component="button"
          type="button"
          label={label}
          leftSection={icon}
          rightSection={<IconLock size={16} aria-label={t('upgrade.lockedTooltip')} />}
          onClick={() => onLocked(label)}
          className="esg-locked"
          data-locked="true"
          data-testid={testId}
          aria-haspopup="dialog"
        />
      </Tooltip>
    );
  }
  if (!decision.allowed) {
    // locked too, with the no-access message (doc 1 §6: a capability the feature blocks, e.g. screening for 6); a
    // disabled button hears no pointer, so the tooltip hangs on a wrapper (else it never shows)
    return (
      <Tooltip label={t('messages.noAccessToFeature')} position="right" withArrow>
        <div>
          <NavLink
            component="button"
            type="button"
            label={label}
            leftSection={icon}
            // the tooltip says why; the icon stays out of the entry's name
            rightSection={<IconLock size={16} aria-hidden="true" />}
            disabled
            data-no-access="true"
            data-testid={testId}
            aria-disabled="true"
          />
        </div>
      </Tooltip>
    );
  }
  if (children) {
    return (
      <NavLink
        component="button"
        type="button"
        label={label}
        leftSection={icon}
        opened={opened ?? false}
        onClick={onToggle}
        childrenOffset={28}
        active={isActive && !opened}
        data-testid={testId}
        aria-expanded={opened ?? false}
      >
        {children}
      </NavLink>
    );
  }
  return (
    <NavLink
      component={Link}
      to={to ?? '#'}
      label={label}
      leftSection={icon}
      active={isActive}
      aria-current={isActive ? 'page' : undefined}
      data-testid={testId}
    />
  );
};

/**
 * The side menu of doc 1 §2: avatar with upload and full name, then Data Hub (Lookup, Screening, Matching),
 * Portfolio Hub (its submenu only once a client is selected), Customization, Library and AI chat. One submenu
 * open at a time; the layout opens Portfolio Hub's when a client gets selected.
 */
export const SideMenu = (props: {
  openMenu: OpenMenu;
  setOpenMenu: (menu: OpenMenu) => void;
  selectedClientId: string | null;
  onLocked: (label: string) => void;
  footer?: ReactNode;
}) => {
  const t = useT();
  const { profile } = useProfile();
  const { openMenu, setOpenMenu, selectedClientId, onLocked } = props;
  const toggle = (menu: Exclude<OpenMenu, null>) => setOpenMenu(openMenu === menu ? null : menu);
  const client = selectedClientId;
  const fullName = profile ? `${profile.firstName} ${profile.lastName}`.trim() : null;
  return (
    <Stack gap={0} h="100%">
      <Stack align="center" gap={6} py="md" px="md" className="esg-menu-profile">
        <UserAvatar />
        {fullName === null ? (
          <Skeleton height={18} width={140} />
        ) : (
          <Text fw={600} ta="center" data-testid="full-name">
            {fullName}
          </Text>
        )}
      </Stack>
      <ScrollArea style={{ flex: 1 }} px="xs" component="nav" aria-label={t('web.header.mainNavigation')}>
        {menuTree().map((entry) => {
          const screen = screens[entry.id];
          const feature = screenFeature(screen) ?? 'dataHub';
          const icon = <MenuIconOf icon={entry.icon} />;
          const testId = `menu-${entry.id.toLowerCase()}`;
          // doc 1 §2: Portfolio Hub shows its submenu only once a client is selected; before, it opens Clients
          const hasSubmenu = entry.children.length > 0 && (entry.id !== 'portfolioHub' || client !== null);
          if (!hasSubmenu) {
            const to = entry.children[0] ? linkPath(entry.children[0]) : linkPath(entry.id);
            return (
              <MenuItem
                key={entry.id}
                feature={feature}
                label={t(screen.label)}
                icon={icon}
                to={to}
                onLocked={onLocked}
                testId={testId}
              />
            );
          }
          const menu = entry.id as Exclude<OpenMenu, null>;
          return (
            <MenuItem
              key={entry.id}
              feature={feature}
              label={t(screen.label)}
              icon={icon}
              // the area a page lies in, for the active mark (a client's pages lie under /platform/client)
              to={entry.id === 'portfolioHub' ? linkPath('client') : linkPath(entry.id)}
              opened={openMenu === menu}
              onToggle={() => toggle(menu)}
              onLocked={onLocked}
              testId={testId}
            >
              {entry.children.map((childId) => {
                const child = screens[childId];
                return (
                  <MenuItem
                    key={childId}
                    feature={screenFeature(child) ?? feature}
                    label={t(child.label)}
                    to={linkPath(childId, client ? { clientId: client } : {})}
                    onLocked={onLocked}
                    testId={`menu-${childId.toLowerCase()}`}
                  />
                );
              })}
            </MenuItem>
          );
        })}
      </ScrollArea>
      {props.footer}
    </Stack>
  );
};
