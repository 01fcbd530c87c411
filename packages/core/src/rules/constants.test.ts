import { describe, expect, it } from 'vitest';
import * as c from './constants.ts';

describe('business constants', () => {
  it('pins the business constants of doc 1 §9 and doc 2 §9', () => {
    expect({
      trial: c.FREE_TRIAL_DAYS,
      indicators: c.MAX_DEFAULT_INDICATORS,
      sdgs: [c.MIN_MATCHING_SDGS, c.SDG_COUNT],
      levels: [c.DEFAULT_ACCESS_LEVEL, c.FULL_ACCESS_LEVEL],
      capabilities: [
        c.LIMITED_CAPABILITY,
        c.SHARING_CAPABILITY,
        c.MATCHING_CAPABILITY,
        c.CHAT_DISABLED_CAPABILITIES,
      ],
      screening: [c.FUND_SCREENING_MIN_CAPABILITY, c.COMPANY_SCREENING_MIN_CAPABILITY],
      pages: [c.HOLDINGS_PAGE_SIZE, c.SCREENING_PAGE_SIZE, c.PDF_ESG_PAGE_SIZE],
      stale: [c.PAI_STALE_DAYS, c.PORTFOLIO_STALE_DAYS],
      progress: c.PROGRESS_STEPS,
      delays: [
        c.REDIRECT_DELAY_MS,
        c.ALERT_DISMISS_MS,
        c.ALERT_STACK_THRESHOLD,
        c.SHARE_STATUS_RESET_MS,
        c.CHUNK_LOAD_TIMEOUT_MS,
        c.PAI_SPINNER_MS,
      ],
      chat: c.CHAT_MAX_INDICATOR_GROUPS,
      weights: [c.MAX_WEIGHT, c.WEIGHT_SUM_TARGET, c.WEIGHT_SUM_TOLERANCE, c.FRACTION_SUM_TOLERANCE],
      password: c.MIN_PASSWORD_LENGTH,
    }).toEqual({
      trial: 14,
      indicators: 30,
      sdgs: [3, 17],
      levels: [4, 100],
      capabilities: [7, 4, 100, [8, 9]],
      screening: [3, 4],
      pages: [20, 50, 5],
      stale: [31, 31],
      progress: [10, 20, 30, 40, 50, 60, 70, 80, 90, 100],
      delays: [250, 5000, 2, 5000, 120000, 1000],
      chat: 6,
      weights: [100, 100, 0.01, 0.0001],
      password: 8,
    });
  });
});
