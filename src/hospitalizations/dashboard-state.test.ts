import { describe, expect, it } from 'vitest';
import {
  INITIAL_DASHBOARD,
  listQueryOf,
  withBehavioralHealth,
  withFilters,
  withPageSize,
  withSort,
  withToggle,
} from './dashboard-state.ts';

describe('the hospitalizations dashboard state', () => {
  it('starts on page 0 of 10, sorted by discharge date descending, with no special filter', () => {
    expect(listQueryOf(INITIAL_DASHBOARD)).toEqual({
      'page-start': 0,
      'page-size': 10,
      'sort-by': 'dischargeDate',
      'sort-direction': 'DESC',
    });
  });

  it('keeps the two toggles mutually exclusive, and both off clears the special filter', () => {
    const admitted = withToggle(INITIAL_DASHBOARD, 'newlyAdmitted', true);
    expect(admitted.special).toBe('newlyAdmitted');
    const discharged = withToggle(admitted, 'newlyDischarged', true);
    expect(discharged.special).toBe('newlyDischarged');
    // Turning off the one that is not on changes nothing; turning off the one on clears it.
    expect(withToggle(discharged, 'newlyAdmitted', false).special).toBe('newlyDischarged');
    expect(withToggle(discharged, 'newlyDischarged', false).special).toBeNull();
    expect(listQueryOf(withToggle(discharged, 'newlyDischarged', false))).not.toHaveProperty('special-filter');
  });

  it('goes back to the first page when a filter, the toggles, the BH box, the sort or the page size change', () => {
    const deep = { ...INITIAL_DASHBOARD, page: 3 };
    expect(withToggle(deep, 'newlyAdmitted', true).page).toBe(0);
    expect(withBehavioralHealth(deep, true).page).toBe(0);
    expect(withFilters(deep, { clientIds: ['c'], guideIds: [], statusIds: [] }).page).toBe(0);
    expect(withSort(deep, 'admitDate', 'ASC').page).toBe(0);
    expect(withPageSize(deep, 25).page).toBe(0);
  });

  it('sends filters, the BH flag and the offset as the server takes them', () => {
    const state = {
      ...withFilters(withBehavioralHealth(INITIAL_DASHBOARD, true), {
        clientIds: ['c1'],
        guideIds: ['g1'],
        statusIds: ['3', 'x'],
      }),
      page: 2,
      pageSize: 5 as const,
    };
    expect(listQueryOf(state)).toEqual({
      clientIds: ['c1'],
      guideIds: ['g1'],
      statusIds: [3],
      'behavioral-health-filter': true,
      'page-start': 10,
      'page-size': 5,
      'sort-by': 'dischargeDate',
      'sort-direction': 'DESC',
    });
  });

  it('refuses page sizes and sorts the dashboard does not offer', () => {
    expect(withPageSize(INITIAL_DASHBOARD, 7)).toBe(INITIAL_DASHBOARD);
    expect(withSort(INITIAL_DASHBOARD, 'status', 'ASC')).toBe(INITIAL_DASHBOARD);
  });
});
