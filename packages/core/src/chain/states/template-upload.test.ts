import { describe, expect, it } from 'vitest';
import { templateUploadOutcome } from './template-upload.ts';

describe('templateUploadOutcome', () => {
  it('maps upload results to success, warnings and errors', () => {
    expect(templateUploadOutcome(true)).toEqual({
      status: 'success',
      messageKey: 'csvSavedToTemplate',
      deleteTemplate: false,
    });
    expect(templateUploadOutcome(1)).toEqual({
      status: 'error',
      messageKey: 'csvNoFunds',
      deleteTemplate: false,
    });
    expect(templateUploadOutcome(2)).toEqual({
      status: 'error',
      messageKey: 'csvNoCompanies',
      deleteTemplate: false,
    });
    expect(templateUploadOutcome(3)).toEqual({
      status: 'warning',
      messageKey: 'csvMixedWithCompanies',
      deleteTemplate: false,
    });
    expect(templateUploadOutcome(4)).toEqual({
      status: 'warning',
      messageKey: 'csvMixedWithFunds',
      deleteTemplate: false,
    });
    expect(templateUploadOutcome('true')).toEqual({
      status: 'error',
      messageKey: 'anErrorHasOccurred',
      deleteTemplate: false,
    });
  });

  it('deletes a just-created template on results 1 and 2 only', () => {
    const created = { templateJustCreated: true };
    expect(templateUploadOutcome(1, created).deleteTemplate).toBe(true);
    expect(templateUploadOutcome(2, created).deleteTemplate).toBe(true);
    for (const result of [true, 3, 4, 0])
      expect(templateUploadOutcome(result, created).deleteTemplate, String(result)).toBe(false);
  });
});
