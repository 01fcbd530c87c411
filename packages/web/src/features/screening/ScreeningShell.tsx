import type { ApiError, CallInput, CallOutput, RouteId } from '@esgkit/core';
import { Alert, Button, Card, Drawer, Grid, Group, Loader, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue, useMediaQuery } from '@mantine/hooks';
import { IconAdjustmentsHorizontal, IconSearch } from '@tabler/icons-react';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useLocale, useT } from '../../app/locale.tsx';
import { queryKeys } from '../../app/query-keys.ts';
import { useServices } from '../../app/services.tsx';
import { QueryError } from '../../shared/feedback/QueryError.tsx';
import { PageHeader } from '../../shared/layout/PageHeader.tsx';
import { Pager } from '../../shared/results/parts.tsx';
import { PHONE_QUERY } from './ResultsTable.tsx';
import { type ScreenView, viewFromParams, withView } from './url-state.ts';

type Call = (id: RouteId, input?: object) => Promise<unknown>;

/** A screening route's react-query options, keyed by its input and the language (the engine translates labels). */
const useScreeningOptions = () => {
  const { client } = useServices();
  const { locale } = useLocale();
  const call = client.call as unknown as Call;
  return <Id extends RouteId>(id: Id, input: Omit<CallInput<Id>, 'signal'> | null) => ({
    queryKey: queryKeys.screening(id, input, locale),
    queryFn: ({ signal }: { signal: AbortSignal }) =>
      call(id, { ...input, signal }) as Promise<CallOutput<Id>>,
    staleTime: 60_000,
  });
};

/** A screening route through react-query (useScreeningOptions). */
export const useScreeningQuery = <Id extends RouteId>(
  id: Id,
  input: Omit<CallInput<Id>, 'signal'> | null,
  options: { enabled?: boolean } = {},
) =>
  useQuery<CallOutput<Id>, ApiError>({
    ...useScreeningOptions()(id, input),
    // a new page or sort keeps the rows on screen until the next arrive
    placeholderData: keepPreviousData,
    enabled: options.enabled ?? true,
  });

/**
 * Starts a screening query now, so the request of a sort or page leaves at the click rather than after the page
 * has re-rendered for the new URL (docs/benchmarks.md "Screening (issue 26)"); the page's query then finds it.
 */
export const usePrefetchScreening = () => {
  const queryClient = useQueryClient();
  const options = useScreeningOptions();
  return <Id extends RouteId>(id: Id, input: Omit<CallInput<Id>, 'signal'>) =>
    void queryClient.prefetchQuery(options(id, input));
};

/** The screen's URL: paging, sort and find, and a setter that keeps the filters (`beforeChange` hears the next view). */
export const useScreenView = (beforeChange?: (next: ScreenView) => void) => {
  const [params, setParams] = useSearchParams();
  const view = viewFromParams(params);
  const setView = (next: Partial<ScreenView>) => {
    const changed = withView(params, next);
    beforeChange?.(viewFromParams(changed));
    setParams(changed);
  };
  /**
   * The same column again flips the order; another column starts ascending. A sort starts from page 1. `shown` is
   * the order the rows are in (the engine's default when the URL names none).
   */
  const sortBy = (key: string, shown: { orderBy?: string | undefined; order?: string | undefined } = view) =>
    setView({
      orderBy: key,
      order: shown.orderBy === key && shown.order !== 'desc' ? 'desc' : 'asc',
      page: 1,
    });
  return { params, setParams, view, setView, sortBy };
};

/**
 * A screening page: the filters beside the results on a wide screen, in a drawer on a phone (issue 26), the Run
 * button (disabled while a run loads, doc 1 §4) and `toolbar`: the slot for "Save as template" and "Export CSV"
 * (built by the templates and exports work of issue 26).
 */
