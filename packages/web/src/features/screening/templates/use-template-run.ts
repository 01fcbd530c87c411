import { ApiError, type ScreeningQuery } from '@esgkit/core';
import { useSearchParams } from 'react-router';
import { useApiQuery } from '../../../app/api.ts';
import { TEMPLATE_PARAM } from '../url-state.ts';
import type { TemplateKind } from './use-templates.ts';

/**
 * The screen of a CSV template the URL names (`template=<id>`, docs/decisions.md "CSV templates run by id"): the
 * criteria with the template's securities, read from the owner's templates (templates.list, the list the Templates
 * control shows), so the screen runs only once they are known. A template that is gone or not the user's answers
 * `notFound` rather than screening everything.
 */
export const useTemplateRun = (kind: TemplateKind, applied: ScreeningQuery) => {
  const [params] = useSearchParams();
  const id = params.get(TEMPLATE_PARAM);
  const list = useApiQuery('templates.list', undefined, { staleTime: 30_000, enabled: id !== null });
  if (id === null) return { query: applied, ready: true, error: null, template: null };
  const template = list.data?.data.find((x) => x.id === id && x.kind === kind) ?? null;
  if (template === null)
    return {
      query: applied,
      ready: false,
      error: list.error ?? (list.isSuccess ? new ApiError('notFound', 404) : null),
      template,
    };
  return { query: { ...applied, securities: template.securities }, ready: true, error: null, template };
};
