import { Button, Notification, Portal } from '@mantine/core';
import { IconAlertTriangle, IconCheck } from '@tabler/icons-react';
import { useSyncExternalStore } from 'react';
import { translateMessage } from '../../app/i18n.ts';
import { useLocale, useT } from '../../app/locale.tsx';
import { useServices } from '../../app/services.tsx';

/** The one alert of the spec's stack, bottom right (top on a phone), announced to screen readers. */
export const AlertView = () => {
  const { alerts } = useServices();
  const { locale } = useLocale();
  const t = useT();
  const { alert } = useSyncExternalStore(alerts.subscribe, alerts.getSnapshot, alerts.getSnapshot);
  if (!alert) return null;
  const text = alert.customMessage ?? translateMessage(locale, alert.message, alert.params);
  return (
    <Portal>
      <div className="esg-alert" role={alert.isSuccess ? 'status' : 'alert'} aria-live="polite">
        <Notification
          color={alert.isSuccess ? 'teal' : 'red'}
          icon={alert.isSuccess ? <IconCheck size={18} /> : <IconAlertTriangle size={18} />}
          onClose={alerts.close}
          closeButtonProps={{ 'aria-label': t('common.close') }}
          withBorder
          data-testid="alert"
        >
          {text}
          {alert.action ? (
            <Button variant="subtle" size="compact-sm" ml="xs" onClick={alert.action.onClick}>
              {alert.action.label}
            </Button>
          ) : null}
        </Notification>
      </div>
    </Portal>
  );
};
