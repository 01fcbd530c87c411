import { ApiError, type CompanyInfo, checkBrandContrast, formatNumber, isHexColor } from '@esgkit/core';
import {
  Alert,
  Box,
  Button,
  Card,
  ColorInput,
  FileButton,
  Group,
  Image,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck, IconUpload } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { type ReactNode, useEffect, useState } from 'react';
import { useApiQuery } from '../../app/api.ts';
import { useLocale, useT } from '../../app/locale.tsx';
import { queryKeys } from '../../app/query-keys.ts';
import { useServices } from '../../app/services.tsx';
import { QueryError } from '../../shared/feedback/QueryError.tsx';
import { FormError } from '../../shared/forms/FormError.tsx';
import { translateIssue } from '../../shared/forms/issues.ts';
import { IMAGE_TYPES, useImageUpload, useStoredImage } from '../../shared/images/ImageAvatar.tsx';
import { PageHeader } from '../../shared/layout/PageHeader.tsx';

type TextField = Exclude<keyof CompanyInfo, 'id' | 'color' | 'logo'>;

/** The fields of doc 1 §3 Company info, by card, with the browser's autofill hint. */
const SECTIONS: Array<{ title: 'company' | 'address' | 'links'; fields: Array<[TextField, string?]> }> = [
  {
    title: 'company',
    fields: [
      ['legalName', 'organization'],
      ['email', 'email'],
      ['phone', 'tel'],
      ['website', 'url'],
    ],
  },
  {
    title: 'address',
    fields: [
      ['addressLine1', 'address-line1'],
      ['addressLine2', 'address-line2'],
      ['city', 'address-level2'],
      ['state', 'address-level1'],
      ['zipCode', 'postal-code'],
    ],
  },
  { title: 'links', fields: [['linkedinUrl'], ['facebookUrl'], ['instagramUrl'], ['twitterUrl']] },
];

const Section = ({ title, children }: { title: string; children: ReactNode }) => (
  <Card withBorder radius="md" p="lg">
    <Title order={2} fz="lg" mb="md">
      {title}
    </Title>
    <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
      {children}
    </SimpleGrid>
  </Card>
);

/** White text on the colour: its WCAG ratio, and the nearest shade that reaches 4.5:1 with a button to use it. */
const ContrastCheck = ({ color, onUse }: { color: string; onUse: (hex: string) => void }) => {
  const t = useT();
  const { locale } = useLocale();
  if (!isHexColor(color)) return null;
  const check = checkBrandContrast(color);
  const values = {
    color,
    ratio: formatNumber(check.ratio, locale, { decimals: 2 }),
    suggestion: check.suggestion,
  };
  return check.compliant ? (
    <Alert color="teal" icon={<IconCircleCheck size={18} />} data-testid="contrast-ok">
      {t('company.contrastOk', values)}
    </Alert>
  ) : (
    <Alert color="yellow" icon={<IconAlertTriangle size={18} />} data-testid="contrast-low">
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{t('company.contrastLow', values)}</Text>
        <Button size="xs" variant="white" color="dark" onClick={() => onUse(check.suggestion)}>
          <Box
            component="span"
            w={12}
            h={12}
            mr={6}
            style={{ background: check.suggestion, borderRadius: 2 }}
          />
          {t('company.useSuggestion', values)}
        </Button>
      </Stack>
    </Alert>
  );
};

/** The logo as clients see it on the report's cover band, with the upload button. */
const LogoCard = ({ info, color }: { info: CompanyInfo; color: string }) => {
  const t = useT();
  const { client, queryClient } = useServices();
  const src = useStoredImage(info.logo);
  const upload = useImageUpload(async (dataUrl) => {
    await client.call('company.setLogo', { body: { dataUrl } });
    await queryClient.invalidateQueries({ queryKey: queryKeys.route('company.get') });
  });
  return (
    <Card withBorder radius="md" p="lg">
      <Title order={2} fz="lg" mb="md">
        {t('company.preview')}
      </Title>
      <Box h={10} mb="md" style={{ background: color, borderRadius: 4 }} data-testid="brand-band" />
      <Group justify="space-between" align="center" wrap="wrap" gap="md">
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Text size="xs" fw={600} style={{ color }}>
            {t('report.preparedBy')}
          </Text>
          <Text fw={700} style={{ overflowWrap: 'anywhere' }} data-testid="preview-name">
            {info.legalName || '—'}
          </Text>
        </Stack>
        {src ? (
          <Image
            src={src}
            alt={t('company.fields.logo')}
            h={56}
            w="auto"
            maw={180}
            fit="contain"
            data-testid="logo"
          />
        ) : (
          <Text size="sm" c="dimmed">
            {t('company.noLogo')}
          </Text>
        )}
      </Group>
      <Text size="sm" c="dimmed" mt="md">
        {t('company.logoHint')}
      </Text>
      <FileButton onChange={(file) => file && upload.mutate(file)} accept={IMAGE_TYPES}>
        {(props) => (
          <Button
            {...props}
            mt="sm"
            variant="light"
            leftSection={<IconUpload size={16} />}
            loading={upload.isPending}
            data-testid="logo-upload"
          >
            {t('company.fields.logo')}
          </Button>
        )}
      </FileButton>
    </Card>
  );
};

