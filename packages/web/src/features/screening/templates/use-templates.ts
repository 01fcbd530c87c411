import { type ScreeningQuery, type ScreeningTemplate, templateUploadOutcome } from '@esgkit/core';
import { useMutation } from '@tanstack/react-query';
import { useApiQuery } from '../../../app/api.ts';
import { queryKeys } from '../../../app/query-keys.ts';
import { useServices } from '../../../app/services.tsx';
import type { LeftOutRow } from './csv-rows.ts';

/** The kinds of template a screening page can save: country criteria have no place in a template's ScreeningQuery. */
export type TemplateKind = 'fund' | 'company';

/** What a CSV upload came to: core's outcome of the engine's answer, and for a warning the rows left out. */
export interface UploadReport {
  outcome: ReturnType<typeof templateUploadOutcome>;
  leftOut: LeftOutRow[];
}

/** The user's templates of one kind and the calls that change them (contract `templates.*`). */
export const useTemplates = (kind: TemplateKind) => {
  const { client, alerts, queryClient } = useServices();
  const list = useApiQuery('templates.list', undefined, { staleTime: 30_000 });
  const templates = (list.data?.data ?? []).filter((t) => t.kind === kind);
  const refresh = () => queryClient.invalidateQueries({ queryKey: queryKeys.route('templates.list') });

  const create = useMutation({
    mutationFn: (input: { name: string; filters: ScreeningQuery }) =>
      client.call('templates.create', { body: { ...input, kind, securities: [] } }),
    onSuccess: async () => {
      await refresh();
      alerts.trigger({ message: 'templateCreated', isSuccess: true });
    },
  });

  const update = useMutation({
    mutationFn: (input: { id: string; name: string; filters?: ScreeningQuery }) =>
      client.call('templates.update', {
        params: { templateId: input.id },
        body: { name: input.name, ...(input.filters ? { filters: input.filters } : {}) },
      }),
    onSuccess: async () => {
      await refresh();
      alerts.trigger({ message: 'templateUpdated', isSuccess: true });
    },
  });

  const remove = useMutation({
    mutationFn: (id: string) => client.call('templates.delete', { params: { templateId: id } }),
    onSuccess: async () => {
      await refresh();
      alerts.trigger({ message: 'templateDeleted', isSuccess: true });
    },
  });

  /**
   * A new template from a CSV (spec doc 1 §4): created empty, then the CSV uploaded into it. With result 1 or 2 the
   * engine deletes the just-created template; with 3 or 4 it keeps the securities of the template's kind, and the
   * rows it left out are read back from the saved template.
   */
  const upload = useMutation({
    mutationFn: async (input: { name: string; csv: string }): Promise<UploadReport> => {
      const created = await client.call('templates.create', {
        body: { name: input.name, kind, filters: null, securities: [] },
      });
      const templateId = created.data.id;
      try {
        const result = (
          await client.call('templates.uploadCsv', { params: { templateId }, body: { csv: input.csv } })
        ).data;
        const outcome = templateUploadOutcome(result, { templateJustCreated: true });
        if (outcome.status !== 'warning') return { outcome, leftOut: [] };
        const saved = (await client.call('templates.list')).data.find((t) => t.id === templateId);
        // the CSV reader (core's readCsvTable, 7 KB gzip) loads when an upload leaves rows out, not with the route
        const { leftOutRows } = await import('./csv-rows.ts');
        return { outcome, leftOut: leftOutRows(input.csv, saved?.securities ?? []) };
      } finally {
        await refresh();
      }
    },
  });

  return { list, templates, create, update, remove, upload };
};

/** How many criteria a template's filters set (an empty list or map sets none). */
export const criteriaCount = (template: ScreeningTemplate): number =>
  Object.values(template.filters ?? {}).filter((v) =>
    Array.isArray(v)
      ? v.length > 0
      : v !== null && typeof v === 'object'
        ? Object.keys(v).length > 0
        : v !== undefined,
  ).length;
