/**
 * The lawyer directory API (docs/ARCHITECTURE.md "Lawyer directory") through its routes, on PGlite and PostgreSQL:
 * only verified profiles are listed or found, demo profiles only in demo mode, filters (city,
 * country, area, language), search
 * (names, French specialty words, bio), sorts, pages, no email ever, and idempotent seeding.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as item from '../../../src/pages/api/lawyers/[id].ts';
import * as collection from '../../../src/pages/api/lawyers/index.ts';
import { DEMO_LAWYERS, seedDemoLawyers } from '../../../src/server/lawyers/demo-lawyers.ts';
import type { Lawyer, LawyerPage } from '../../../src/server/lawyers/lawyer.types.ts';
import { lawyerFilters, onlySampleLawyers } from '../../../src/server/lawyers/lawyers.ts';
import type { Platform } from '../../../src/server/platform.ts';
import { callRoute, testPlatformEngines } from './route-harness.ts';

interface Profile {
  first: string;
  last: string;
  status?: 'pending' | 'verified' | 'rejected';
  city?: string;
  specialties?: string[];
  languages?: string[];
  years?: number;
  bio?: string;
}

for (const engine of testPlatformEngines()) {
  describe(`lawyers API (${engine.name})`, () => {
    let platform: Platform;
    let close: () => Promise<void>;

    const insert = async (p: Profile) => {
      const slug = `${p.first}-${p.last}-${randomUUID().slice(0, 6)}`.toLowerCase();
      await platform.database.db
        .insertInto('lawyers')
        .values({
          id: randomUUID(),
          slug,
          first_name: p.first,
          last_name: p.last,
          bar: 'Barreau du Bénin',
          bar_number: 'B-0042',
          city: p.city ?? 'Natitingou',
          country: 'BJ',
          specialties: JSON.stringify(p.specialties ?? ['administrative']),
          languages: JSON.stringify(p.languages ?? ['fr']),
          years_of_practice: p.years ?? 5,
          bio: p.bio ?? 'Avocat généraliste.',
          email: `${slug}@secret.example`,
          status: p.status ?? 'verified',
        })
        .execute();
      return slug;
    };
    const list = async (query = '') => {
      const { response } = await callRoute(collection.GET, platform, {
        path: `/api/lawyers${query}`,
        method: 'GET',
        user: null,
      });
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('public, max-age=60');
      const text = await response.text();
      expect(text).not.toContain('secret.example');
      expect(text).not.toContain('B-0042');
      return JSON.parse(text) as LawyerPage;
    };
    const lastNames = (page: LawyerPage) => page.data.map((l) => l.lastName);
    const get = (idOrSlug: string) =>
      callRoute(item.GET, platform, {
        path: `/api/lawyers/${encodeURIComponent(idOrSlug)}`,
        method: 'GET',
        params: { id: idOrSlug },
        user: null,
      });
    const withDemo = async <T>(demo: boolean, run: () => Promise<T>) => {
      const before = platform.config.demoData;
      platform.config.demoData = demo;
      try {
        return await run();
      } finally {
        platform.config.demoData = before;
      }
    };

    let real: Record<'zoe' | 'yann' | 'pending' | 'rejected', string>;

    beforeAll(async () => {
      ({ platform, close } = await engine.open({ DEMO_DATA: '1' }));
      real = {
        zoe: await insert({
          first: 'Zoé',
          last: 'Ahyi',
          city: 'Natitingou',
          specialties: ['family'],
          languages: ['fr', 'ddn'],
          years: 30,
          bio: 'Spécialiste des pêcheries lacustres.',
        }),
        yann: await insert({
          first: 'Yann',
          last: 'Bossou',
          city: 'natitingou',
          specialties: ['criminal'],
          languages: ['fr'],
          years: 1,
        }),
        pending: await insert({ first: 'Pascal', last: 'Attente', status: 'pending', city: 'Djougou' }),
        rejected: await insert({ first: 'Rita', last: 'Refus', status: 'rejected', city: 'Djougou' }),
      };
    });
    afterAll(() => close());

    it('lists only verified profiles, real ones before the demo ones, with the demo on', async () => {
      const page = await withDemo(true, () => list('?perPage=100'));
      expect(page.totalItems).toBe(DEMO_LAWYERS.length + 2);
      expect(lastNames(page)).not.toContain('Attente');
      expect(lastNames(page)).not.toContain('Refus');
      expect(lastNames(page).slice(0, 2)).toEqual(['Ahyi', 'Bossou']);
      // A sample profile is listed but never called verified: nobody checked it.
      expect(page.data.slice(2).every((l) => l.demo && !l.verified)).toBe(true);
      // Then years of practice, most first.
      const years = page.data.slice(2).map((l) => l.yearsOfPractice);
      expect(years).toEqual([...years].sort((a, b) => b - a));
      const first = page.data[0] as Lawyer & Record<string, unknown>;
      expect(first).toMatchObject({
        firstName: 'Zoé',
        demo: false,
        verified: true,
        specialties: ['family'],
        languages: ['fr', 'ddn'],
        photoUrl: null,
        rating: null,
        reviewsCount: 0,
      });
      for (const hidden of ['email', 'barNumber', 'bar_number', 'userId', 'user_id', 'status'])
        expect(first).not.toHaveProperty(hidden);
    });

    it('hides demo profiles with the demo off', async () => {
      const page = await withDemo(false, () => list());
      expect(lastNames(page)).toEqual(['Ahyi', 'Bossou']);
      const demo = DEMO_LAWYERS[0];
      expect((await withDemo(false, () => get(demo?.slug ?? ''))).response.status).toBe(404);
      expect((await withDemo(true, () => get(demo?.slug ?? ''))).response.status).toBe(200);
      expect(await lawyerFilters(platform.database.db, { demo: false })).toEqual({
        cities: ['Natitingou'],
        cityCountries: { Natitingou: ['BJ'] },
        countries: ['BJ'],
        languages: ['ddn', 'fr'],
      });
      const withSamples = await lawyerFilters(platform.database.db, { demo: true });
      expect(withSamples.cities).toEqual([
        'Abidjan',
        'Abomey-Calavi',
        'Cotonou',
        'Dakar',
        'Lomé',
        'Lyon',
        'Natitingou',
        'Parakou',
        'Porto-Novo',
      ]);
      expect(withSamples.countries).toEqual(['BJ', 'CI', 'FR', 'SN', 'TG']);
      // A country chosen narrows the cities to its own.
      expect(withSamples.cityCountries).toMatchObject({ Cotonou: ['BJ'], Dakar: ['SN'], Lomé: ['TG'], Lyon: ['FR'] });
      expect(withSamples.languages).toEqual(['ddn', 'ee', 'en', 'fon', 'fr', 'wo', 'yo']);
    });

    it('filters by city (any case), specialty and language', async () => {
      await withDemo(true, async () => {
        const cotonou = await list('?city=COTONOU');
        expect(cotonou.totalItems).toBe(4);
        expect(cotonou.data.every((l) => l.city === 'Cotonou')).toBe(true);
        expect(lastNames(await list('?city=natitingou')).sort()).toEqual(['Ahyi', 'Bossou']);
        const immigration = await list('?specialty=immigration');
        expect(lastNames(immigration).sort()).toEqual(['Gbaguidi-Roux', 'Sarr']);
        expect(lastNames(await list('?language=wo'))).toEqual(['Sarr']);
        expect(lastNames(await list('?language=yo&specialty=housing'))).toEqual(['Olatoundji']);
        expect(lastNames(await list('?city=Cotonou&specialty=criminal'))).toEqual(['Kpadonou']);
      });
    });

    it('filters by country (ISO code in capitals): a known one narrows, an unknown one finds none, a malformed one is ignored', async () => {
      await withDemo(true, async () => {
        const all = await list('?perPage=100');
        const benin = await list('?country=BJ&perPage=100');
        expect(benin.totalItems).toBeGreaterThan(0);
        expect(benin.totalItems).toBeLessThan(all.totalItems);
        expect(lastNames(benin)).toEqual(lastNames(all).filter((_, i) => all.data[i]?.country === 'BJ'));
        expect(lastNames(benin)).toEqual(expect.arrayContaining(['Ahyi', 'Bossou']));
        expect(lastNames(await list('?country=TG'))).toEqual(['Amégan']);
        expect(lastNames(await list('?country=BJ&city=Cotonou&specialty=criminal'))).toEqual(['Kpadonou']);
        expect((await list('?country=BJ&city=Dakar')).totalItems).toBe(0);
        expect((await list('?country=ZZ')).totalItems).toBe(0);
        for (const odd of ['bj', 'BEN', 'B1', '%20', 'B%C3%89']) {
          const page = await list(`?perPage=100&country=${odd}`);
          expect(page.totalItems).toBe(all.totalItems);
          expect(lastNames(page)).toEqual(lastNames(all));
        }
        // Surrounding spaces are trimmed, like the other filters.
        expect(lastNames(await list('?country=%20TG%20'))).toEqual(['Amégan']);
      });
    });

    it('searches names, French specialty words, the bio, bar and city', async () => {
      await withDemo(true, async () => {
        expect(lastNames(await list('?q=houenou'))).toEqual(['Houénou']);
        expect(lastNames(await list(`?q=${encodeURIComponent('Aminata Sarr')}`))).toEqual(['Sarr']);
        const family = await list('?q=famille');
        expect(family.data.every((l) => l.specialties.includes('family') || /famill/i.test(l.bio))).toBe(true);
        expect(lastNames(family)).toEqual(expect.arrayContaining(['Ahyi', 'Hounsou', 'Worou', 'Sarr']));
        expect(lastNames(await list(`?q=${encodeURIComponent('pénal')}`))).toEqual(
          expect.arrayContaining(['Bossou', 'Kpadonou', 'Worou', 'Amégan']),
        );
        expect(lastNames(await list('?q=bail'))).toEqual(expect.arrayContaining(['Olatoundji', 'Houénou']));
        expect(lastNames(await list('?q=foncier'))).toEqual(
          expect.arrayContaining(['Agossou', 'Akplogan', 'Houénou', 'Amégan']),
        );
        expect(lastNames(await list('?q=lacustres'))).toEqual(['Ahyi']);
        expect(lastNames(await list('?q=Togo'))).toEqual(['Amégan']);
        expect((await list('?q=zzz-personne')).totalItems).toBe(0);
        expect((await list('?q=100%25')).totalItems).toBe(0);
      });
    });

    it('puts name matches first when searching', async () => {
      await insert({ first: 'Ernest', last: 'Famille', years: 2 });
      await withDemo(true, async () => {
        const page = await list('?q=famille');
        expect(lastNames(page)[0]).toBe('Famille');
        const rest = page.data.slice(1).map((l) => l.yearsOfPractice);
        expect(rest).toEqual([...rest].sort((a, b) => b - a));
      });
    });

    it('sorts by experience and by name', async () => {
      await withDemo(true, async () => {
        const experience = await list('?sort=experience&perPage=3');
        expect(experience.data.map((l) => l.yearsOfPractice)).toEqual([30, 28, 22]);
        const byName = await list('?sort=name&perPage=100');
        const names = lastNames(byName);
        expect(names.slice(0, 4)).toEqual(['Agossou', 'Ahyi', 'Akplogan', 'Alassane']);
        // Accents do not push a name to the end: Houénou sorts as Houenou.
        expect(names.indexOf('Houénou')).toBeLessThan(names.indexOf('Hounsou'));
        expect(names.at(-1)).toBe('Worou');
      });
    });

    it('pages the list, perPage at most 100, invalid values falling back', async () => {
      await withDemo(true, async () => {
        const total = DEMO_LAWYERS.length + 3;
        const first = await list('?perPage=5&sort=name');
        expect(first).toMatchObject({ page: 1, perPage: 5, totalItems: total, totalPages: Math.ceil(total / 5) });
        const third = await list('?perPage=5&page=3&sort=name');
        expect(third.data).toHaveLength(total - 10);
        expect(lastNames(third)).not.toContain(lastNames(first)[0]);
        expect((await list('?perPage=1000')).perPage).toBe(100);
        expect(await list('?perPage=abc&page=-2')).toMatchObject({ perPage: 12, page: 1 });
      });
    });

    it('ignores filter values that make no sense', async () => {
      await withDemo(true, async () => {
        const all = await list('?perPage=100');
        const odd = await list(
          '?perPage=100&specialty=astrology&sort=random&language=not-a-language&city=&country=benin',
        );
        expect(odd.totalItems).toBe(all.totalItems);
        expect(lastNames(odd)).toEqual(lastNames(all));
      });
    });

    it('shows one verified lawyer by id or slug, 404 otherwise', async () => {
      const byId = await withDemo(true, () => list(`?q=${encodeURIComponent('Zoé Ahyi')}`));
      const zoe = byId.data[0] as Lawyer;
      for (const key of [zoe._id, real.zoe]) {
        const { response } = await get(key);
        expect(response.status).toBe(200);
        expect(response.headers.get('cache-control')).toBe('public, max-age=60');
        const text = await response.text();
        expect(text).not.toContain('secret.example');
        expect(JSON.parse(text).data).toEqual(zoe);
      }
      for (const key of [real.pending, real.rejected, 'nobody']) {
        const { response } = await get(key);
        expect(response.status).toBe(404);
        expect(await response.json()).toMatchObject({
          statusCode: 404,
          message: 'Avocat introuvable',
          code: 'not_found',
        });
      }
    });

    it('tells when the directory lists only sample profiles: with the demo on and no real lawyer listed', async () => {
      const db = platform.database.db;
      expect(await onlySampleLawyers(db, { demo: true })).toBe(false);
      expect(await onlySampleLawyers(db, { demo: false })).toBe(false);
      const realOnes = (
        await db.selectFrom('lawyers').select('id').where('demo', '=', false).where('status', '=', 'verified').execute()
      ).map((r) => r.id);
      await db.updateTable('lawyers').set({ status: 'pending' }).where('id', 'in', realOnes).execute();
      try {
        expect(await onlySampleLawyers(db, { demo: true })).toBe(true);
        expect(await onlySampleLawyers(db, { demo: false })).toBe(false);
      } finally {
        await db.updateTable('lawyers').set({ status: 'verified' }).where('id', 'in', realOnes).execute();
      }
    });

    it('seeding twice keeps one row per sample profile', async () => {
      await seedDemoLawyers(platform.database.db);
      await seedDemoLawyers(platform.database.db);
      const rows = await platform.database.db
        .selectFrom('lawyers')
        .select(['slug', 'status'])
        .where('demo', '=', true)
        .execute();
      expect(rows).toHaveLength(12);
      expect(new Set(rows.map((r) => r.slug)).size).toBe(12);
      expect(rows.every((r) => r.status === 'verified')).toBe(true);
    });
  });
}
