import type { StateMessageKey } from './message-keys.ts';

/** What the template CSV upload answers: 1 no funds, 2 no companies, 3 and 4 mixed (warnings), true success. */
export type TemplateUploadResult = true | 1 | 2 | 3 | 4;

export interface TemplateUploadOutcome {
  status: 'success' | 'warning' | 'error';
  messageKey: StateMessageKey;
  /** Delete the template: it was created together with this CSV, which gave it nothing to screen. */
  deleteTemplate: boolean;
}

/**
 * Template CSV upload results (spec doc 1 §4, doc 2 §4): 1 no funds, 2 no companies, 3 mixed with company content
 * (warning), 4 mixed with funds (warning), true success. When the template was created with the CSV, 1 and 2
 * delete it. Any other answer is the generic error and deletes nothing.
 */
export const templateUploadOutcome = (
  result: unknown,
  options: { templateJustCreated?: boolean } = {},
): TemplateUploadOutcome => {
  const error = (messageKey: StateMessageKey): TemplateUploadOutcome => ({
    status: 'error',
    messageKey,
    deleteTemplate: options.templateJustCreated === true,
  });
  switch (result) {
    case true:
      return { status: 'success', messageKey: 'csvSavedToTemplate', deleteTemplate: false };
    case 1:
      return error('csvNoFunds');
    case 2:
      return error('csvNoCompanies');
    case 3:
      return { status: 'warning', messageKey: 'csvMixedWithCompanies', deleteTemplate: false };
    case 4:
      return { status: 'warning', messageKey: 'csvMixedWithFunds', deleteTemplate: false };
    default:
      return { status: 'error', messageKey: 'anErrorHasOccurred', deleteTemplate: false };
  }
};
