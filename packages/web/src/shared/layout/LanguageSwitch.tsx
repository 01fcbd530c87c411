import type { Locale } from '@esgkit/core';
import { Button, Menu } from '@mantine/core';
import { IconCheck, IconLanguage } from '@tabler/icons-react';
import { localeNames, locales, useLocale, useT } from '../../app/locale.tsx';

/** en-US / it-IT, kept in the `lang` cookie (spec doc 1 §9). */
export const LanguageSwitch = ({ compact = false }: { compact?: boolean }) => {
  const { locale, setLocale } = useLocale();
  const t = useT();
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button
          variant="subtle"
          color="gray"
          size="compact-md"
          leftSection={<IconLanguage size={18} aria-hidden="true" />}
          aria-label={`${t('web.header.language')}: ${localeNames[locale]}`}
          data-testid="language-switch"
        >
          {compact ? locale.slice(0, 2).toUpperCase() : localeNames[locale]}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {locales.map((option: Locale) => (
          <Menu.Item
            key={option}
            lang={option}
            onClick={() => setLocale(option)}
            rightSection={option === locale ? <IconCheck size={16} aria-hidden="true" /> : null}
            aria-current={option === locale ? 'true' : undefined}
          >
            {localeNames[option]}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
};
