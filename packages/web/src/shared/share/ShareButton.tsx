import {
  type Client,
  initialShareFlow,
  type Portfolio,
  type ShareFlowEffect,
  type ShareFlowEvent,
  type ShareFlowState,
  type ShareLink,
  shareFlow,
  validateShareable,
} from '@esgkit/core';
import { Button, Group, Text } from '@mantine/core';
import { IconCheck, IconShare } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useT } from '../../app/locale.tsx';
import { queryKeys } from '../../app/query-keys.ts';
import { useServices } from '../../app/services.tsx';
import { runPai } from '../clients/chain-runs.ts';

/** Copies text to the clipboard; false when the browser refuses (no permission, no secure context). */
export const copyToClipboard = async (text: string): Promise<boolean> => {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
};

/**
 * The share flow of doc 1 §4 through core's `shareFlow` transition: without PAI, the info toast, PAI in the
 * background, then the completion toast whose "here" shares; with PAI, a link created and copied; the status
 * resets after 5 s. `onShared` receives each new link (the Share page shows it); `expiresInDays` is the new link's
 * lifetime (the engine's default when absent).
 */
export const ShareButton = ({
  client,
  portfolio,
  onShared,
  expiresInDays,
}: {
  client: Pick<Client, 'id'>;
  portfolio: Pick<Portfolio, 'id' | 'paiUpdatedAt'>;
  onShared?: (link: ShareLink) => void;
  expiresInDays?: number | undefined;
}) => {
  const t = useT();
  const services = useServices();
  const [state, setState] = useState<ShareFlowState>(initialShareFlow);
  const stateRef = useRef<ShareFlowState>(initialShareFlow);
  const timers = useRef<ReturnType<typeof setTimeout>[]>([]);
  const latest = useRef({ portfolio, onShared, expiresInDays });
  latest.current = { portfolio, onShared, expiresInDays };
  useEffect(() => () => timers.current.forEach(clearTimeout), []);

  // Async effects call back into the flow later: state lives in a ref, so a late event sees the current state.
  const dispatch = (event: ShareFlowEvent) => {
    const step = shareFlow(stateRef.current, event);
    stateRef.current = step.state;
    setState(step.state);
    for (const effect of step.effects) run(effect);
  };

  const run = (effect: ShareFlowEffect) => {
    switch (effect.type) {
      case 'createLink':
        void services.client
          .call('shares.create', {
            params: { clientId: client.id },
            body:
              latest.current.expiresInDays === undefined
                ? {}
                : { expiresInDays: latest.current.expiresInDays },
          })
          .then(async ({ data }) => {
            latest.current.onShared?.(data);
            const isCopied = await copyToClipboard(data.url);
            if (isCopied) services.alerts.trigger({ message: 'linkCopied', isSuccess: true });
            dispatch({ type: isCopied ? 'copied' : 'copyFailed' });
          })
          .catch((error: { code?: string }) => {
            services.alerts.trigger({ message: error.code ?? 'anErrorHasOccurred', isSuccess: false });
            dispatch({ type: 'failed' });
          });
        return;
      case 'calculatePai':
        // joins the background run when one is under way (one PAI run per portfolio)
        void runPai(services.client, latest.current.portfolio.id).then(async (outcome) => {
          await services.queryClient.invalidateQueries({ queryKey: queryKeys.route('clients.get') });
          dispatch({ type: outcome.status === 'completed' ? 'paiCompleted' : 'paiFailed' });
        });
        return;
      case 'showToast':
        services.alerts.trigger(
          effect.tone === 'info'
            ? { message: effect.messageKey, isSuccess: true, selfDismiss: false }
            : {
                message: effect.messageKey,
                isSuccess: true,
                selfDismiss: false,
                action: {
                  label: t('share.here'),
                  onClick: () => {
                    services.alerts.close();
                    dispatch({ type: 'share', isPaiCalculated: true });
                  },
                },
              },
        );
        return;
      case 'dismissToast':
        services.alerts.close();
        services.alerts.trigger({ message: 'anErrorHasOccurred', isSuccess: false });
        return;
      case 'scheduleReset':
        timers.current.push(setTimeout(() => dispatch({ type: 'reset' }), effect.afterMs));
        return;
    }
  };

  const share = () =>
    dispatch({ type: 'share', isPaiCalculated: validateShareable(latest.current.portfolio).length === 0 });

  return (
    <Group gap="xs">
      <Button
        leftSection={
          state.status === 2 ? (
            <IconCheck size={16} aria-hidden="true" />
          ) : (
            <IconShare size={16} aria-hidden="true" />
          )
        }
        loading={state.status === -1}
        onClick={share}
        data-testid="share-button"
        data-status={state.status}
      >
        {t('web.share.share')}
      </Button>
      {state.status === 1 ? (
        <Text size="sm" c="red" role="alert">
          {t('share.copyFailed')}
        </Text>
      ) : null}
    </Group>
  );
};
