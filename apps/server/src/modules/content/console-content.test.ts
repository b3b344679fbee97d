import { CANONICAL_LANGUAGES } from '@lobby/contract';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { api } from '../../test/accounts.ts';
import { createSiblingApp, putMerchant, useTestApp } from '../../test/app.ts';
import { picture, uploadConsoleImage } from '../../test/console-images.ts';
import { type MemberSession, memberSession } from '../../test/member-sessions.ts';
import { PNG } from '../../test/multipart-form.ts';
import { type ConsoleCaller, operatorSession } from '../../test/operators.ts';

const app = useTestApp({ demoCatalogue: 12 });

let contentOperator: Promise<ConsoleCaller> | undefined;
const editor = () => {
  contentOperator ??= operatorSession(app(), 'content');
  return contentOperator;
};

const HOUR = 3_600_000;
const at = (offsetMs: number) => new Date(Date.now() + offsetMs).toISOString();

/** What a player (guest) of `merchant` gets from a content route, in `language`. */
async function player<T>(path: string, language = 'EN', target: FastifyInstance = app(), merchant = 'demo') {
  const response = await target.inject({
    method: 'GET',
    url: api(path),
    headers: { 'x-language': language, 'x-merchant-code': merchant },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().value as T;
}

type Notice = { id: string; title: string; content: string };
type Lists = { banners: Notice[]; player: Notice[]; popup: Notice[]; promotion: Notice[] };
const notices = async (language = 'EN', target?: FastifyInstance) => {
  const lists = await player<Lists>('/content/announcements?types=B,PL,PU', language, target);
  return [...lists.banners, ...lists.player, ...lists.popup];
};
const noticeTitles = async (language = 'EN', target?: FastifyInstance) =>
  (await notices(language, target)).map((notice) => notice.title);
const bannerTitles = async (language = 'EN') =>
  (await player<{ list: { title: string }[] }>('/content/banners?groupName=m_home', language)).list.map(
    (banner) => banner.title,
  );
const helpTitles = async (language = 'EN') =>
  (await player<{ list: { title: string }[] }>('/content/help', language)).list.map((entry) => entry.title);

const announcement = (title: string, extra: object = {}) => ({
  kind: 'marquee',
  status: 'published',
  sortOrder: 0,
  startsAt: null,
  endsAt: null,
  texts: [
    { language: 'EN', title, content: `<p>${title} body</p>` },
    { language: 'UR', title: `${title} (UR)`, content: '<p>اردو</p>' },
  ],
  ...extra,
});

async function save(path: string, body: object, caller?: ConsoleCaller) {
  const response = await (caller ?? (await editor())).write('POST', path, body);
  return response;
}

describe('console announcements', () => {
  it('a published announcement reaches players at once, in their language or the default one', async () => {
    const saved = await save('/console/content/announcements', announcement('Weekend cup'));
    expect(saved.statusCode, saved.body).toBe(200);
    const item = saved.json().value;
    expect(item).toMatchObject({ kind: 'marquee', status: 'published', merchantCode: 'demo' });
    expect(item.texts.map((text: { language: string }) => text.language)).toEqual(['EN', 'UR']);
    expect(await noticeTitles('EN')).toContain('Weekend cup');
    expect(await noticeTitles('UR')).toContain('Weekend cup (UR)');
    // No Thai text: Thai players see the default language's.
    expect(await noticeTitles('TH')).toContain('Weekend cup');

    // Only English: Urdu players see the English text of this item, and their own of the others.
    const edited = await save(
      '/console/content/announcements',
      announcement('Weekend cup', { id: item.id, texts: [announcement('Weekend cup').texts[0]] }),
    );
    expect(edited.statusCode, edited.body).toBe(200);
    const urdu = await noticeTitles('UR');
    expect(urdu).toContain('Weekend cup');
    expect(urdu).not.toContain('Weekend cup (UR)');

    const list = (await (await editor()).get('/console/content/announcements?language=EN')).json().value;
    expect(list.defaultLanguage).toBe('EN');
    expect(list.list.find((entry: { id: string }) => entry.id === item.id).texts).toHaveLength(1);
  });

  it('players see only published announcements inside their schedule', async () => {
    const draft = await save(
      '/console/content/announcements',
      announcement('Draft news', { status: 'draft' }),
    );
    const later = await save(
      '/console/content/announcements',
      announcement('Later news', { startsAt: at(HOUR) }),
    );
    const over = await save(
      '/console/content/announcements',
      announcement('Past news', { startsAt: at(-2 * HOUR), endsAt: at(-HOUR) }),
    );
    const now = await save(
      '/console/content/announcements',
      announcement('Popup now', { kind: 'popup', startsAt: at(-HOUR), endsAt: at(HOUR) }),
    );
    for (const response of [draft, later, over, now]) expect(response.statusCode, response.body).toBe(200);
    const lists = await player<Lists>('/content/announcements?types=B,PL,PU');
    expect(lists.popup.map((notice) => notice.title)).toContain('Popup now');
    const titles = await noticeTitles();
    for (const hidden of ['Draft news', 'Later news', 'Past news']) expect(titles).not.toContain(hidden);

    const popup = now.json().value;
    const unpublished = await save(
      '/console/content/announcements',
      announcement('Popup now', { id: popup.id, kind: 'popup', status: 'unpublished' }),
    );
    expect(unpublished.json().value.status).toBe('unpublished');
    expect(await noticeTitles()).not.toContain('Popup now');
    const drafts = (await (await editor()).get('/console/content/announcements?status=draft')).json().value
      .list;
    expect(drafts.map((entry: { texts: { title: string }[] }) => entry.texts[0]?.title)).toEqual([
      'Draft news',
    ]);
  });

  it('lists the seeded announcements in every language, the default first, and editing one keeps its read flags', async () => {
    const list = (await (await editor()).get('/console/content/announcements')).json().value.list as {
      id: string;
      texts: { language: string; title: string; content: string }[];
      kind: string;
    }[];
    const seeded = list.find((entry) => entry.id.startsWith('demo-'));
    if (!seeded) throw new Error('no seeded announcement');
    const others = CANONICAL_LANGUAGES.filter((code) => code !== 'EN').sort();
    expect(seeded.texts.map((text) => text.language)).toEqual(['EN', ...others]);
    const before = (await notices('EN')).find((notice) => notice.title === seeded.texts[0]?.title);
    const edited = await save('/console/content/announcements', {
      ...announcement('x'),
      id: seeded.id,
      kind: seeded.kind,
      texts: seeded.texts.map((text) => ({ ...text, title: `${text.title}!` })),
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const after = (await notices('EN')).find((notice) => notice.title === `${seeded.texts[0]?.title}!`);
    expect(after?.id).toBe(before?.id);
  });

  it('deletes an announcement in every language, recorded in the audit trail with before and after', async () => {
    const saved = (await save('/console/content/announcements', announcement('Short-lived'))).json().value;
    const deleted = await (await editor()).write('DELETE', `/console/content/announcements/${saved.id}`);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(await noticeTitles()).not.toContain('Short-lived');
    expect(await noticeTitles('UR')).not.toContain('Short-lived (UR)');
    expect(
      (await (await editor()).write('DELETE', `/console/content/announcements/${saved.id}`)).statusCode,
    ).toBe(404);
    const owner = await operatorSession(app(), 'owner');
    const events = (await owner.get(`/console/audit-events?operatorId=${(await editor()).operatorId}`))
      .json()
      .value.list.filter((event: { target: string }) => event.target === saved.id) as {
      action: string;
      before: unknown;
      after: unknown;
    }[];
    expect(events.map((event) => event.action).sort()).toEqual([
      'announcement.deleted',
      'announcement.saved',
    ]);
    expect(events.find((event) => event.action === 'announcement.saved')?.before).toBeNull();
    const removal = events.find((event) => event.action === 'announcement.deleted');
    expect(removal?.before).toMatchObject({ id: saved.id, status: 'published' });
    expect(removal?.after).toBeNull();
  });

  it('refuses bad input naming the field, and nothing changes', async () => {
    const count = async () =>
      (await (await editor()).get('/console/content/announcements')).json().value.list.length;
    const before = await count();
    const refusals: [object, number, string, string][] = [
      [
        announcement('Backwards', { startsAt: at(HOUR), endsAt: at(-HOUR) }),
        400,
        'date_range_invalid',
        'endsAt',
      ],
      [
        announcement('Script', {
          texts: [{ language: 'EN', title: 'Script', content: '<p>hi</p><script>alert(1)</script>' }],
        }),
        400,
        'validation_error',
        'texts.0.content',
      ],
      [
        announcement('Handler', {
          texts: [
            { language: 'EN', title: 'Handler', content: '<img src="/media/x.png" onerror="alert(1)">' },
          ],
        }),
        400,
        'validation_error',
        'texts.0.content',
      ],
      [
        announcement('Urdu only', { texts: [{ language: 'UR', title: 'x', content: 'y' }] }),
        400,
        'validation_error',
        'texts',
      ],
      [
        announcement('Twice', {
          texts: [
            { language: 'EN', title: 'a', content: 'b' },
            { language: 'EN', title: 'c', content: 'd' },
          ],
        }),
        400,
        'validation_error',
        'texts.1.language',
      ],
      [announcement('Nul\u0000'), 400, 'validation_error', 'texts.0.title'],
      [announcement('Kind', { kind: 'ticker' }), 400, 'validation_error', 'kind'],
      [announcement('Status', { status: 'live' }), 400, 'validation_error', 'status'],
      [announcement('Gone', { id: 'no-such-item' }), 404, 'not_found', 'id'],
    ];
    for (const [body, status, code, field] of refusals) {
      const response = await save('/console/content/announcements', body);
      expect(
        [response.statusCode, response.json().code, response.json().value?.field],
        response.body,
      ).toEqual([status, code, field]);
    }
    expect(await count()).toBe(before);
    const titles = await noticeTitles();
    for (const title of ['Backwards', 'Script', 'Handler', 'Twice']) expect(titles).not.toContain(title);
  });
});

describe('console announcements of every kind of the spec (decision 0062)', () => {
  type Kinds = Lists & { agent: Notice[] };
  const ALL = '/content/announcements?types=B,PL,PU,PR,A';

  it('stores marquee as PL, popup as PU, promotion as PR and agent as A; agents alone get A', async () => {
    const titles: Record<string, string> = {
      marquee: 'Kind marquee',
      popup: 'Kind popup',
      promotion: 'Kind promotion',
      agent: 'Kind agent',
    };
    for (const [kind, title] of Object.entries(titles)) {
      const saved = await save('/console/content/announcements', announcement(title, { kind }));
      expect(saved.statusCode, saved.body).toBe(200);
      expect(saved.json().value.kind).toBe(kind);
    }
    const listed = (await (await editor()).get('/console/content/announcements')).json().value.list as {
      kind: string;
      texts: { title: string }[];
    }[];
    for (const [kind, title] of Object.entries(titles))
      expect(listed.find((item) => item.texts[0]?.title === title)?.kind).toBe(kind);

    const titlesOf = (lists: Kinds) =>
      Object.fromEntries(Object.entries(lists).map(([group, list]) => [group, list.map((n) => n.title)]));
    const guest = titlesOf(await player<Kinds>(ALL));
    expect(guest.player).toContain('Kind marquee');
    expect(guest.popup).toContain('Kind popup');
    expect(guest.promotion).toContain('Kind promotion');
    expect(guest.agent).toEqual([]);

    const member = await memberSession(app(), { type: 0 });
    const agent = await memberSession(app(), { type: 1 });
    expect((await member.get(ALL)).json().value.agent).toEqual([]);
    const agentLists = (await agent.get(ALL)).json().value as Kinds;
    expect(agentLists.agent.map((notice) => notice.title)).toEqual(['Kind agent']);
    // The unread badge counts what the notice list shows: an agent has one more.
    const unread = async (caller: MemberSession) =>
      (await caller.get('/content/announcements/unread-count')).json().value.unReadCount as number;
    expect(await unread(agent)).toBe((await unread(member)) + 1);
  });

  it('refuses a kind the spec does not name (400 on kind); nothing is stored', async () => {
    const before = (await (await editor()).get('/console/content/announcements')).json().value.list.length;
    const response = await save(
      '/console/content/announcements',
      announcement('Kind lottery', { kind: 'lottery' }),
    );
    expect([response.statusCode, response.json().code, response.json().value.field]).toEqual([
      400,
      'validation_error',
      'kind',
    ]);
    expect((await (await editor()).get('/console/content/announcements')).json().value.list).toHaveLength(
      before,
    );
  });
});

describe('console banners', () => {
  const banner = (title: string, extra: object = {}) => ({
    groupName: 'm_home',
    url: '/m/activity',
    imageUrl: '/media/uploads/0123abcd-1080.webp',
    status: 'published',
    sortOrder: 0,
    startsAt: null,
    endsAt: null,
    texts: [{ language: 'EN', title }],
    ...extra,
  });

  it('a published banner reaches the home carousel, with the default language as fallback', async () => {
    const saved = await save('/console/content/banners', banner('Spring bonus'));
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().value).toMatchObject({ groupName: 'm_home', url: '/m/activity' });
    expect(await bannerTitles('EN')).toContain('Spring bonus');
    expect(await bannerTitles('UR')).toContain('Spring bonus');
    const home = await player<{ list: { title: string; url: string; imageUrl: string }[] }>(
      '/content/banners?groupName=m_home',
    );
    expect(home.list.find((entry) => entry.title === 'Spring bonus')).toMatchObject({
      url: '/m/activity',
      imageUrl: '/media/uploads/0123abcd-1080.webp',
    });
    const list = (await (await editor()).get('/console/content/banners')).json().value.list;
    // The seeded banners (for every language) are items too, in the default language.
    expect(list.length).toBeGreaterThan(1);
    expect(list.every((entry: { texts: { language: string }[] }) => entry.texts[0]?.language === 'EN')).toBe(
      true,
    );
  });

  it('refuses a link or image the player app cannot use, naming the field', async () => {
    for (const [body, field] of [
      [banner('Bad link', { url: 'javascript:alert(1)' }), 'url'],
      [banner('Plain http', { url: 'http://example.com' }), 'url'],
      [banner('Bad image', { imageUrl: 'https://elsewhere.example/x.png' }), 'imageUrl'],
      [banner('Bad group', { groupName: 'm_side' }), 'groupName'],
    ] as const) {
      const response = await save('/console/content/banners', body);
      expect([response.statusCode, response.json().value?.field], response.body).toEqual([400, field]);
    }
    const titles = await bannerTitles();
    for (const title of ['Bad link', 'Plain http', 'Bad image']) expect(titles).not.toContain(title);
  });
});

describe('console help articles', () => {
  it('stores the HTML sanitised with the rules of the help centre and shows it to players', async () => {
    const saved = await save('/console/content/help-articles', {
      status: 'published',
      sortOrder: 0,
      startsAt: null,
      endsAt: null,
      texts: [
        {
          language: 'EN',
          title: 'Withdrawal times',
          content: '<h1>Times</h1><p style="color:red">Within <b>24 hours</b></p><span>',
        },
      ],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().value.texts[0].content).toBe('<h2>Times</h2><p>Within <strong>24 hours</strong></p>');
    expect(await helpTitles('EN')).toContain('Withdrawal times');
    expect(await helpTitles('UR')).toContain('Withdrawal times');
    const refused = await save('/console/content/help-articles', {
      status: 'published',
      sortOrder: 0,
      startsAt: null,
      endsAt: null,
      texts: [{ language: 'EN', title: 'Evil', content: '<a href="javascript:alert(1)">x</a>' }],
    });
    expect([refused.statusCode, refused.json().value.field]).toEqual([400, 'texts.0.content']);
    expect(await helpTitles()).not.toContain('Evil');
  });
});

describe('console content: merchant scope and roles', () => {
  it("an operator of another merchant neither sees nor changes demo's content", async () => {
    await putMerchant(app(), 'other', { domains: ['other.example'] });
    const saved = (
      await save('/console/content/help-articles', {
        status: 'draft',
        sortOrder: 0,
        startsAt: null,
        endsAt: null,
        texts: [{ language: 'EN', title: 'Demo only', content: '<p>x</p>' }],
      })
    ).json().value;
    const stranger = await operatorSession(app(), 'content', 'other');
    const own = (await stranger.get('/console/content/help-articles')).json().value;
    expect(own.merchantCode).toBe('other');
    expect(own.list.map((entry: { id: string }) => entry.id)).not.toContain(saved.id);
    expect((await stranger.get('/console/content/help-articles?merchantCode=demo')).statusCode).toBe(403);
    expect((await stranger.write('DELETE', `/console/content/help-articles/${saved.id}`)).statusCode).toBe(
      404,
    );
    const changed = await stranger.write('POST', '/console/content/help-articles', {
      id: saved.id,
      status: 'published',
      sortOrder: 0,
      startsAt: null,
      endsAt: null,
      texts: [{ language: 'EN', title: 'Taken', content: '<p>x</p>' }],
    });
    expect(changed.statusCode).toBe(404);
    // A platform operator picks the merchant.
    const platform = await operatorSession(app(), 'admin', null);
    const picked = (await platform.get('/console/content/help-articles?merchantCode=demo')).json().value;
    expect(picked.list.map((entry: { id: string }) => entry.id)).toContain(saved.id);
  });

  it('the reading roles read, only content, admin and owner write; writes need the CSRF token', async () => {
    const auditor = await operatorSession(app(), 'auditor');
    expect((await auditor.get('/console/content/banners')).statusCode).toBe(200);
    const refused = await auditor.write('POST', '/console/content/announcements', announcement('Not mine'));
    expect([refused.statusCode, refused.json().code]).toEqual([403, 'forbidden']);
    const noCsrf = await (await editor()).write(
      'POST',
      '/console/content/announcements',
      announcement('x'),
      false,
    );
    expect([noCsrf.statusCode, noCsrf.json().code]).toEqual([403, 'csrf_invalid']);
    expect(await noticeTitles()).not.toContain('Not mine');
  });
});

describe('console content on two instances', () => {
  let sibling: FastifyInstance | undefined;
  afterAll(async () => {
    await sibling?.close();
  });

  it('the other instance shows a change within 5 seconds', async () => {
    sibling = await createSiblingApp(app());
    const other = sibling;
    // The sibling has read (and cached) the content before the change.
    expect(await noticeTitles('EN', other)).not.toContain('Across instances');
    const saved = await save('/console/content/announcements', announcement('Across instances'));
    expect(saved.statusCode, saved.body).toBe(200);
    const started = Date.now();
    while (!(await noticeTitles('EN', other)).includes('Across instances')) {
      expect(Date.now() - started).toBeLessThan(5_000);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    // The answer itself may be kept 5 seconds at most.
    const response = await other.inject({ method: 'GET', url: api('/content/announcements?types=PL') });
    expect(response.headers['cache-control']).toMatch(/max-age=5$/);
  }, 15_000);
});

describe('console images', () => {
  const upload = async (bytes: Buffer, type?: string, field?: string) =>
    uploadConsoleImage(app(), await editor(), bytes, type, field);

  it('stores an image as WebP at the banner widths, served by content hash with immutable caching', async () => {
    const response = await upload(await picture(1600, 700));
    expect(response.statusCode, response.body).toBe(200);
    const image = response.json().value;
    expect(image).toMatchObject({ width: 1600, height: 700 });
    expect(image.variants.map((variant: { width: number }) => variant.width)).toEqual([480, 960, 1440]);
    expect(image.url).toMatch(/^\/media\/uploads\/[0-9a-f]{32}-960\.webp$/);
    const served = await app().inject({ method: 'GET', url: image.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({
      format: 'webp',
      width: 960,
      height: 420,
    });
    // The same picture again: the same addresses.
    expect((await upload(await picture(1600, 700))).json().value.url).toBe(image.url);
    // A small jpeg or webp is not enlarged.
    const small = (await upload(await picture(600, 260, 'jpeg'), 'image/jpeg')).json().value;
    expect(small.variants.map((variant: { width: number }) => variant.width)).toEqual([480, 600]);
    expect((await upload(await picture(300, 130, 'webp'), 'image/webp')).json().value.url).toMatch(
      /-300\.webp$/,
    );
    expect((await app().inject({ method: 'GET', url: '/media/uploads/ffff-960.webp' })).statusCode).toBe(404);
  });

  it('refuses what is not an image, too large or too many pixels, naming the field', async () => {
    const refusals: [Buffer, number, string][] = [
      [Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"></svg>'), 400, 'image_type_not_allowed'],
      [PNG, 400, 'image_type_not_allowed'],
      [await picture(5000, 4000), 400, 'image_too_large'],
      [Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)]), 413, 'image_too_large'],
    ];
    for (const [bytes, status, code] of refusals) {
      const response = await upload(bytes);
      expect([response.statusCode, response.json().code, response.json().value.field]).toEqual([
        status,
        code,
        'image',
      ]);
    }
    const other = await upload(await picture(100, 50), 'image/png', 'file');
    expect([other.statusCode, other.json().value.field]).toEqual([400, 'file']);
  });
});
