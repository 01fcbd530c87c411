import { Anchor, Container, List, Stack, Text, Title } from '@mantine/core';
import { useEffect } from 'react';
import { Link, useLocation } from 'react-router';
import { useT } from '../../app/locale.tsx';
import { paths } from '../../app/paths.ts';
import { SUPPORT_EMAIL } from '../../app/site.ts';

const termsItems = ['software', 'data', 'advice', 'accounts'] as const;
const privacyItems = ['stored', 'purpose', 'cookies', 'rights'] as const;

/** /legal: terms of use and privacy, each with an anchor the footers link to; #faq points to the documentation's FAQ. */
export const LegalPage = () => {
  const t = useT();
  const { hash } = useLocation();
  useEffect(() => {
    if (hash) document.getElementById(hash.slice(1))?.scrollIntoView();
  }, [hash]);
  return (
    <Container size={760} py={{ base: 'lg', sm: 48 }} px="md">
      <Stack gap="xl">
        <Title order={1}>{t('nav.legal')}</Title>
        <section id="terms" aria-labelledby="terms-title">
          <Title order={2} fz="h3" id="terms-title" mb="sm">
            {t('web.footer.terms')}
          </Title>
          <List spacing="sm">
            {termsItems.map((item) => (
              <List.Item key={item}>{t(`web.legal.terms.${item}`)}</List.Item>
            ))}
          </List>
        </section>
        <section id="privacy" aria-labelledby="privacy-title">
          <Title order={2} fz="h3" id="privacy-title" mb="sm">
            {t('web.footer.privacy')}
          </Title>
          <List spacing="sm">
            {privacyItems.map((item) => (
              <List.Item key={item}>{t(`web.legal.privacy.${item}`)}</List.Item>
            ))}
          </List>
          <Text mt="sm">{t('web.legal.contact', { email: SUPPORT_EMAIL })}</Text>
        </section>
        <section id="faq" aria-labelledby="faq-title">
          <Title order={2} fz="h3" id="faq-title" mb="sm">
            {t('helpMenu.faq')}
          </Title>
          <Text>
            {t('web.legal.faqMoved')}{' '}
            <Anchor component={Link} to={paths.faq}>
              {t('web.faq.title')}
            </Anchor>
          </Text>
        </section>
      </Stack>
    </Container>
  );
};
