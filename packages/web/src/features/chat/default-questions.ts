import type { ChatSettings } from '@esgkit/core';
import { useMutation } from '@tanstack/react-query';
import { useApiQuery } from '../../app/api.ts';
import { queryKeys } from '../../app/query-keys.ts';
import { useServices } from '../../app/services.tsx';

/**
 * Whether the suggested questions are shown, remembered per user by the engine (chat.settings; doc 1 §2 "default
 * questions that can be shown or hidden"). Undefined until known, so a user who hid them never sees them flash.
 */
export const useDefaultQuestionsShown = (): [boolean | undefined, (shown: boolean) => void] => {
  const services = useServices();
  const settings = useApiQuery('chat.settings', undefined, {
    staleTime: Number.POSITIVE_INFINITY,
    meta: { silent: true },
  });
  const save = useMutation({
    mutationFn: (body: ChatSettings) => services.client.call('chat.saveSettings', { body }),
    onMutate: (body) => {
      // the choice shows at once; the engine's answer confirms it
      services.queryClient.setQueryData(queryKeys.call('chat.settings', null), { data: body });
    },
  });
  // an unreadable choice shows them (the default)
  const shown = settings.isError ? true : settings.data?.data.showDefaultQuestions;
  return [shown, (next) => save.mutate({ showDefaultQuestions: next })];
};
