import type { Locale } from '@esgkit/core';
import { Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useLocale, useT } from '../../app/locale.tsx';
import { PageHeader } from '../../shared/layout/PageHeader.tsx';
import { captionLanguages, captionsUrl, videoClipIds, videoUrl } from './video-clips.ts';

/**
 * /platform/documentation/videos (doc 1 §1, issue 30): the walkthrough clips with captions in both languages, the
 * user's language shown by default. Open on every plan, Starter included (doc 1 §6).
 */
export const VideosPage = () => {
  const t = useT();
  const { locale } = useLocale();
  // the user's language first: the browser shows the `default` track
  const others = (Object.keys(captionLanguages) as Locale[]).filter((other) => other !== locale);
  const tracks: Locale[] = [locale, ...others];
  return (
    <Stack gap="lg">
      <PageHeader title={t('nav.videos')} description={t('web.videos.intro')} />
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        {videoClipIds.map((id) => (
          <Card key={id} withBorder padding="md" component="section" aria-labelledby={`video-${id}`}>
            <Stack gap="xs">
              <Title order={2} fz="h4" id={`video-${id}`}>
                {t(`web.videos.clips.${id}.title`)}
              </Title>
              <Text size="sm" c="dimmed">
                {t(`web.videos.clips.${id}.description`)}
              </Text>
              {/* biome-ignore lint/a11y/useMediaCaption: the tracks below are the captions */}
              <video
                controls
                preload="metadata"
                src={videoUrl(id)}
                data-testid={`video-${id}`}
                style={{ width: '100%', borderRadius: 4, background: '#000' }}
              >
                {tracks.map((language) => (
                  <track
                    key={language}
                    kind="captions"
                    src={captionsUrl(id, language)}
                    srcLang={captionLanguages[language].srclang}
                    label={captionLanguages[language].label}
                    default={language === locale}
                  />
                ))}
                {t('web.videos.unsupported')}
              </video>
            </Stack>
          </Card>
        ))}
      </SimpleGrid>
    </Stack>
  );
};
