import { describe, expect, it } from 'vitest';
import {
  requestFields,
  requestFormSchema,
  requestValues,
  reviewFields,
  reviewFormSchema,
  reviewValues,
} from './transfer-form.ts';

const values = {
  transferReasonId: 'r1',
  timestampDetail: '2026-12-01',
  stringDetail: '  Moving to Evanston ',
  numericDetail: 'a1',
  receivingGuideId: 'g2',
  commentToReceivingGuide: ' Please call her. ',
};

describe('the transfer request form', () => {
  it('starts empty with its day on today; an edit starts from the request, its day in the user’s zone', () => {
    expect(requestValues('2026-11-25', 'America/Chicago')).toMatchObject({
      transferReasonId: '',
      timestampDetail: '2026-11-25',
      receivingGuideId: '',
      commentToReceivingGuide: '',
    });
    const request = {
      transferReasonId: 'r5',
      receivingGuideId: 'g2',
      commentToReceivingGuide: 'Hi',
      stringDetail: null,
      numericDetail: null,
      timestampDetail: '2026-12-01T06:00:00.000Z',
    };
    expect(requestValues('2026-11-25', 'America/Chicago', request)).toMatchObject({
      transferReasonId: 'r5',
      timestampDetail: '2026-12-01',
      receivingGuideId: 'g2',
    });
    expect(requestValues('2026-11-25', 'Pacific/Honolulu', request).timestampDetail).toBe('2026-11-30');
  });

  it.each([
    ['date', { timestampDetail: Date.parse('2026-12-01T06:00:00.000Z'), stringDetail: null, numericDetail: null }],
    ['string', { timestampDetail: null, stringDetail: 'Moving to Evanston', numericDetail: null }],
    ['address', { timestampDetail: null, stringDetail: null, numericDetail: 'a1' }],
  ] as const)('sends only the %s detail (a day as its first instant in the user’s zone)', (detailType, detail) => {
    expect(requestFields(values, detailType, 'America/Chicago')).toEqual({
      transferReasonId: 'r1',
      receivingGuideId: 'g2',
      commentToReceivingGuide: 'Please call her.',
      ...detail,
    });
  });

  it('requires the detail the reason asks for, the receiving guide and the comment; the comment is at most 500', () => {
    const empty = {
      ...values,
      timestampDetail: '',
      stringDetail: ' ',
      numericDetail: '',
      receivingGuideId: '',
      commentToReceivingGuide: '',
    };
    const paths = (detailType: 'date' | 'string' | 'address' | undefined, input: object) => {
      const out = requestFormSchema(detailType)(input);
      return 'summary' in (out as object)
        ? (out as unknown as { path: string[] }[]).map((e) => e.path.join('.')).sort()
        : [];
    };
    expect(paths('date', empty)).toEqual(['commentToReceivingGuide', 'receivingGuideId', 'timestampDetail']);
    expect(paths('string', empty)).toEqual(['commentToReceivingGuide', 'receivingGuideId', 'stringDetail']);
    expect(paths('address', empty)).toEqual(['commentToReceivingGuide', 'numericDetail', 'receivingGuideId']);
    expect(paths(undefined, { ...empty, transferReasonId: '' })).toEqual([
      'commentToReceivingGuide',
      'receivingGuideId',
      'transferReasonId',
    ]);
    expect(paths('string', values)).toEqual([]);
    expect(paths('string', { ...values, commentToReceivingGuide: 'x'.repeat(501) })).toEqual([
      'commentToReceivingGuide',
    ]);
  });
});

describe('the transfer review form', () => {
  it('starts with no decision, today and the requested guide; sends the effective day’s first instant', () => {
    expect(reviewValues('2026-11-25', 'g2')).toEqual({
      approval: '',
      effectiveDate: '2026-11-25',
      receivingGuideId: 'g2',
      auditorComment: '',
    });
    expect(
      reviewFields(
        { approval: 'approve', effectiveDate: '2026-11-25', receivingGuideId: 'g3', auditorComment: '  ' },
        'America/New_York',
      ),
    ).toEqual({
      approval: 'approve',
      receivingGuideId: 'g3',
      effectiveAt: Date.parse('2026-11-25T05:00:00.000Z'),
      auditorComment: null,
    });
  });

  it('requires a decision; the comment is at most 500', () => {
    const bad = reviewFormSchema({
      approval: '',
      effectiveDate: '2026-11-25',
      receivingGuideId: 'g2',
      auditorComment: 'x'.repeat(501),
    });
    expect((bad as unknown as { path: string[] }[]).map((e) => e.path.join('.')).sort()).toEqual([
      'approval',
      'auditorComment',
    ]);
  });
});
