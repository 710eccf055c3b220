import { describe, expect, it } from 'vitest';
import {
  businessFilterSchema,
  describeModeration,
  includeClosedParam,
  openReportLine,
  REPORT,
  REPORT_REASON_LABELS,
  REPORT_REASONS,
  REPORT_TEXT_MAX,
  reportOutcomeMail,
  reportSchema,
  resolveReportSchema,
  setClosedSchema,
} from '../index.js';

describe('reports of a change', () => {
  it('offers a label and a notice line for every preset reason', () => {
    for (const reason of REPORT_REASONS) {
      expect(REPORT_REASON_LABELS[reason].label).not.toBe('');
      expect(REPORT_REASON_LABELS[reason].line).not.toBe('');
    }
  });

  it('takes a preset reason and an optional text up to the limit', () => {
    expect(reportSchema.parse({ reason: 'closed', text: '  ' })).toEqual({ reason: 'closed', text: null });
    expect(reportSchema.safeParse({ reason: 'gone' }).error?.issues[0]?.message).toBe(REPORT.reasonRequired);
    expect(
      reportSchema.safeParse({ reason: 'other', text: 'x'.repeat(REPORT_TEXT_MAX + 1) }).error?.issues[0]?.message,
    ).toBe(REPORT.textMax);
    expect(reportSchema.safeParse({ reason: 'other', text: 'x'.repeat(REPORT_TEXT_MAX) }).success).toBe(true);
  });

  it('needs the duplicated entry when a report is resolved as merged', () => {
    const missing = resolveReportSchema.safeParse({ resolution: 'merged', note: '' });
    expect(missing.error?.issues[0]).toMatchObject({ path: ['mergedIntoId'], message: REPORT.mergedIntoRequired });
    expect(resolveReportSchema.parse({ resolution: 'merged', mergedIntoId: '12' })).toEqual({
      resolution: 'merged',
      note: undefined,
      mergedIntoId: 12,
    });
    expect(resolveReportSchema.parse({ resolution: 'dismissed', note: 'Still fine', mergedIntoId: '' })).toMatchObject({
      note: 'Still fine',
      mergedIntoId: null,
    });
    expect(resolveReportSchema.safeParse({ resolution: 'deleted' }).error?.issues[0]?.message).toBe(
      REPORT.resolutionRequired,
    );
  });

  it('merges only an entry it closes', () => {
    expect(setClosedSchema.safeParse({ closed: false, mergedIntoId: 3 }).success).toBe(false);
    expect(setClosedSchema.parse({ closed: true, mergedIntoId: 3 })).toEqual({ closed: true, mergedIntoId: 3 });
    expect(setClosedSchema.parse({ closed: false })).toEqual({ closed: false });
  });

  it('says an open report with its date and reason, and that it is not yet reviewed', () => {
    expect(openReportLine({ reason: 'scented', createdDate: '2026-11-03T10:00:00Z' })).toBe(
      'Reported 3 Nov 2026: uses scented products or air fresheners now. Not yet reviewed.',
    );
  });

  it("mails the reporter the outcome, the moderator's note and the merge target", () => {
    const mail = reportOutcomeMail({
      username: 'member',
      entryName: 'Clear Air Cafe',
      entryUrl: 'http://x/businesses/1',
      reason: 'duplicate',
      resolution: 'merged',
      note: 'Same place',
      mergedInto: { name: 'Clear Air Café', url: 'http://x/businesses/2' },
    });
    expect(mail.subject).toContain('Clear Air Cafe');
    expect(mail.text).toContain('has been merged into another entry');
    expect(mail.text).toContain('"Clear Air Café": http://x/businesses/2');
    expect(mail.text).toContain("The moderator's note: Same place");
    expect(
      reportOutcomeMail({
        username: 'm',
        entryName: 'E',
        entryUrl: 'u',
        reason: 'other',
        resolution: 'dismissed',
        note: null,
      }).text,
    ).not.toContain('note');
  });

  it('leaves closed entries out of lists unless asked', () => {
    expect(includeClosedParam.parse(undefined)).toBe(false);
    expect(includeClosedParam.parse('true')).toBe(true);
    expect(includeClosedParam.parse('false')).toBe(false);
    expect(businessFilterSchema.parse({}).includeClosed).toBe(false);
  });

  it('logs resolutions, closing, reopening and merging in words', () => {
    expect(
      describeModeration({
        action: 'report-resolved',
        targetKind: 'business',
        targetName: 'Cafe',
        detail: 'closed: gone',
      }),
    ).toBe('resolved a report on the business “Cafe”: closed: gone');
    expect(describeModeration({ action: 'closed', targetKind: 'home', targetName: 'Cabin', detail: null })).toBe(
      'marked the rental home “Cabin” permanently closed',
    );
    expect(describeModeration({ action: 'reopened', targetKind: 'social', targetName: 'Club', detail: null })).toBe(
      'reopened the social group “Club”',
    );
    expect(
      describeModeration({ action: 'merged', targetKind: 'product', targetName: 'Soap', detail: '“Soap 2” (#4)' }),
    ).toBe('merged the product “Soap” into “Soap 2” (#4)');
  });
});
