/**
 * The hospitalizations dashboard's page object, and the hospital on the side: ADT messages sent
 * the way a hospital's feed sends them (server/adt/adt-simulator.ts, as `npm run simulate:adt`).
 */
import { expect, type Locator, type Page } from '@playwright/test';
import { adtMessageText, sendAdtOverHttp } from '../../server/adt/adt-simulator.ts';
import type { AdtEvent } from '../../server/adt/hl7-adt.ts';
import { DEFAULT_ADT_FEED_SECRET } from '../../server/config.ts';
import { seededPatientId } from '../../server/providers/external-records.ts';
import { DEMO_CLIENT, DEMO_MEMBER } from '../../server/seed/fixtures.ts';

export class HospitalizationsScreen {
  readonly headline: Locator;
  readonly table: Locator;

  constructor(readonly page: Page) {
    this.headline = page.getByRole('heading', {
      level: 1,
      name: /^(Checking in on Our Hospitalized Members|Un vistazo a nuestros miembros hospitalizados)$/,
    });
    this.table = page.getByRole('table', {
      name: /^(Checking in on Our Hospitalized Members|Un vistazo a nuestros miembros hospitalizados)$/,
    });
  }

  async goto(): Promise<void> {
    await this.page.goto('/hospitalizations');
    await expect(this.headline).toBeVisible();
    await expect(this.table).toBeVisible();
  }

  /** A counter's value as shown ('--' while unknown). */
  counter(id: 'newly-admitted' | 'newly-discharged' | 'total-members'): Locator {
    return this.page.locator(`[data-counter="${id}"] dd`);
  }

  async counterValue(id: 'newly-admitted' | 'newly-discharged' | 'total-members'): Promise<number> {
    await expect(this.counter(id)).not.toHaveText('--');
    return Number(await this.counter(id).textContent());
  }

  rowAt(hospital: string): Locator {
    return this.table
      .locator('tbody tr[data-row-id]')
      .filter({ has: this.page.getByRole('cell', { name: hospital, exact: true }) });
  }

  toggle(name: string): Locator {
    return this.page.getByRole('switch', { name, exact: true });
  }
}

/** One stay of the demo member at a hospital named for the test, sent as its feed would. */
export class DemoHospital {
  readonly visitNumber = `E2E${Date.now()}`;
  readonly admittedAt = new Date();
  /** The hospital's clock: Chicago's, as the browser's (playwright.config.ts). */
  readonly timeZone = 'America/Chicago';

  constructor(
    private readonly baseUrl: string,
    readonly facility: string,
  ) {}

  async send(event: AdtEvent): Promise<void> {
    const patient = {
      patientId: seededPatientId(0),
      familyName: DEMO_MEMBER.lastName,
      givenName: DEMO_MEMBER.firstName,
    };
    const stay = {
      visitNumber: this.visitNumber,
      facility: this.facility,
      admittedAt: this.admittedAt,
      timeZone: this.timeZone,
      complaint: 'Shortness of breath',
      ...(event === 'A03' ? { dischargedAt: new Date() } : {}),
    };
    const { status, ack } = await sendAdtOverHttp(
      this.baseUrl,
      { secret: DEFAULT_ADT_FEED_SECRET, clientId: DEMO_CLIENT.id },
      adtMessageText(event, patient, stay),
    );
    expect(status).toBe(200);
    expect(ack).toContain('MSA|AA');
  }
}
