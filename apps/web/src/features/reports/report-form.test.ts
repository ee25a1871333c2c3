import type { Report } from '@scout/shared/domain';
import { describe, expect, it } from 'vitest';
import {
  createReportBody,
  detailsFormFor,
  detailsUpdate,
  EMPTY_CREATE_FORM,
  EMPTY_REPORT_DETAILS,
  fromDateTimeLocal,
  metadataFormFor,
  metadataUpdate,
  normalizeAbbreviation,
  rebaseForm,
  reportDetailsBody,
  suggestedTitle,
  toDateTimeLocal,
} from './report-form';

const report: Report = {
  id: 'rpt-1',
  title: 'Central Tigers Defense',
  organizationId: 'org-eagles',
  status: 'in_progress',
  createdBy: 'user-coach',
  opponentOffenseTag: 'O',
  createdAt: '2025-03-01T10:00:00.000Z',
  updatedAt: '2025-03-02T10:00:00.000Z',
  deadline: '2025-03-03T10:00:00.000Z',
  opponentName: 'Central Tigers',
  opponentAbbreviation: 'CEN',
  location: 'home',
  reportType: 'defense',
  jerseyColor: null,
  hasAnalysisAddon: true,
  analysisType: null,
  hasSummaryAddon: false,
  timerStartedAt: '2025-03-02T10:00:00.000Z',
  timerExpiresAt: '2025-03-03T10:00:00.000Z',
  packageType: 'full',
  paymentStatus: 'completed',
  paidAt: '2025-03-02T09:00:00.000Z',
  completionPercentage: 40,
  deliveryTimeHours: 24,
  hudlImportStatus: 'completed',
  hudlImportError: null,
  cardsCount: 64,
  version: 3,
};

describe('the edit details dialog', () => {
  it('sends the four fields, trimmed, with the version it read', () => {
    const form = { ...detailsFormFor(report), title: '  Tigers week 6 ', opponentAbbreviation: 'CTG', location: 'away' as const };

    expect(detailsUpdate(form, report)).toEqual({
      ok: true,
      value: { title: 'Tigers week 6', opponentName: 'Central Tigers', opponentAbbreviation: 'CTG', location: 'away', version: 3 },
    });
  });

  it('sends a cleared opponent as null', () => {
    const result = detailsUpdate({ ...detailsFormFor(report), opponentName: '  ', opponentAbbreviation: '' }, report);

    expect(result.ok && result.value).toMatchObject({ opponentName: null, opponentAbbreviation: null });
  });

  it('refuses an empty title and a long abbreviation with the shared messages', () => {
    const result = detailsUpdate({ ...detailsFormFor(report), title: ' ', opponentAbbreviation: 'TIGERS' }, report);

    expect(result).toEqual({
      ok: false,
      errors: { title: 'Report title is required', opponentAbbreviation: 'Opponent abbreviation is at most 5 characters' },
    });
  });

  it('types abbreviations in capitals, five at most', () => {
    expect(normalizeAbbreviation('tigers')).toBe('TIGER');
    expect(normalizeAbbreviation('cen')).toBe('CEN');
  });
});

describe('the create report form', () => {
  it('builds the POST body, leaving out an analysis type without the add-on', () => {
    const form = {
      ...EMPTY_CREATE_FORM,
      title: 'Week 7',
      opponentName: 'Harbor Pirates',
      opponentAbbreviation: 'HAR',
      analysisType: 'Play Concepts',
      packageType: 'express' as const,
    };

    expect(createReportBody(form)).toEqual({
      ok: true,
      value: {
        title: 'Week 7',
        opponentName: 'Harbor Pirates',
        opponentAbbreviation: 'HAR',
        reportType: 'defense',
        location: 'home',
        jerseyColor: null,
        hasAnalysisAddon: false,
        analysisType: null,
        hasSummaryAddon: false,
        packageType: 'express',
      },
    });
  });

  it('names another organisation only when staff typed one', () => {
    const result = createReportBody({ ...EMPTY_CREATE_FORM, title: 'Week 7', organizationId: ' org-eagles ' });

    expect(result.ok && result.value.organizationId).toBe('org-eagles');
  });

  it('keeps the analysis type with the add-on', () => {
    const result = createReportBody({ ...EMPTY_CREATE_FORM, title: 'Week 7', hasAnalysisAddon: true, analysisType: 'LMR Hash' });

    expect(result.ok && result.value).toMatchObject({ hasAnalysisAddon: true, analysisType: 'LMR Hash' });
  });

  it("falls back to the opponent's name and side for the title", () => {
    expect(suggestedTitle({ opponentName: 'Harbor Pirates', reportType: 'offense' })).toBe('Harbor Pirates Offense');
    const result = createReportBody({ ...EMPTY_CREATE_FORM, opponentName: 'Harbor Pirates' });
    expect(result.ok && result.value.title).toBe('Harbor Pirates Defense');
  });

  it('needs a title or an opponent', () => {
    expect(createReportBody(EMPTY_CREATE_FORM)).toEqual({ ok: false, errors: { title: 'Report title is required' } });
  });
});