/**
 * /platform/customization/company_info (doc 1 §2, §3 Company info): the advisor's company information, logo and
 * colour, which brand the PDF report, the shared client page and the mails sent for the advisor (issue 28).
 */
export const CompanyInfoPage = () => {
  const t = useT();
  const { locale } = useLocale();
  const services = useServices();
  const query = useApiQuery('company.get');
  const info = query.data?.data;
  const [draft, setDraft] = useState<CompanyInfo | null>(null);
  const [errors, setErrors] = useState<Partial<Record<keyof CompanyInfo, string>>>({});
  useEffect(() => {
    if (info) setDraft((current) => (current ? { ...current, logo: info.logo } : info));
  }, [info]);
  const save = useMutation({
    meta: { handlesErrors: true },
    mutationFn: (body: CompanyInfo) => services.client.call('company.save', { body }),
    onMutate: () => setErrors({}),
    onSuccess: async () => {
      services.alerts.trigger({ message: 'changesSaved', isSuccess: true });
      await services.queryClient.invalidateQueries({ queryKey: queryKeys.route('company.get') });
    },
    onError: (error) => {
      const issues = error instanceof ApiError ? error.issues.filter((i) => i.path[0] === 'body') : [];
      setErrors(
        Object.fromEntries(issues.map((issue) => [String(issue.path[1]), translateIssue(locale, issue)])),
      );
    },
  });
  if (!draft)
    return (
      <>
        <PageHeader title={t('nav.companyInfo')} />
        {query.error ? (
          <QueryError error={query.error} onRetry={query.refetch} />
        ) : (
          <Skeleton height={240} radius="md" />
        )}
      </>
    );
  const set = (field: keyof CompanyInfo, value: string) => setDraft({ ...draft, [field]: value });
  const hasServerFailure = save.error instanceof ApiError && save.error.issues.length === 0;
  return (
    <>
      <PageHeader title={t('nav.companyInfo')} description={t('web.soon.areas.companyInfo')} />
      <form
        noValidate
        data-testid="company-form"
        onSubmit={(event) => {
          event.preventDefault();
          save.mutate(draft);
        }}
      >
        <Stack gap="lg">
          {hasServerFailure ? <FormError error={save.error} /> : null}
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
            <LogoCard info={{ ...draft, logo: info?.logo ?? null }} color={draft.color} />
            <Card withBorder radius="md" p="lg">
              <Title order={2} fz="lg" mb="md">
                {t('company.fields.color')}
              </Title>
              <Stack gap="md">
                <ColorInput
                  label={t('company.fields.color')}
                  value={draft.color}
                  onChange={(value) => set('color', value.toUpperCase())}
                  format="hex"
                  withEyeDropper={false}
                  error={errors.color}
                  data-testid="brand-color"
                />
                <ContrastCheck color={draft.color} onUse={(hex) => set('color', hex)} />
              </Stack>
            </Card>
          </SimpleGrid>
          {SECTIONS.map((section) => (
            <Section key={section.title} title={t(`company.sections.${section.title}`)}>
              {section.fields.map(([field, autoComplete]) => (
                <TextInput
                  key={field}
                  label={t(`company.fields.${field}`)}
                  value={draft[field]}
                  onChange={(event) => set(field, event.currentTarget.value)}
                  autoComplete={autoComplete ?? 'off'}
                  type={
                    field === 'email'
                      ? 'email'
                      : field.endsWith('Url') || field === 'website'
                        ? 'url'
                        : 'text'
                  }
                  error={errors[field]}
                  data-testid={`company-${field}`}
                />
              ))}
            </Section>
          ))}
          <Group justify="flex-end">
            <Button type="submit" loading={save.isPending} data-testid="company-save">
              {t('company.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </>
  );
};
