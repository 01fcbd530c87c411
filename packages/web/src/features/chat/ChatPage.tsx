import type { ChatQuestion } from '@esgkit/core';
import { Box, Button, Card, Group, Paper, Skeleton, Stack, Text, Textarea, Title } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useApiQuery, useProfile } from '../../app/api.ts';
import { useT } from '../../app/locale.tsx';
import { useServices } from '../../app/services.tsx';
import { QueryError } from '../../shared/feedback/QueryError.tsx';
import { PageHeader } from '../../shared/layout/PageHeader.tsx';
import { AnswerView } from './AnswerView.tsx';
import {
  type ChatLine,
  failedLine,
  lineFromAnswer,
  lineFromHistory,
  pendingLine,
  questionLine,
  questionWithSuggestion,
} from './chat-model.ts';
import { useDefaultQuestionsShown } from './default-questions.ts';

/** The suggested questions (doc 1 §2 "chat with default questions that can be shown or hidden"). */
const DEFAULT_QUESTIONS = [
  'chat.defaultQuestions.ghgIntensity',
  'chat.defaultQuestions.boardGender',
  'chat.defaultQuestions.scope1',
] as const;

let nextId = 0;
const localId = (prefix: string) => `${prefix}-${Date.now()}-${++nextId}`;

const DefaultQuestions = ({ onAsk, disabled }: { onAsk: (q: string) => void; disabled: boolean }) => {
  const t = useT();
  const [shown, setShown] = useDefaultQuestionsShown();
  if (shown === undefined) return null;
  return (
    <Card withBorder radius="md" p="sm" component="section" aria-label={t('chat.defaultQuestions.title')}>
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Title order={2} size="h6">
          {t('chat.defaultQuestions.title')}
        </Title>
        <Button size="compact-sm" variant="subtle" onClick={() => setShown(!shown)} aria-expanded={shown}>
          {shown ? t('chat.hideDefaultQuestions') : t('chat.showDefaultQuestions')}
        </Button>
      </Group>
      {shown ? (
        <Group gap="xs" mt="xs" data-testid="chat-default-questions">
          {DEFAULT_QUESTIONS.map((key) => (
            <Button
              key={key}
              variant="light"
              size="compact-sm"
              disabled={disabled}
              onClick={() => onAsk(t(key))}
              styles={{ label: { whiteSpace: 'normal', textAlign: 'left' } }}
              h="auto"
              py={4}
            >
              {t(key)}
            </Button>
          ))}
        </Group>
      ) : null}
    </Card>
  );
};

/** /platform/chat: questions in English or Italian answered from our data (issue 29, doc 1 §2 the landing page). */
export const ChatPage = () => {
  const t = useT();
  const services = useServices();
  const { profile } = useProfile();
  // the page shows a failed history itself (no toast)
  const history = useApiQuery('chat.history', undefined, {
    staleTime: Number.POSITIVE_INFINITY,
    meta: { silent: true },
  });
  // doc 2 §8: a failure is the one chat error in the conversation, a 422 swallowed (no toast); an expired
  // session still goes to Login (App's error handler)
  const send = useMutation({
    mutationFn: (body: ChatQuestion) => services.client.call('chat.ask', { body }),
    meta: { handlesErrors: true },
  });
  const [asked, setAsked] = useState<ChatLine[]>([]);
  const [draft, setDraft] = useState('');
  const end = useRef<HTMLDivElement>(null);
  const busy = asked.some((l) => l.loading);
  const lines = [...(history.data?.data ?? []).map(lineFromHistory), ...asked];

  // biome-ignore lint/correctness/useExhaustiveDependencies: scroll when a line is added or answered
  useEffect(() => {
    end.current?.scrollIntoView?.({ block: 'end' });
  }, [asked]);

  const ask = async (text: string) => {
    const question = text.trim();
    if (!question || busy || !profile) return;
    const answerId = localId('a');
    setDraft('');
    setAsked((all) => [...all, questionLine(localId('q'), question), pendingLine(answerId, question)]);
    let answered: ChatLine;
    try {
      // doc 2 §6: the plan is sent with each question
      const result = await send.mutateAsync({ question, plan: profile.plan });
      answered = lineFromAnswer(answerId, question, result.data);
    } catch {
      answered = failedLine(answerId, question);
    }
    setAsked((all) => all.map((l) => (l.id === answerId ? answered : l)));
  };

  const askSuggestion = (line: ChatLine) => (suggestion: string) => {
    const rewritten = questionWithSuggestion(line.question ?? '', line.unknown, suggestion);
    if (rewritten) void ask(rewritten);
    else setDraft(`${line.question ? `${line.question} ` : ''}${suggestion}`.trim());
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void ask(draft);
  };

  return (
    <Stack gap="md" maw={960}>
      <PageHeader title={t('chat.title')} description={t('chat.intro')} />
      <DefaultQuestions onAsk={(q) => void ask(q)} disabled={busy || !profile} />
      <Paper withBorder radius="md" p="sm">
        <Stack gap="md" role="log" aria-live="polite" aria-label={t('chat.title')} data-testid="chat-log">
          {history.isLoading ? <Skeleton h={48} /> : null}
          {history.error ? <QueryError error={history.error} onRetry={() => void history.refetch()} /> : null}
          {!history.isLoading && lines.length === 0 ? (
            <Text c="dimmed" size="sm">
              {t('chat.emptyHistory')}
            </Text>
          ) : null}
          {lines.map((line) =>
            line.sender === 'user' ? (
              <Box key={line.id} style={{ alignSelf: 'flex-end', maxWidth: '85%' }}>
                <Paper bg="blue.0" p="xs" radius="md" data-testid="chat-question">
                  <Text size="xs" c="dimmed">
                    {t('chat.you')}
                  </Text>
                  <Text style={{ overflowWrap: 'anywhere' }}>{line.content}</Text>
                </Paper>
              </Box>
            ) : (
              <Box key={line.id} miw={0}>
                <Text size="xs" c="dimmed">
                  {t('chat.assistant')}
                </Text>
                <AnswerView line={line} onAsk={askSuggestion(line)} />
              </Box>
            ),
          )}
          <div ref={end} />
        </Stack>
      </Paper>
      <form onSubmit={submit}>
        <Group align="flex-end" gap="xs" wrap="nowrap">
          <Textarea
            flex={1}
            autosize
            minRows={1}
            maxRows={5}
            maxLength={2000}
            aria-label={t('chat.placeholder')}
            placeholder={t('chat.placeholder')}
            value={draft}
            onChange={(e) => setDraft(e.currentTarget.value)}
            onKeyDown={(e) => {
              if (e.key === 'Enter' && !e.shiftKey) {
                e.preventDefault();
                void ask(draft);
              }
            }}
            data-testid="chat-input"
          />
          <Button
            type="submit"
            loading={busy}
            disabled={!draft.trim() || !profile}
            leftSection={<IconSend size={16} />}
          >
            {t('chat.send')}
          </Button>
        </Group>
      </form>
    </Stack>
  );
};
