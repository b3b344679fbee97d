import type { ConsoleMerchantSettings } from '@lobby/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../../test/accounts.ts';
import { createSiblingApp, useTestApp } from '../../test/app.ts';
import { type ConsoleCaller, operatorSession } from '../../test/operators.ts';
import { insertWinner } from '../content/index.ts';

/** The winner board and jackpot settings (decision 0062): a part of the merchant settings. */
const app = useTestApp();

const SETTINGS = '/console/merchant-settings';
let content: ConsoleCaller;
let owner: ConsoleCaller;

/** Wins of 5.00, 50.00, 500.00, 5,000.00 and 50,000.00, the largest the latest. */
const AMOUNTS_MINOR = [500, 5_000, 50_000, 500_000, 5_000_000];

beforeAll(async () => {
  content = await operatorSession(app(), 'content');
  owner = await operatorSession(app(), 'owner');
  for (const [index, amount] of AMOUNTS_MINOR.entries())
    await insertWinner(app().db, {
      merchantCode: 'demo',
      customerName: `p***${index}`,
      nodeId: null,
      gameName: `Game ${index}`,
      gameType: 'RNG',
      iconUrl: '',
      winAmountMinor: amount,
      currency: 'USD',
      wonAt: new Date(Date.UTC(2026, 0, 1 + index)),
    });
});

async function read(caller = owner): Promise<ConsoleMerchantSettings> {
  const response = await caller.get(SETTINGS);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().value;
}

type Change = (settings: ConsoleMerchantSettings['settings']) => void;

async function save(caller: ConsoleCaller, change: Change) {
  const current = await read(caller);
  const settings = structuredClone(current.settings);
  change(settings);
  return caller.write('PUT', SETTINGS, { baseVersion: current.version, settings, reason: 'home' });
}

const status = async (target: FastifyInstance = app()) =>
  (await target.inject({ method: 'GET', url: api('/system/status') })).json().value;

const board = async () =>
  (
    await app().inject({ method: 'GET', url: api('/content/winner-board?gameCategory=ALL&limitNum=100') })
  ).json().value.list as { vo: { customerName: string; winAmount: number } }[];

