import type { ConsoleImage, ConsoleMerchantSettings } from '@lobby/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { api } from '../../test/accounts.ts';
import { useTestApp } from '../../test/app.ts';
import { picture, uploadConsoleImage } from '../../test/console-images.ts';
import { type ConsoleCaller, operatorSession } from '../../test/operators.ts';

const app = useTestApp();

const SETTINGS = '/console/merchant-settings';
const COLOURS = {
  primary: '#C0152F',
  onPrimary: '#ffffff',
  accent: '#0a7d5a',
  onAccent: '#ffffff',
  hero: '#1d2b64',
  onHero: '#ffffff',
};
let content: ConsoleCaller;

beforeAll(async () => {
  content = await operatorSession(app(), 'content');
});

type Settings = ConsoleMerchantSettings['settings'];

async function save(change: (settings: Settings) => void) {
  const current: ConsoleMerchantSettings = (await content.get(SETTINGS)).json().value;
  const settings = structuredClone(current.settings);
  change(settings);
  return content.write('PUT', SETTINGS, { baseVersion: current.version, settings, reason: 'brand' });
}

const brandOfStatus = async () =>
  (
    await app().inject({ method: 'GET', url: api('/system/status'), headers: { 'x-merchant-code': 'demo' } })
  ).json().value.info.brand;

async function uploadLogo(): Promise<ConsoleImage> {
  const response = await uploadConsoleImage(app(), content, await picture(400, 100));
  expect(response.statusCode, response.body).toBe(200);
  return response.json().value;
}

describe('the brand part of the merchant settings', () => {
  it("starts as the app's own colours and mark, and players get what content saves, as a version", async () => {
    expect(await brandOfStatus()).toEqual({ colours: null, logo: null });
    const logo = await uploadLogo();
    const response = await save((settings) => {
      settings.config.brand = { colours: COLOURS, logo: { url: logo.url, width: 400, height: 100 } };
    });
    expect(response.statusCode, response.body).toBe(200);
    const saved = {
      colours: { ...COLOURS, primary: '#c0152f' },
      logo: { url: logo.url, width: 400, height: 100 },
    };
    expect(response.json().value.settings.config.brand).toEqual(saved);
    expect(await brandOfStatus()).toEqual(saved);

    const [version] = (await content.get(`${SETTINGS}/versions`)).json().value.list;
    expect(version.changes).toEqual([
      { path: 'config.brand.colours', before: null, after: saved.colours },
      { path: 'config.brand.logo', before: null, after: saved.logo },
    ]);
    // Saving again with the logo already set does not need it uploaded again.
    const again = await save((settings) => {
      if (settings.config.brand.colours) settings.config.brand.colours.accent = '#0b6e50';
    });
    expect(again.statusCode, again.body).toBe(200);
    expect((await brandOfStatus()).colours.accent).toBe('#0b6e50');
  });

  it('refuses a colour that is not #rrggbb with 400 naming it; nothing changes', async () => {
    const before = await brandOfStatus();
    for (const [colour, value] of [
      ['primary', 'red'],
      ['onPrimary', '#fff'],
      ['accent', '#12345g'],
      ['hero', '#1234567'],
      ['onHero', ' #ffffff\u0000'],
    ] as const) {
      const response = await save((settings) => {
        settings.config.brand.colours = { ...COLOURS, [colour]: value };
      });
      expect([response.statusCode, response.json().code, response.json().value.field], value).toEqual([
        400,
        'validation_error',
        `settings.config.brand.colours.${colour}`,
      ]);
    }
    expect(await brandOfStatus()).toEqual(before);
  });

  it('refuses a logo that is no upload, or a size out of its proportions, with 400 naming the field; nothing changes', async () => {
    const before = await brandOfStatus();
    const cases: [unknown, string][] = [
      [{ url: `/media/uploads/${'a'.repeat(32)}-480.webp`, width: 400, height: 100 }, 'url'],
      [{ url: 'https://elsewhere.example/logo.png', width: 400, height: 100 }, 'url'],
      [{ url: '/media/uploads/../secret-480.webp', width: 400, height: 100 }, 'url'],
      [{ url: before.logo.url, width: 0, height: 100 }, 'width'],
      [{ url: before.logo.url, width: 400, height: 400 }, 'height'],
      [{ url: before.logo.url, width: 100, height: 400 }, 'height'],
    ];
    for (const [logo, field] of cases) {
      const response = await save((settings) => {
        settings.config.brand.logo = logo as Settings['config']['brand']['logo'];
      });
      expect([response.statusCode, response.json().value.field], JSON.stringify(logo)).toEqual([
        400,
        `settings.config.brand.logo.${field}`,
      ]);
    }
    expect(await brandOfStatus()).toEqual(before);
  });

  it('goes back to the app’s own look when the colours and logo are cleared', async () => {
    const response = await save((settings) => {
      settings.config.brand = { colours: null, logo: null };
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(await brandOfStatus()).toEqual({ colours: null, logo: null });
  });
});
