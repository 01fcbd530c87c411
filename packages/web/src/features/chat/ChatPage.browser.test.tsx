import { ApiError, type ChatAnswer, type ChatMessage } from '@esgkit/core';
import { describe, expect, it } from 'vitest';
import { profileOf, renderWithApp, starterProfile } from '../../../test/helpers/render-app.tsx';
import { PLAN_PATH } from '../../app/paths.ts';
import { ChatPage } from './ChatPage.tsx';

// The chat page as a user meets it (issue 29, web slice), over a fake API answering the core schemas.
const answer = (overrides: Partial<ChatAnswer>): ChatAnswer => ({
  elements: [],
  response: '',
  responseId: 'r1',
  flag: 0,
  chartData: null,
  ...overrides,
});

const scope1Answer = answer({
  response: 'Alpina Energia S.p.A. emitted 2,300,000 t CO2e of scope 1 in 2024.',
  chartData: {
    unit: 't CO2e',
    points: [
      { series: 'Alpina Energia S.p.A.', year: 2023, value: 2_500_000 },
      { series: 'Alpina Energia S.p.A.', year: 2024, value: 2_300_000 },
    ],
  },
  table: {
    columns: [
      { key: 'year', label: 'Year' },
      { key: 'scope1', label: 'Scope 1', unit: 't CO2e' },
    ],
    rows: [
      { year: 2023, scope1: 2_500_000 },
      { year: 2024, scope1: 2_300_000 },
    ],
  },
  sources: [{ indicator: 'PHY_SCOPE1', year: 2024, coverage: null, entity: 'Alpina Energia S.p.A.' }],
});

const history: ChatMessage[] = [
  { id: 'h1', sender: 'user', content: 'board gender of Brenner', loading: false, chartData: null },
  {
    id: 'h2',
    sender: 'assistant',
    content: 'Brenner Software AG has 38% women on its board (2024).',
    loading: false,
    chartData: null,
    flag: 0,
  },
];

const open = async (
  ask: (input: unknown) => unknown,
  options: {
    locale?: 'en-US' | 'it-IT';
    profile?: ReturnType<typeof profileOf>;
    settings?: { showDefaultQuestions: boolean };
  } = {},
) => {
  const asked: unknown[] = [];
  const settings = options.settings ?? { showDefaultQuestions: true };
  const screen = await renderWithApp(<ChatPage />, {
    ...(options.locale ? { locale: options.locale } : {}),
    ...(options.profile ? { profile: options.profile } : {}),
    routes: {
      'chat.history': () => ({ data: history }),
      'chat.settings': () => ({ data: { ...settings } }),
      'chat.saveSettings': (input) => {
        Object.assign(settings, (input as { body: typeof settings }).body);
        return { data: { ...settings } };
      },
      'chat.ask': (input) => {
        asked.push(input);
        return ask(input);
      },
    },
  });
  return { screen, asked };
};

