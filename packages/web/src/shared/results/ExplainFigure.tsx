import { Loader, Modal, UnstyledButton } from '@mantine/core';
import { IconMathFunction } from '@tabler/icons-react';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { useT } from '../../app/locale.tsx';

// Part 12: the trace, KaTeX and the terms CSV load with the first dialog opened, never with the shell (bench/web).
const ExplainBody = lazy(() => import('./ExplainBody.tsx').then((m) => ({ default: m.ExplainBody })));

/**
 * "How is this computed?" beside a figure of a result view (issue 31): a small control that opens the figure's
 * derivation (engine `explain.figure`) in a dialog — Mantine's Modal, as the app's other dialogs: labelled by its
 * title, focus kept inside, Esc closes. `figure` is the explain grammar's name (`pai:t1_2`, `risk:sharpe:y3` …).
 */
export const ExplainFigure = ({ figure, label }: { figure: string; label: string }) => {
  const t = useT();
  const [isOpen, setOpen] = useState(false);
  return (
    <>
      <UnstyledButton
        onClick={() => setOpen(true)}
        aria-label={t('web.explain.openFor', { figure: label })}
        title={t('web.explain.open')}
        data-testid={`explain-${figure}`}
        style={{
          display: 'inline-flex',
          verticalAlign: 'middle',
          marginInlineStart: 4,
          color: 'var(--mantine-color-dimmed)',
        }}
      >
        <IconMathFunction size={16} aria-hidden="true" />
      </UnstyledButton>
      <Modal
        opened={isOpen}
        onClose={() => setOpen(false)}
        title={t('web.explain.title')}
        size="xl"
        data-testid="explain-dialog"
      >
        <Suspense fallback={<Loader size="sm" aria-label={t('common.loading')} />}>
          <ExplainBody figure={figure} />
        </Suspense>
      </Modal>
    </>
  );
};

/** A figure as a view prints it, with "How is this computed?" beside it; no control where there is no figure. */
export const Explained = ({
  children,
  figure,
  label,
  hasValue = true,
}: {
  children: ReactNode;
  figure: string;
  label: string;
  hasValue?: boolean;
}) => (
  <>
    {children}
    {hasValue ? <ExplainFigure figure={figure} label={label} /> : null}
  </>
);