describe('datetime-local values', () => {
  it('round-trips an ISO time at minute precision in the local time zone', () => {
    const local = toDateTimeLocal('2025-03-02T10:30:00.000Z');

    expect(local).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/);
    expect(fromDateTimeLocal(local)).toBe('2025-03-02T10:30:00.000Z');
  });

  it('reads blank as none and anything else as invalid', () => {
    expect(toDateTimeLocal(null)).toBe('');
    expect(fromDateTimeLocal(' ')).toBeNull();
    expect(fromDateTimeLocal('tomorrow')).toBeUndefined();
  });
});

describe('the metadata form', () => {
  it('sends nothing when nothing changed', () => {
    expect(metadataUpdate(metadataFormFor(report), report, true)).toEqual({ ok: true, value: null });
  });

  it('sends only the changed edit fields, with the version', () => {
    const form = { ...metadataFormFor(report), jerseyColor: 'Orange', hasSummaryAddon: true };

    expect(metadataUpdate(form, report, false)).toEqual({ ok: true, value: { jerseyColor: 'Orange', hasSummaryAddon: true, version: 3 } });
  });

  it('after a conflict moves onto the winning version, keeping only what this person changed', () => {
    // Prepare: this person changed the jersey; someone else meanwhile renamed the report (version 4)
    const opened = metadataFormFor(report);
    const form = { ...opened, jerseyColor: 'Orange' };
    const winner: Report = { ...report, title: 'Tigers, renamed elsewhere', version: 4 };

    // Act
    const rebased = rebaseForm(form, opened, metadataFormFor(winner));

    // Assess: the other person's title stays; saving again sends just the jersey, on version 4
    expect(rebased).toEqual({ ...metadataFormFor(winner), jerseyColor: 'Orange' });
    expect(metadataUpdate(rebased, winner, false)).toEqual({ ok: true, value: { jerseyColor: 'Orange', version: 4 } });
  });

  it('ignores staff fields for a coach, whatever the form holds', () => {
    const form = { ...metadataFormFor(report), packageType: 'express' as const, deliveryTimeHours: '99' };

    expect(metadataUpdate(form, report, false)).toEqual({ ok: true, value: null });
  });

  it('sends changed staff fields for staff, a cleared timer as null', () => {
    const form = {
      ...metadataFormFor(report),
      status: 'completed' as const,
      deliveryTimeHours: '48',
      timerStartedAt: '',
      timerExpiresAt: '',
    };

    expect(metadataUpdate(form, report, true)).toEqual({
      ok: true,
      value: { status: 'completed', deliveryTimeHours: 48, timerStartedAt: null, timerExpiresAt: null, version: 3 },
    });
  });

  it('reports invalid fields by name', () => {
    const form = { ...metadataFormFor(report), title: '', deliveryTimeHours: '1.5', timerExpiresAt: 'soon' };

    expect(metadataUpdate(form, report, true)).toEqual({
      ok: false,
      errors: {
        title: 'Report title is required',
        deliveryTimeHours: 'Delivery hours are a whole number, 0-720',
        timerExpiresAt: 'Enter a date and time',
      },
    });
  });
});

describe('the report details of a ZIP upload', () => {
  it('builds the create body from the details, offering the suggested title when the title is empty', () => {
    const result = reportDetailsBody({
      ...EMPTY_REPORT_DETAILS,
      opponentName: ' Central Tigers ',
      opponentAbbreviation: 'CEN',
      reportType: 'offense',
      location: 'away',
      jerseyColor: 'Navy',
    });

    expect(result).toEqual({
      ok: true,
      value: {
        title: 'Central Tigers Offense',
        opponentName: 'Central Tigers',
        opponentAbbreviation: 'CEN',
        reportType: 'offense',
        location: 'away',
        jerseyColor: 'Navy',
      },
    });
  });

  it('needs a title or an opponent to name the report', () => {
    const result = reportDetailsBody(EMPTY_REPORT_DETAILS);

    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.errors.title).toBeTruthy();
  });
});
