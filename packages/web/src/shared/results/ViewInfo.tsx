import { type LibraryRef, libraryAnchor, methodAnchor } from '@esgkit/core';
import { ActionIcon, Anchor, Group } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useT } from '../../app/locale.tsx';
import { paths } from '../../app/paths.ts';
import { viewMethodIds } from './view-methods.ts';
import type { ResultViewPath } from './view-paths.ts';

/** Each result view's Library entry (issue 30: deep links from every view's info icon). */
export const viewLibraryRefs: Record<ResultViewPath | 'financial', LibraryRef> = {
  'performance/sustainable/summary': { kind: 'glossary', id: 'esg' },
  'performance/sustainable/esg': { kind: 'glossary', id: 'esg' },
  'performance/sustainable/product': { kind: 'glossary', id: 'sdg' },
  'performance/sustainable/impact/summary': { kind: 'guide', id: 'totals_below_parts' },
  'performance/sustainable/impact/detail': { kind: 'guide', id: 'what_coverage_means' },
  'performance/sustainable/controversy/summary': { kind: 'band', id: 'traffic_light' },
  'performance/sustainable/controversy/detail': { kind: 'glossary', id: 'controversy' },
  'performance/sustainable/sFDRPAI/summary': { kind: 'guide', id: 'read_pai_statement' },
  'performance/sustainable/sFDRPAI/detail': { kind: 'glossary', id: 'pai' },
  'performance/sustainable/eu-taxonomy': { kind: 'glossary', id: 'eu_taxonomy' },
  'performance/financial': { kind: 'glossary', id: 'benchmark' },
  financial: { kind: 'glossary', id: 'benchmark' },
  'portfolio/summary': { kind: 'glossary', id: 'weight' },
  'portfolio/holdings': { kind: 'glossary', id: 'look_through' },
  'portfolio/assets': { kind: 'glossary', id: 'weight' },
  'portfolio/country': { kind: 'glossary', id: 'sovereign' },
  'portfolio/currency': { kind: 'glossary', id: 'weight' },
  'portfolio/sector': { kind: 'glossary', id: 'weight' },
  'portfolio/sdgs': { kind: 'glossary', id: 'sdg' },
};

/**
 * The info icon of a result view: opens the view's entry in the Library (always available, doc 1 §6); beside it,
 * where the view has a methodology entry, "How it is computed" opens that method's section (issue 30).
 */
export const ViewInfo = ({ view }: { view: ResultViewPath | 'financial' }) => {
  const t = useT();
  const methodId = viewMethodIds[view];
  return (
    <Group justify="flex-end" gap="xs" mb={-8}>
      {methodId ? (
        <Anchor
          component={Link}
          to={`${paths.methodologies}#${methodAnchor(methodId)}`}
          size="xs"
          data-testid="view-method"
        >
          {t('web.library.howComputed')}
        </Anchor>
      ) : null}
      <ActionIcon
        component={Link}
        to={`${paths.library}#${libraryAnchor(viewLibraryRefs[view])}`}
        variant="subtle"
        aria-label={t('web.library.info')}
        title={t('web.library.info')}
        data-testid="view-info"
      >
        <IconInfoCircle size={18} aria-hidden="true" />
      </ActionIcon>
    </Group>
  );
};
