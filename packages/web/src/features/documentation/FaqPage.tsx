import { Accordion, Stack } from '@mantine/core';
import { useT } from '../../app/locale.tsx';
import { PageHeader } from '../../shared/layout/PageHeader.tsx';

/** The questions a new user asks, in the order they meet them (issue 30, from part 3's list). */
const faqItems = ['demo', 'plans', 'lookup', 'report', 'share', 'methods', 'languages', 'selfHost'] as const;

/** /platform/documentation/faq: the help menu's FAQ (doc 1 §2), open on every plan; /legal#faq links here. */
export const FaqPage = () => {
  const t = useT();
  return (
    <Stack gap="lg">
      <PageHeader title={t('web.faq.title')} />
      <Accordion multiple defaultValue={[...faqItems]} variant="separated">
        {faqItems.map((item) => (
          <Accordion.Item key={item} value={item}>
            <Accordion.Control>{t(`web.faq.items.${item}.q`)}</Accordion.Control>
            <Accordion.Panel>{t(`web.faq.items.${item}.a`)}</Accordion.Panel>
          </Accordion.Item>
        ))}
      </Accordion>
    </Stack>
  );
};
