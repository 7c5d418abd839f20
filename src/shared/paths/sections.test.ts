import { describe, expect, it } from 'vitest';
import { administersAClient, analyticsUrlOf, isMemberPath, sectionOf, viewedGuideOf } from './sections.ts';

describe('sectionOf', () => {
  it.each([
    ['/docket/guide/g1', 'docket'],
    ['/docket', 'docket'],
    ['/member-list/guide/g1/member/m1', 'member-list'],
    ['/calls', 'calls'],
    ['/hospitalizations', 'hospitalizations'],
    ['/guides', 'guides'],
    ['/admin-dashboard/users', 'admin-dashboard'],
    ['/', 'other'],
    ['/docketx', 'other'],
  ])('%s -> %s', (path, section) => expect(sectionOf(path)).toBe(section));
});

describe('viewedGuideOf', () => {
  it('reads the guide of docket, member-list and member paths only', () => {
    expect(viewedGuideOf('/docket/guide/g1')).toBe('g1');
    expect(viewedGuideOf('/member-list/guide/g%202')).toBe('g 2');
    expect(viewedGuideOf('/docket/guide/g1/member/m1')).toBe('g1');
    expect(viewedGuideOf('/member-list/guide/unknown/member/m1')).toBe('unknown');
    expect(viewedGuideOf('/docket')).toBeUndefined();
    expect(viewedGuideOf('/calls')).toBeUndefined();
    expect(viewedGuideOf('/guides')).toBeUndefined();
  });

  it('tells member pages apart', () => {
    expect(isMemberPath('/docket/guide/g1/member/m1')).toBe(true);
    expect(isMemberPath('/docket/guide/g1')).toBe(false);
  });
});

describe('administersAClient', () => {
  it('is holding the ADMIN access role on some client', () => {
    expect(administersAClient({ administeredClientIds: ['c1'] })).toBe(true);
    expect(administersAClient({ administeredClientIds: [] })).toBe(false);
  });
});

describe('analyticsUrlOf', () => {
  const client = (analyticsUrl: string | null) => ({ id: 'c', name: 'c', displayName: 'C', analyticsUrl });
  it("prefers the client's workbook, then the deployment's, and accepts web addresses only", () => {
    expect(analyticsUrlOf({ clients: [client('https://a.example/x')] }, { analyticsUrl: 'https://b.example' })).toBe(
      'https://a.example/x',
    );
    expect(analyticsUrlOf({ clients: [client(null)] }, { analyticsUrl: 'https://b.example' })).toBe(
      'https://b.example',
    );
    expect(analyticsUrlOf({ clients: [] }, { analyticsUrl: '' })).toBeUndefined();
    expect(analyticsUrlOf({ clients: [client('javascript:alert(1)')] }, { analyticsUrl: '' })).toBeUndefined();
  });
});
