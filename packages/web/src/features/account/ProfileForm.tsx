import {
  AnnualIncomeBand,
  ApiError,
  InitialInvestmentBand,
  InvestingPurpose,
  type Issue,
  type Locale,
  MonthlyInvestmentBand,
  SocialNetwork,
  type UserProfile,
  type UserProfileUpdate,
  validateProfileUpdate,
} from '@esgkit/core';
import {
  Alert,
  Button,
  Card,
  Group,
  MultiSelect,
  Select,
  SimpleGrid,
  Stack,
  TextInput,
  Title,
} from '@mantine/core';
import { IconMailForward } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Controller, type FieldErrors, type Resolver, useForm } from 'react-hook-form';
import { localeNames, locales, useLocale, useT } from '../../app/locale.tsx';
import { queryKeys } from '../../app/query-keys.ts';
import { useServices } from '../../app/services.tsx';
import { FormError } from '../../shared/forms/FormError.tsx';
import { translateIssue } from '../../shared/forms/issues.ts';

/** The form: every editable field as typed (strings; '' is "not set"), social addresses by network. */
type ProfileValues = {
  [K in
    | 'firstName'
    | 'lastName'
    | 'email'
    | 'dob'
    | 'cellPhone'
    | 'address'
    | 'address2'
    | 'city'
    | 'state'
    | 'zip'
    | 'country'
    | 'region'
    | 'vat'
    | 'legalName'
    | 'website'
    | 'investingPurpose'
    | 'annualIncome'
    | 'initialInvestment'
    | 'monthlyInvestment']: string;
} & { userLanguage: string[]; socialUrls: Record<SocialNetwork, string> };

const valuesOf = (p: UserProfile): ProfileValues => ({
  firstName: p.firstName,
  lastName: p.lastName,
  email: p.email,
  dob: p.dob ?? '',
  cellPhone: p.cellPhone ?? '',
  address: p.address ?? '',
  address2: p.address2 ?? '',
  city: p.city ?? '',
  state: p.state ?? '',
  zip: p.zip ?? '',
  country: p.country ?? '',
  region: p.region ?? '',
  vat: p.vat ?? '',
  legalName: p.legalName ?? '',
  website: p.website ?? '',
  investingPurpose: p.investingPurpose ?? '',
  annualIncome: p.annualIncome ?? '',
  initialInvestment: p.initialInvestment ?? '',
  monthlyInvestment: p.monthlyInvestment ?? '',
  userLanguage: [...p.userLanguage],
  socialUrls: Object.fromEntries(SocialNetwork.options.map((n) => [n, p.socialUrls?.[n] ?? ''])) as Record<
    SocialNetwork,
    string
  >,
});

/** The update profile.update takes: the e-mail only when it changed (a change mails a code), a band only when set. */
const updateOf = (v: ProfileValues, current: UserProfile): UserProfileUpdate => {
  const { email, investingPurpose, annualIncome, initialInvestment, monthlyInvestment, ...rest } = v;
  const chosen = { investingPurpose, annualIncome, initialInvestment, monthlyInvestment };
  return {
    ...rest,
    ...(Object.fromEntries(Object.entries(chosen).filter(([, value]) => value !== '')) as UserProfileUpdate),
    ...(email.trim().toLowerCase() === current.email ? {} : { email: email.trim() }),
  } as UserProfileUpdate;
};

/** Issues as react-hook-form's nested errors (`socialUrls.linkedin`), the first per field, translated. */
const errorsOf = (locale: Locale, issues: readonly Issue[]): FieldErrors<ProfileValues> => {
  const errors: Record<string, unknown> = {};
  for (const issue of issues) {
    const path = issue.path.map(String);
    let node = errors;
    for (const part of path.slice(0, -1)) {
      node[part] ??= {};
      node = node[part] as Record<string, unknown>;
    }
    const last = path.at(-1) ?? '';
    node[last] ??= { type: issue.code, message: translateIssue(locale, issue) };
  }
  return errors as FieldErrors<ProfileValues>;
};

/** Every two-letter region Intl can name, by its name in the user's language (the country field). */
const countryOptions = (locale: Locale) => {
  const names = new Intl.DisplayNames([locale], { type: 'region', fallback: 'none' });
  const letters = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
  const options: Array<{ value: string; label: string }> = [];
  for (const a of letters)
    for (const b of letters) {
      const code = `${a}${b}`;
      const label = /^(EU|EZ|UN|Q[M-Z]|X[A-Z]|ZZ)$/.test(code) ? undefined : names.of(code);
      if (label && label !== code) options.push({ value: code, label });
    }
  return options.sort((x, y) => x.label.localeCompare(y.label, locale));
};

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

