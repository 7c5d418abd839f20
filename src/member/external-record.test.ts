import { describe, expect, it } from 'vitest';
import { externalRecordUrl, PLACEHOLDER_EXTERNAL_RECORD_URL } from './external-record.ts';

describe('the external record link', () => {
  it("puts the member's patient id into the configured address, encoded", () => {
    expect(externalRecordUrl('https://emr.example.org/patients/{patientId}/chart', 'AV 01/2')).toBe(
      'https://emr.example.org/patients/AV%2001%2F2/chart',
    );
    expect(externalRecordUrl('https://emr.example.org/patients/', 'AV-1')).toBe(
      'https://emr.example.org/patients/AV-1',
    );
  });

  it('uses the harmless placeholder path until a deployment configures one', () => {
    expect(PLACEHOLDER_EXTERNAL_RECORD_URL.startsWith('/')).toBe(true);
    expect(externalRecordUrl(undefined, 'AV-1')).toBe('/external-record/patients/AV-1');
    expect(externalRecordUrl('  ', 'AV-1')).toBe('/external-record/patients/AV-1');
  });

  it('offers nothing without a patient id, or for an address that is not a web one', () => {
    expect(externalRecordUrl('https://emr.example.org/{patientId}', null)).toBeUndefined();
    expect(externalRecordUrl('javascript:alert({patientId})', 'AV-1')).toBeUndefined();
    expect(externalRecordUrl('//evil.example/{patientId}', 'AV-1')).toBeUndefined();
  });
});