export const ScreeningShell = ({
  title,
  description,
  filters,
  onRun,
  onClear,
  running,
  toolbar,
  children,
}: {
  title: string;
  description: string;
  filters: ReactNode;
  onRun: () => void;
  onClear: () => void;
  running: boolean;
  toolbar?: ReactNode;
  children: ReactNode;
}) => {
  const t = useT();
  const phone = useMediaQuery(PHONE_QUERY) ?? false;
  const [drawer, setDrawer] = useState(false);
  const actions = (
    <Group gap="sm" justify="flex-end">
      <Button variant="default" onClick={onClear} disabled={running}>
        {t('web.screening.clear')}
      </Button>
      <Button
        onClick={() => {
          setDrawer(false);
          onRun();
        }}
        loading={running}
        disabled={running}
        data-testid="run-screening"
      >
        {t('web.screening.run')}
      </Button>
    </Group>
  );
  const panel = (
    <Stack gap="md" data-testid="screening-filters">
      {filters}
      {actions}
    </Stack>
  );
  return (
    <>
      <PageHeader
        title={title}
        description={description}
        extra={
          <Group gap="sm" data-testid="screening-toolbar">
            {phone ? (
              <Button
                variant="default"
                leftSection={<IconAdjustmentsHorizontal size={16} aria-hidden="true" />}
                onClick={() => setDrawer(true)}
                data-testid="open-filters"
              >
                {t('web.screening.filters')}
              </Button>
            ) : null}
            {toolbar}
          </Group>
        }
      />
      {phone ? (
        <>
          <Drawer
            opened={drawer}
            onClose={() => setDrawer(false)}
            title={t('web.screening.filters')}
            position="bottom"
            size="90%"
          >
            {panel}
          </Drawer>
          {children}
        </>
      ) : (
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, md: 4, lg: 3 }}>
            <Card withBorder radius="md" p="md">
              {panel}
            </Card>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 8, lg: 9 }}>{children}</Grid.Col>
        </Grid>
      )}
    </>
  );
};

/** "Find" over the results: written to the URL after a pause in typing, starting from page 1. */
export const FindInput = ({ find, onFind }: { find: string; onFind: (find: string) => void }) => {
  const t = useT();
  const [text, setText] = useState(find);
  const [debounced] = useDebouncedValue(text, 300);
  useEffect(() => setText(find), [find]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a typed change is sent, not the URL's echo
  useEffect(() => {
    if (debounced.trim() !== find) onFind(debounced.trim());
  }, [debounced]);
  return (
    <TextInput
      aria-label={t('web.screening.find')}
      placeholder={t('web.screening.findPlaceholder')}
      leftSection={<IconSearch size={16} aria-hidden="true" />}
      value={text}
      onChange={(e) => setText(e.currentTarget.value)}
      w={{ base: '100%', sm: 280 }}
      data-testid="screening-find"
    />
  );
};

/**
 * The results area's states: not run yet, loading, failed, no rows (noResultsScreening, doc 2 §8), or the rows
 * with their count above and the pager below. `find` sits above the rows when the route supports it.
 */
export const ResultsArea = ({
  ran,
  query,
  total,
  paging,
  find,
  children,
}: {
  ran: boolean;
  query: { isLoading: boolean; isFetching: boolean; error: ApiError | null; refetch: () => unknown };
  total: number | undefined;
  paging?: { page: number; perPage: number; onPage: (page: number) => void };
  find?: ReactNode;
  children: ReactNode;
}) => {
  const t = useT();
  if (!ran)
    return (
      <Alert variant="light" color="gray" data-testid="screening-not-run">
        {t('web.screening.notRun')}
      </Alert>
    );
  if (query.error) return <QueryError error={query.error} onRetry={query.refetch} />;
  if (query.isLoading || total === undefined)
    return (
      <Group justify="center" py="xl" aria-busy="true">
        <Loader />
      </Group>
    );
  return (
    <Stack gap="sm" aria-busy={query.isFetching} data-testid="screening-results">
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Text fw={600} data-testid="screening-total">
          {t('web.screening.total', { count: total })}
        </Text>
        {find}
      </Group>
      {total === 0 ? (
        <Alert variant="light" color="yellow" data-testid="no-results">
          {t('messages.noResultsScreening')}
        </Alert>
      ) : (
        children
      )}
      {paging && total > 0 ? <Pager {...paging} total={total} size="sm" /> : null}
    </Stack>
  );
};