/** Account info's editable fields (spec doc 1 §3 User profile), checked as the server checks them. */
export const ProfileForm = ({ profile }: { profile: UserProfile }) => {
  const t = useT();
  const { locale } = useLocale();
  const services = useServices();
  const resolver: Resolver<ProfileValues> = (values) => {
    const issues = validateProfileUpdate(updateOf(values, profile)).filter((i) => i.severity === 'error');
    return issues.length === 0 ? { values, errors: {} } : { values: {}, errors: errorsOf(locale, issues) };
  };
  const form = useForm<ProfileValues>({ values: valuesOf(profile), resolver });
  const save = useMutation({
    meta: { handlesErrors: true },
    mutationFn: (values: ProfileValues) =>
      services.client.call('profile.update', { body: updateOf(values, profile) }),
    onSuccess: async () => {
      services.alerts.trigger({ message: 'changesSaved', isSuccess: true });
      await services.queryClient.invalidateQueries({ queryKey: queryKeys.route('profile.get') });
    },
    onError: (error) => {
      // the server's issues (body.<field>) go beside their fields, as the browser's own check would put them
      const issues = error instanceof ApiError ? error.issues.filter((i) => i.path[0] === 'body') : [];
      for (const issue of issues)
        form.setError(issue.path.slice(1).join('.') as keyof ProfileValues, {
          type: issue.code,
          message: translateIssue(locale, issue),
        });
    },
  });
  const errors = form.formState.errors;
  const text = (
    name: Exclude<keyof ProfileValues, 'userLanguage' | 'socialUrls'>,
    label: string,
    extra: Record<string, unknown> = {},
  ) => <TextInput label={label} {...extra} {...form.register(name)} error={errors[name]?.message} />;
  const choice = (
    name: 'investingPurpose' | 'annualIncome' | 'initialInvestment' | 'monthlyInvestment',
    label: string,
    data: Array<{ value: string; label: string }>,
  ) => (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <Select
          label={label}
          data={data}
          value={field.value || null}
          onChange={(value) => field.onChange(value ?? '')}
          placeholder={t('web.account.notSet')}
          error={errors[name]?.message}
          allowDeselect={false}
        />
      )}
    />
  );
  const bands = (values: readonly string[]) =>
    values.map((value) => ({
      value,
      label: t(`web.account.bands.${value}` as 'web.account.bands.under_50'),
    }));
  const hasServerFailure = save.error instanceof ApiError && save.error.issues.length === 0;
  return (
    <form onSubmit={form.handleSubmit((values) => save.mutate(values))} noValidate data-testid="profile-form">
      <Stack gap="lg">
        {hasServerFailure ? <FormError error={save.error} /> : null}
        {profile.pendingEmail ? (
          <Alert color="blue" icon={<IconMailForward size={18} />} data-testid="pending-email">
            {t('web.account.pendingEmail', { email: profile.pendingEmail, current: profile.email })}
          </Alert>
        ) : null}
        <Section title={t('web.account.personal')}>
          {text('firstName', t('web.auth.firstName'), { required: true, autoComplete: 'given-name' })}
          {text('lastName', t('web.auth.lastName'), { required: true, autoComplete: 'family-name' })}
          {text('email', t('web.auth.email'), {
            type: 'email',
            required: true,
            autoComplete: 'email',
            description: t('web.account.emailHint'),
          })}
          {text('dob', t('web.account.dob'), {
            placeholder: t('fields.datePlaceholder'),
            autoComplete: 'bday',
          })}
          {text('cellPhone', t('web.account.cellPhone'), { type: 'tel', autoComplete: 'tel' })}
          <Controller
            control={form.control}
            name="userLanguage"
            render={({ field }) => (
              <MultiSelect
                label={t('web.account.languages')}
                data={locales.map((l) => ({ value: l, label: localeNames[l] }))}
                value={field.value}
                onChange={field.onChange}
                error={errors.userLanguage?.message}
                required
              />
            )}
          />
        </Section>
        <Section title={t('web.account.addressTitle')}>
          {text('address', t('web.account.address'), { autoComplete: 'address-line1' })}
          {text('address2', t('web.account.address2'), { autoComplete: 'address-line2' })}
          {text('city', t('web.account.city'), { autoComplete: 'address-level2' })}
          {text('state', t('web.account.state'), { autoComplete: 'address-level1' })}
          {text('zip', t('web.account.zip'), { autoComplete: 'postal-code' })}
          <Controller
            control={form.control}
            name="country"
            render={({ field }) => (
              <Select
                label={t('web.account.country')}
                data={countryOptions(locale)}
                value={field.value || null}
                onChange={(value) => field.onChange(value ?? '')}
                placeholder={t('web.account.notSet')}
                searchable
                clearable
                error={errors.country?.message}
              />
            )}
          />
          {text('region', t('web.account.region'))}
        </Section>
        <Section title={t('web.account.businessTitle')}>
          {text('legalName', t('web.account.legalName'), { autoComplete: 'organization' })}
          {text('vat', t('web.account.vat'))}
          {text('website', t('web.account.website'), { type: 'url', autoComplete: 'url' })}
          {SocialNetwork.options.map((network) => (
            <TextInput
              key={network}
              type="url"
              label={t(`web.account.social.${network}`)}
              {...form.register(`socialUrls.${network}`)}
              error={errors.socialUrls?.[network]?.message}
            />
          ))}
        </Section>
        <Section title={t('web.account.investingTitle')}>
          {choice(
            'investingPurpose',
            t('web.account.investingPurpose'),
            InvestingPurpose.options.map((value) => ({ value, label: t(`web.account.purposes.${value}`) })),
          )}
          {choice('annualIncome', t('web.account.annualIncome'), bands(AnnualIncomeBand.options))}
          {choice(
            'initialInvestment',
            t('web.account.initialInvestment'),
            bands(InitialInvestmentBand.options),
          )}
          {choice(
            'monthlyInvestment',
            t('web.account.monthlyInvestment'),
            bands(MonthlyInvestmentBand.options),
          )}
        </Section>
        <Group justify="flex-end">
          <Button type="submit" loading={save.isPending}>
            {t('web.account.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
};
