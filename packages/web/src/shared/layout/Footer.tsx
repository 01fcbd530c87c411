import { validateEmail } from '@esgkit/core';
import {
  Anchor,
  Button,
  Container,
  Divider,
  Group,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconBrandGithub, IconBrandLinkedin, IconBrandX } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { useLocale, useT } from '../../app/locale.tsx';
import { paths } from '../../app/paths.ts';
import { mailto, SOURCE_URL, SUPPORT_EMAIL } from '../../app/site.ts';
import { translateIssue } from '../forms/issues.ts';

const social = [
  { label: 'LinkedIn', href: 'https://www.linkedin.com/company/esgkit', Icon: IconBrandLinkedin },
  { label: 'X', href: 'https://x.com/esgkit', Icon: IconBrandX },
  { label: 'GitHub', href: SOURCE_URL, Icon: IconBrandGithub },
];

const year = () => new Date().getFullYear();

/** The legal line both footers end with. */
const LegalLinks = () => {
  const t = useT();
  return (
    <Group gap="md" wrap="wrap">
      <Anchor component={Link} to="/legal#terms" size="sm" c="dimmed">
        {t('web.footer.terms')}
      </Anchor>
      <Anchor component={Link} to="/legal#privacy" size="sm" c="dimmed">
        {t('web.footer.privacy')}
      </Anchor>
      <Anchor href={mailto(t('helpMenu.contactSupport'))} size="sm" c="dimmed">
        {t('helpMenu.contactSupport')}
      </Anchor>
    </Group>
  );
};

/**
 * The newsletter form. The platform keeps no mailing list of its own: a valid address opens the user's mail app
 * with the request to the support address (docs/decisions.md).
 */
const NewsletterForm = () => {
  const t = useT();
  const { locale } = useLocale();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const issue = validateEmail(email)[0];
    setError(issue ? translateIssue(locale, issue) : null);
    if (issue) return;
    window.location.href = mailto(t('web.footer.newsletterSubject'), email.trim());
    setSent(true);
  };
  return (
    <form onSubmit={submit} noValidate aria-labelledby="newsletter-title">
      <Stack gap="xs">
        <Title order={2} fz="sm" id="newsletter-title">
          {t('web.footer.newsletterTitle')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('web.footer.newsletterBody')}
        </Text>
        <Group gap="xs" align="flex-start" wrap="nowrap">
          <TextInput
            type="email"
            aria-label={t('web.footer.newsletterEmail')}
            placeholder={t('web.auth.emailPlaceholder')}
            value={email}
            onChange={(e) => setEmail(e.currentTarget.value)}
            error={error}
            style={{ flex: 1, minWidth: 0 }}
          />
          <Button type="submit">{t('web.footer.subscribe')}</Button>
        </Group>
        {sent ? (
          <Text size="sm" role="status">
            {t('web.footer.newsletterSent')}
          </Text>
        ) : null}
      </Stack>
    </form>
  );
};

/** The public footer: site links, support, social links, the newsletter form, terms and privacy (doc 1 §2). */
export const Footer = () => {
  const t = useT();
  return (
    <footer className="esg-footer">
      <Container size="lg" py="xl">
        <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="xl">
          <Stack gap={6}>
            <Title order={2} fz="sm">
              {t('web.footer.product')}
            </Title>
            <Anchor component={Link} to="/login" size="sm">
              {t('nav.login')}
            </Anchor>
            <Anchor component={Link} to="/signup" size="sm">
              {t('nav.signUp')}
            </Anchor>
            <Anchor component={Link} to="/shareindicator" size="sm">
              {t('web.shareIndicator.title')}
            </Anchor>
            <Anchor component={Link} to="/legal" size="sm">
              {t('nav.legal')}
            </Anchor>
          </Stack>
          <Stack gap={6}>
            <Title order={2} fz="sm">
              {t('web.footer.support')}
            </Title>
            <Anchor href={mailto(t('helpMenu.contactSupport'))} size="sm">
              {SUPPORT_EMAIL}
            </Anchor>
            <Anchor component={Link} to={paths.faq} size="sm">
              {t('helpMenu.faq')}
            </Anchor>
            <Anchor href={SOURCE_URL} size="sm" target="_blank" rel="noreferrer">
              {t('web.footer.sourceCode')}
            </Anchor>
          </Stack>
          <Stack gap={6}>
            <Title order={2} fz="sm">
              {t('web.footer.followUs')}
            </Title>
            <Group gap="xs">
              {social.map(({ label, href, Icon }) => (
                <Anchor
                  key={label}
                  href={href}
                  target="_blank"
                  rel="noreferrer"
                  aria-label={label}
                  c="dark.4"
                >
                  <Icon size={22} aria-hidden="true" />
                </Anchor>
              ))}
            </Group>
          </Stack>
          <NewsletterForm />
        </SimpleGrid>
        <Divider my="lg" />
        <Group justify="space-between" gap="sm" wrap="wrap">
          <Text size="sm" c="dimmed">
            {t('web.footer.rights', { year: year() })}
          </Text>
          <LegalLinks />
        </Group>
      </Container>
    </footer>
  );
};

/** The compact footer of the signed-in area (doc 1 §2: "compact when logged in"). */
export const CompactFooter = () => {
  const t = useT();
  return (
    <footer className="esg-footer esg-footer-compact">
      <Group justify="space-between" gap="xs" wrap="wrap" px="md" py="xs">
        <Text size="xs" c="dimmed">
          {t('web.footer.rights', { year: year() })}
        </Text>
        <LegalLinks />
      </Group>
    </footer>
  );
};
