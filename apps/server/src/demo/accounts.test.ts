import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { members, merchants } from '../db/schema.ts';
import { login } from '../test/accounts.ts';
import { useTestApp } from '../test/app.ts';
import { seedDemoAccounts } from './accounts.ts';
import { DEMO_REGISTRATION, seedDemoMerchant } from './merchant.ts';

const app = useTestApp();

describe('demo accounts', () => {
  it('log in: member demo and agent demoagent, with the documented details', async () => {
    const member = await login(app(), 'demo', 'Demo-Player-2026');
    expect(member).toMatchObject({ userName: 'demo', type: 0 });
    const agent = await login(app(), 'demoagent', 'Demo-Agent-2026', { portal: 'agent' });
    expect(agent).toMatchObject({ userName: 'demoagent', type: 1 });
    const [demo] = await app().db.select().from(members).where(eq(members.username, 'demo'));
    expect(demo).toMatchObject({
      nickname: 'Demo Player',
      mobileNum: '3001234567',
      countryDialingCode: '92',
      vipLabel: 'VIP 1',
    });
  });

  it('are seeded once: seeding again changes nothing', async () => {
    const before = await app().db.select().from(members);
    expect(await seedDemoAccounts(app().db, app().passwords, app().clock)).toBe(0);
    expect(await app().db.select().from(members)).toEqual(before);
  });

  it('come with registration settings added to a demo merchant stored before they existed', async () => {
    const [row] = await app().db.select().from(merchants).where(eq(merchants.code, 'demo'));
    if (!row) throw new Error('no demo merchant');
    const { registration: _, ...older } = row.config;
    await app()
      .db.update(merchants)
      .set({ config: older as typeof row.config })
      .where(eq(merchants.code, 'demo'));
    expect(await seedDemoMerchant(app().db)).toBe(false);
    const [patched] = await app().db.select().from(merchants).where(eq(merchants.code, 'demo'));
    expect(patched?.config.registration).toEqual(DEMO_REGISTRATION);
    // A stored registration config is the operator's: it stays.
    await app()
      .db.update(merchants)
      .set({ config: { ...row.config, registration: { ...DEMO_REGISTRATION, captcha: false } } })
      .where(eq(merchants.code, 'demo'));
    await seedDemoMerchant(app().db);
    const [kept] = await app().db.select().from(merchants).where(eq(merchants.code, 'demo'));
    expect(kept?.config.registration.captcha).toBe(false);
  });

  it('come with the market country (PK) added to a demo merchant stored before it existed', async () => {
    const marketOf = async () =>
      (await app().db.select().from(merchants).where(eq(merchants.code, 'demo')))[0]?.marketCountry;
    expect(await marketOf()).toBe('PK');
    await app().db.update(merchants).set({ marketCountry: null }).where(eq(merchants.code, 'demo'));
    await seedDemoMerchant(app().db);
    expect(await marketOf()).toBe('PK');
    // An operator's own choice stays.
    await app().db.update(merchants).set({ marketCountry: 'IN' }).where(eq(merchants.code, 'demo'));
    await seedDemoMerchant(app().db);
    expect(await marketOf()).toBe('IN');
    await app().db.update(merchants).set({ marketCountry: 'PK' }).where(eq(merchants.code, 'demo'));
  });
});
