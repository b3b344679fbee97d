import { describe, expect, it } from 'vitest';
import { demoCatalogue } from '../../demo/catalogue/index.ts';
import { api, bearer, createMember, freshIp, login } from '../../test/accounts.ts';
import { useTestApp } from '../../test/app.ts';

const app = useTestApp({
  demoCatalogue: 20,
  limits: { memberWritesPerMember: { limit: 3, windowSeconds: 60 } },
});
const [first, second, third, fourth] = demoCatalogue({ games: 20 }).games;

describe("a member's small writes share one rate limit", () => {
  it('refuses the fourth write in the window with rate_limited and changes nothing', async () => {
    await createMember(app(), { username: 'busy_fan', password: 'busy-fan-pass-1' });
    const { token } = await login(app(), 'busy_fan', 'busy-fan-pass-1', { remoteAddress: freshIp() });
    const add = (game: typeof first) =>
      app().inject({
        method: 'POST',
        url: api('/games/favourites'),
        headers: bearer(token),
        payload: { nodeId: game?.nodeId, vendor: game?.vassalage },
      });
    const statuses = [];
    for (const game of [first, second, third, fourth]) statuses.push((await add(game)).statusCode);
    expect(statuses).toEqual([200, 200, 200, 429]);

    const read = await app().inject({
      method: 'POST',
      url: api('/content/announcements/read'),
      headers: bearer(token),
      payload: { announcementId: 'any', read: true },
    });
    expect(read.statusCode).toBe(429);
    expect(read.json().code).toBe('rate_limited');

    const ids = await app().inject({
      method: 'GET',
      url: api('/games/favourite-ids'),
      headers: bearer(token),
    });
    expect(ids.json().value.ids).toHaveLength(3);
  });
});
