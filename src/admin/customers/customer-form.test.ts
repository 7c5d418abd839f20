import { describe, expect, it } from 'vitest';
import type { LiveRow } from '../../data/index.ts';
import { configChanges, configValues, recordChanges, recordValues } from './customer-form.ts';

const customer: LiveRow<'adminCustomers'> = {
  id: 'c1',
  name: 'Lakeside Health',
  displayName: 'Lakeside',
  website: 'https://lakeside.example',
  medicalCenterId: null,
  clientMarketNumbers: [{ id: 7, type: 'phoneNumber' }],
  smsReEngagementThreshold: 3,
  callEngagementLengthRequirementInMinutes: 5,
  averageMonthsInProgram: null,
  chwInitialMinutes: 60,
  chwAddOnMinutes: 30,
  terms: [],
  createdAt: '2026-12-01T00:00:00.000Z',
};

describe('what a block of the customer page sends', () => {
  it('sends nothing when nothing changed', () => {
    expect(recordChanges(customer, recordValues(customer))).toEqual({});
    expect(configChanges(customer, configValues(customer))).toEqual({});
  });

  it('sends only the changed record fields, and the numbers whole when a list changed', () => {
    const values = { ...recordValues(customer), displayName: 'Lakeside North', feedbackNumberIds: ['9'] };
    expect(recordChanges(customer, values)).toEqual({
      displayName: 'Lakeside North',
      clientMarketNumbers: [
        { id: 7, type: 'phoneNumber' },
        { id: 9, type: 'feedbackNumber' },
      ],
    });
  });

  it('a number chosen as both market and feedback keeps its market role', () => {
    const values = { ...recordValues(customer), feedbackNumberIds: ['7'] };
    expect(recordChanges(customer, values).clientMarketNumbers).toEqual([{ id: 7, type: 'phoneNumber' }]);
  });

  it('sends a changed CHW threshold alone, and a cleared average as null', () => {
    expect(configChanges(customer, { ...configValues(customer), chwAddOnMinutes: 25 })).toEqual({
      chwAddOnMinutes: 25,
    });
    const withAverage = { ...customer, averageMonthsInProgram: 6 };
    expect(configChanges(withAverage, { ...configValues(withAverage), averageMonthsInProgram: null })).toEqual({
      averageMonthsInProgram: null,
    });
  });
});
