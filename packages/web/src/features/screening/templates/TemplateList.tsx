import type { ScreeningQuery, ScreeningTemplate } from '@esgkit/core';
import { validateScreeningTemplate } from '@esgkit/core';
import { Button, Checkbox, Group, Paper, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useLocale, useT } from '../../../app/locale.tsx';
import { fieldErrors } from '../../../shared/forms/issues.ts';
import { criteriaCount, type useTemplates } from './use-templates.ts';

type Templates = ReturnType<typeof useTemplates>;

/**
 * One saved template: Run (its filters into the URL), Edit (its name and, if asked, the filters now in the panel)
 * and Delete after a confirmation. A CSV template runs by its id (the URL cannot hold its securities).
 */
const TemplateItem = ({
  template,
  templates,
  criteria,
  editing,
  onEditing,
  onRun,
}: {
  template: ScreeningTemplate;
  templates: Templates;
  criteria: ScreeningQuery;
  editing: boolean;
  onEditing: (editing: boolean) => void;
  onRun: (template: ScreeningTemplate) => void;
}) => {
  const t = useT();
  const { locale } = useLocale();
  const [name, setName] = useState(template.name);
  const [withFilters, setWithFilters] = useState(template.filters !== null);
  const [confirming, setConfirming] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const csv = template.filters === null;
  const save = () => {
    const filters = withFilters ? criteria : template.filters;
    const issues = validateScreeningTemplate({ name, filters, securities: template.securities });
    setErrors(fieldErrors(locale, issues));
    if (issues.length > 0) return;
    templates.update.mutate(
      { id: template.id, name: name.trim(), ...(withFilters ? { filters: criteria } : {}) },
      { onSuccess: () => onEditing(false) },
    );
  };
  if (editing)
    return (
      <Paper withBorder p="sm" data-testid="template-item" data-name={template.name}>
        <Stack gap="xs">
          <TextInput
            label={t('web.screening.templates.name')}
            value={name}
            onChange={(e) => setName(e.currentTarget.value)}
            error={errors.name}
            data-testid="edit-template-name"
          />
          <Checkbox
            label={t('web.screening.templates.editFilters')}
            checked={withFilters}
            onChange={(e) => setWithFilters(e.currentTarget.checked)}
            error={errors.filters}
          />
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={() => onEditing(false)}>
              {t('common.cancel')}
            </Button>
            <Button onClick={save} loading={templates.update.isPending} data-testid="save-template-edit">
              {t('common.save')}
            </Button>
          </Group>
        </Stack>
      </Paper>
    );
  return (
    <Paper withBorder p="sm" data-testid="template-item" data-name={template.name}>
      <Group justify="space-between" gap="xs" wrap="wrap">
        <Stack gap={0} style={{ minWidth: 0 }}>
          <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
            {template.name}
          </Text>
          <Text size="sm" c="dimmed">
            {csv
              ? t('web.screening.templates.securityCount', { count: template.securities.length })
              : t('web.screening.templates.filterCount', { count: criteriaCount(template) })}
          </Text>
        </Stack>
        {confirming ? (
          <Group gap="xs">
            <Text size="sm">{t('web.screening.templates.confirmDelete', { name: template.name })}</Text>
            <Button variant="default" size="xs" onClick={() => setConfirming(false)}>
              {t('common.cancel')}
            </Button>
            <Button
              color="red"
              size="xs"
              loading={templates.remove.isPending}
              onClick={() => templates.remove.mutate(template.id)}
              data-testid="confirm-delete-template"
            >
              {t('common.delete')}
            </Button>
          </Group>
        ) : (
          <Group gap="xs">
            <Button size="xs" onClick={() => onRun(template)} data-testid="run-template">
              {t('web.screening.templates.run')}
            </Button>
            <Button size="xs" variant="default" onClick={() => onEditing(true)} data-testid="edit-template">
              {t('common.edit')}
            </Button>
            <Button
              size="xs"
              variant="default"
              color="red"
              onClick={() => setConfirming(true)}
              data-testid="delete-template"
            >
              {t('common.delete')}
            </Button>
          </Group>
        )}
      </Group>
    </Paper>
  );
};

/** The user's templates of the page's kind; at most one is open for editing (doc 1 §5, one at a time). */
export const TemplateList = ({
  templates,
  criteria,
  editingId,
  onEditingId,
  onRun,
}: {
  templates: Templates;
  criteria: ScreeningQuery;
  editingId: string | null;
  onEditingId: (id: string | null) => void;
  onRun: (template: ScreeningTemplate) => void;
}) => {
  const t = useT();
  if (templates.list.isLoading) return <Text c="dimmed">{t('common.loading')}</Text>;
  if (templates.templates.length === 0)
    return (
      <Text c="dimmed" data-testid="no-templates">
        {t('messages.emptyTemplateList')}
      </Text>
    );
  return (
    <Stack gap="xs" data-testid="template-list">
      {templates.templates.map((template) => (
        <TemplateItem
          key={template.id}
          template={template}
          templates={templates}
          criteria={criteria}
          editing={editingId === template.id}
          onEditing={(on) => onEditingId(on ? template.id : null)}
          onRun={onRun}
        />
      ))}
    </Stack>
  );
};
