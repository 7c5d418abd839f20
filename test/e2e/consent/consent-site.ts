/**
 * The consent suites' driver: a server of their own (real app, real PGlite database, the built
 * site from dist/) seeded with a tenant, its consent terms and links, plus a page object that says
 * a member's steps. A server of their own because the suites need links the demo seed may not make,
 * and because the key-guessing test shuts its address out of the public endpoints.
 */
import { devices, expect, type Locator, type Page } from '@playwright/test';
import { guardedTest as base } from '../console-guard.ts';
import {
  createConsentFixture,
  createMember,
  createMemberLink,
  type ConsentFixture,
} from '../../../server/consent/testing.ts';
import { createTenant, type TestTenant } from '../../../server/testing/factories.ts';
import { startTestServer, type TestServer } from '../../../server/testing/harness.ts';

export { expect };

export interface ConsentServer {
  t: TestServer;
  tenant: TestTenant;
  fixture: ConsentFixture;
  /** A new member with a live link of their own: every test starts with nothing answered. */
  newMemberLink(): Promise<{ memberId: string; key: string }>;
  /** The staff API as the tenant's guide. */
  staffGet(path: string): Promise<any>;
}

export async function startConsentServer(): Promise<ConsentServer> {
  const t = await startTestServer('pglite');
  const db = t.testDb.database.db;
  const tenant = await createTenant(db, 'Sunrise');
  const fixture = await createConsentFixture(db, tenant);
  return {
    t,
    tenant,
    fixture,
    async newMemberLink() {
      const memberId = await createMember(db, tenant);
      return { memberId, key: await createMemberLink(db, tenant, memberId) };
    },
    async staffGet(path) {
      const res = await t.request(tenant.guide, 'GET', path);
      if (res.status !== 200) throw new Error(`staff GET ${path}: ${res.status}`);
      return res.body;
    },
  };
}

/** A phone: Pixel 7 metrics and touch, in Debian's Chromium. */
export const PHONE = (() => {
  const { defaultBrowserType: _browser, ...phone } = devices['Pixel 7'];
  return phone;
})();

export const test = base.extend<{ site: ConsentSite }, { consent: ConsentServer }>({
  consent: [
    // Playwright reads fixture dependencies from the destructuring, so this one needs an empty pattern.
    // eslint-disable-next-line no-empty-pattern
    async ({}, provide) => {
      const server = await startConsentServer();
      await provide(server);
      await server.t.close();
    },
    { scope: 'worker' },
  ],
  baseURL: async ({ consent }, provide) => provide(consent.t.baseUrl),
  site: async ({ page }, provide) => provide(new ConsentSite(page)),
});

const IDENTITY_LABELS = {
  en: {
    name: /^Name/,
    dateOfBirth: /^Date of birth/,
    email: /^E-mail/,
    line1: /^Street address/,
    city: /^City/,
    state: /^State/,
    zip: /^Zip code/,
  },
  es: {
    name: /^Nombre/,
    dateOfBirth: /^Fecha de nacimiento/,
    email: /^Correo electrónico/,
    line1: /^Dirección/,
    city: /^Ciudad/,
    state: /^Estado/,
    zip: /^Código postal/,
  },
} as const;

export type IdentityValues = Partial<Record<keyof (typeof IDENTITY_LABELS)['en'], string>>;

/** The member's steps on the consent site. */
export class ConsentSite {
  constructor(readonly page: Page) {}

  open(key: string | null, path = '/', query = ''): Promise<unknown> {
    const search = key === null ? query : `?key=${encodeURIComponent(key)}${query ? `&${query}` : ''}`;
    return this.page.goto(`/consent${path}${search}`);
  }

  heading(name: string | RegExp): Locator {
    return this.page.getByRole('heading', { level: 1, name });
  }

  field(label: RegExp): Locator {
    return this.page.getByRole('textbox', { name: label });
  }

  async fillIdentity(values: IdentityValues, language: 'en' | 'es' = 'en'): Promise<void> {
    for (const [field, value] of Object.entries(values) as [keyof IdentityValues, string][]) {
      await this.field(IDENTITY_LABELS[language][field]).fill(value);
    }
  }

  /** The error text tied to a field through aria-describedby. */
  async errorOf(control: Locator): Promise<string> {
    const ids = (await control.getAttribute('aria-describedby')) ?? '';
    const texts = await Promise.all(
      ids
        .split(' ')
        .filter((id) => id.endsWith('-error'))
        .map((id) => this.page.locator(`[id="${id}"]`).innerText()),
    );
    return texts.join(' ');
  }
}