describe('winner board and jackpot settings', () => {
  it("start as the spec's and reach the status and the winner board", async () => {
    const { settings } = await read();
    expect(settings.config.winnerBoard).toEqual({ shown: true, size: 100, minimumWin: 0 });
    expect(settings.config.jackpot).toEqual({
      shown: true,
      start: 23_767_436.69,
      maximum: 25_000_000,
      stepMin: 100,
      stepMax: 500,
      intervalMinSeconds: 3,
      intervalMaxSeconds: 5,
    });
    const { info } = await status();
    expect(info.winnerBoardShown).toBe(true);
    expect(info.jackpot).toEqual(settings.config.jackpot);
    expect((await board()).map(({ vo }) => vo.winAmount)).toEqual([50_000, 5_000, 500, 50, 5]);
  });

  it('content saves them; players see them at once; the save is a version, audited', async () => {
    const response = await save(content, (settings) => {
      settings.config.winnerBoard = { shown: true, size: 2, minimumWin: 50 };
      settings.config.jackpot = {
        shown: false,
        start: 1_000.5,
        maximum: 2_000,
        stepMin: 0.01,
        stepMax: 9.99,
        intervalMinSeconds: 1,
        intervalMaxSeconds: 60,
      };
    });
    expect(response.statusCode, response.body).toBe(200);
    // The two latest wins of at least 50.00.
    expect((await board()).map(({ vo }) => vo.winAmount)).toEqual([50_000, 5_000]);
    const { info } = await status();
    expect(info.jackpot).toMatchObject({ shown: false, start: 1_000.5, stepMax: 9.99 });

    const off = await save(content, (settings) => {
      settings.config.winnerBoard.shown = false;
    });
    expect(off.statusCode, off.body).toBe(200);
    expect(await board()).toEqual([]);
    expect((await status()).info.winnerBoardShown).toBe(false);

    const versions = (await owner.get(`${SETTINGS}/versions`)).json().value.list;
    expect(versions[0].changes).toEqual([{ path: 'config.winnerBoard.shown', before: true, after: false }]);
    const events = (
      await owner.get(
        `/console/audit-events?operatorId=${content.operatorId}&action=merchant_settings.updated`,
      )
    ).json().value.list;
    expect(events[0]).toMatchObject({
      target: 'demo',
      before: { config: { winnerBoard: { shown: true } } },
      after: { config: { winnerBoard: { shown: false } } },
    });
  });

  it('refuses bad settings with 400 naming the field; nothing changes', async () => {
    const before = await read();
    const bad: [Change, string][] = [
      [(s) => Object.assign(s.config.winnerBoard, { size: 0 }), 'settings.config.winnerBoard.size'],
      [(s) => Object.assign(s.config.winnerBoard, { size: 101 }), 'settings.config.winnerBoard.size'],
      [
        (s) => Object.assign(s.config.winnerBoard, { minimumWin: -1 }),
        'settings.config.winnerBoard.minimumWin',
      ],
      [(s) => Object.assign(s.config.winnerBoard, { shown: 'yes' }), 'settings.config.winnerBoard.shown'],
      [
        (s) => Object.assign(s.config.jackpot, { maximum: s.config.jackpot.start }),
        'settings.config.jackpot.maximum',
      ],
      [(s) => Object.assign(s.config.jackpot, { start: 12.345 }), 'settings.config.jackpot.start'],
      [(s) => Object.assign(s.config.jackpot, { maximum: 100_000_000 }), 'settings.config.jackpot.maximum'],
      [(s) => Object.assign(s.config.jackpot, { stepMin: 0 }), 'settings.config.jackpot.stepMin'],
      [(s) => Object.assign(s.config.jackpot, { stepMin: 5, stepMax: 4 }), 'settings.config.jackpot.stepMax'],
      [
        (s) => Object.assign(s.config.jackpot, { intervalMinSeconds: 5, intervalMaxSeconds: 4 }),
        'settings.config.jackpot.intervalMaxSeconds',
      ],
      [
        (s) => Object.assign(s.config.jackpot, { intervalMinSeconds: 0.5 }),
        'settings.config.jackpot.intervalMinSeconds',
      ],
      [
        (s) => Object.assign(s.config.jackpot, { intervalMaxSeconds: 61 }),
        'settings.config.jackpot.intervalMaxSeconds',
      ],
    ];
    for (const [change, field] of bad) {
      const response = await save(content, change);
      expect([response.statusCode, response.json().code, response.json().value.field], field).toEqual([
        400,
        'validation_error',
        field,
      ]);
    }
    expect(await read()).toEqual(before);
  });

  it('roles that only read may not save them (403), and the answer names nothing changed', async () => {
    const before = await read();
    for (const role of ['finance', 'support', 'auditor'] as const) {
      const caller = await operatorSession(app(), role);
      const response = await save(caller, (settings) => {
        settings.config.jackpot.shown = !settings.config.jackpot.shown;
      });
      expect([response.statusCode, response.json().code], role).toEqual([403, 'forbidden']);
    }
    expect(await read()).toEqual(before);
  });
});

describe('winner board and jackpot settings on two instances', () => {
  let sibling: FastifyInstance | undefined;
  afterAll(async () => {
    await sibling?.close();
  });

  it('the other instance answers the new settings within 5 seconds', async () => {
    sibling = await createSiblingApp(app());
    const other = sibling;
    const before = (await status(other)).info.jackpot.maximum as number;
    const saved = await save(content, (settings) => {
      settings.config.jackpot.maximum = before + 1;
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const started = Date.now();
    while ((await status(other)).info.jackpot.maximum !== before + 1) {
      expect(Date.now() - started).toBeLessThan(5_000);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }, 15_000);
});