describe('ChatPage', () => {
  it('shows the history on open, and answers a suggested question with its sentence, chart, table and sources', async () => {
    const { screen, asked } = await open(() => ({ data: scope1Answer }));
    await expect
      .element(screen.getByText('Brenner Software AG has 38% women on its board (2024).'))
      .toBeVisible();
    await screen.getByRole('button', { name: 'Top 5 companies by GHG intensity' }).click();
    await expect
      .element(screen.getByText('Alpina Energia S.p.A. emitted 2,300,000 t CO2e of scope 1 in 2024.'))
      .toBeVisible();
    // doc 2 §6: the plan goes with the question
    expect(asked).toEqual([{ body: { question: 'Top 5 companies by GHG intensity', plan: 'professional' } }]);
    await expect.element(screen.getByTestId('chat-chart').getByRole('img').first()).toBeInTheDocument();
    await expect.element(screen.getByRole('cell', { name: '2,300,000' })).toBeVisible();
    // a year reads as a year, not as the number 2,024
    await expect.element(screen.getByRole('cell', { name: '2024', exact: true })).toBeVisible();
    await expect
      .element(screen.getByText('PHY_SCOPE1 · Alpina Energia S.p.A. · fiscal year 2024 · coverage n/a'))
      .toBeVisible();
    await expect.element(screen.getByRole('button', { name: 'Chart as PNG' })).toBeVisible();
    await expect.element(screen.getByRole('button', { name: 'Table as CSV' })).toBeVisible();
    await expect.element(screen.getByRole('button', { name: 'Copy answer' }).last()).toBeVisible();
  });

  it('has the engine remember that the suggested questions were hidden, and opens without them then', async () => {
    const settings = { showDefaultQuestions: true };
    const first = await open(() => ({ data: scope1Answer }), { settings });
    await first.screen.getByRole('button', { name: 'Hide suggested questions' }).click();
    await expect.element(first.screen.getByTestId('chat-default-questions')).not.toBeInTheDocument();
    await expect.poll(() => settings.showDefaultQuestions).toBe(false);
  });

  it('opens without the suggested questions for a user who hid them, and shows them on request', async () => {
    const { screen } = await open(() => ({ data: scope1Answer }), {
      settings: { showDefaultQuestions: false },
    });
    await expect.element(screen.getByRole('button', { name: 'Show suggested questions' })).toBeVisible();
    expect(screen.getByTestId('chat-default-questions').query()).toBeNull();
    await screen.getByRole('button', { name: 'Show suggested questions' }).click();
    await expect
      .element(screen.getByRole('button', { name: 'Top 5 companies by GHG intensity' }))
      .toBeVisible();
  });

  it('tells a Starter user the answer is not in their plan, with a link to the Plan page', async () => {
    const { screen, asked } = await open(() => ({ data: answer({ flag: 1 }) }), {
      profile: starterProfile(),
    });
    await screen.getByTestId('chat-input').fill('scope 1 of Alpina 2024');
    await screen.getByRole('button', { name: 'Send' }).click();
    await expect.element(screen.getByText('This is not included in the Starter package.')).toBeVisible();
    await expect
      .element(screen.getByRole('link', { name: 'Upgrade your plan' }))
      .toHaveAttribute('href', PLAN_PATH);
    expect(asked).toEqual([{ body: { question: 'scope 1 of Alpina 2024', plan: 'starter' } }]);
  });

  it('offers "did you mean" for an unknown company and asks again with the suggestion clicked', async () => {
    const { screen, asked } = await open((input) =>
      (input as { body: { question: string } }).body.question.includes('Alpina Energia S.p.A.')
        ? { data: scope1Answer }
        : {
            data: answer({
              flag: 2,
              suggestions: ['Alpina Energia S.p.A.'],
              unrecognised: 'Alpyna',
            }),
          },
    );
    await screen.getByTestId('chat-input').fill('scope 1 of Alpyna 2024');
    await screen.getByRole('button', { name: 'Send' }).click();
    await expect
      .element(screen.getByText('I could not identify the company. Please check the spelling.'))
      .toBeVisible();
    await screen.getByRole('button', { name: 'Alpina Energia S.p.A.' }).click();
    await expect
      .element(screen.getByText('Alpina Energia S.p.A. emitted 2,300,000 t CO2e of scope 1 in 2024.'))
      .toBeVisible();
    expect(asked[1]).toEqual({
      body: { question: 'scope 1 of Alpina Energia S.p.A. 2024', plan: 'professional' },
    });
  });

  it('shows the tips when not understood, and the spec message for too many indicators', async () => {
    let flag: 5 | 6 = 5;
    const { screen } = await open(() => ({ data: answer({ flag }) }));
    await screen.getByTestId('chat-input').fill('hello');
    await screen.getByRole('button', { name: 'Send' }).click();
    await expect
      .element(screen.getByText("I didn't understand the question. Please rephrase it."))
      .toBeVisible();
    await expect.element(screen.getByText('Write dates as yyyy-mm-dd.')).toBeVisible();
    flag = 6;
    await screen.getByTestId('chat-input').fill('seven indicators');
    await screen.getByRole('button', { name: 'Send' }).click();
    await expect
      .element(screen.getByText('Too many indicators selected. Please select a maximum of 6 indicators.'))
      .toBeVisible();
  });

  it('answers a failure, a 422 included, with the one chat error', async () => {
    const { screen } = await open(() => Promise.reject(new ApiError('anErrorHasOccurred', 422)));
    await screen.getByTestId('chat-input').fill('scope 1 of Alpina');
    await screen.getByRole('button', { name: 'Send' }).click();
    await expect
      .element(screen.getByText("Sorry, I'm having trouble to understand the prompt, please try again."))
      .toBeVisible();
  });

  it('speaks Italian, with Italian number formats in the table', async () => {
    const { screen } = await open(() => ({ data: scope1Answer }), {
      locale: 'it-IT',
      profile: profileOf({ userLanguage: ['it-IT'] }),
    });
    await expect.element(screen.getByRole('heading', { name: 'Chat IA' })).toBeVisible();
    await screen.getByRole('button', { name: 'Le prime 5 aziende per intensità di GHG' }).click();
    await expect.element(screen.getByRole('cell', { name: '2.300.000' })).toBeVisible();
    await expect.element(screen.getByRole('button', { name: 'Tabella in CSV' })).toBeVisible();
  });
});
