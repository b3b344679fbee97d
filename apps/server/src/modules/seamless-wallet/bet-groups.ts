import type { Db } from '../../db/client.ts';
import { groupLanes } from '../../db/grouped-statements.ts';
import { hashString } from '../../shared/random.ts';
import { type FastBet, type FastBetPosted, postPlainBet, postPlainBets } from './bet-statement.ts';

/** At most this many bets share one commit: a group holds its members' rows until it commits. */
const MAX_GROUP = 64;

interface Waiting {
  bet: FastBet;
  resolve(posted: FastBetPosted | undefined): void;
  reject(error: unknown): void;
}

interface Lane {
  waiting: Waiting[];
  writing: boolean;
}

const settle = (waiting: Waiting, posted: Promise<FastBetPosted | undefined>) =>
  posted.then(waiting.resolve, waiting.reject);

/**
 * Group commit of plain bets (decision 0079). A commit waits for the write-ahead log's flush, and a bet's rows
 * stay locked until then, so one account took no more bets a second than the disk took flushes. Here the bets
 * that arrive while a lane writes its group wait for it and go together as the next group: one transaction,
 * one round trip, one flush, each bet still decided on its own by its statement (`postPlainBets`).
 *
 * A member's bets always take the same lane, in arrival order, so groups of this process never wait on each
 * other's rows; a group orders its members by id, so groups of different instances lock them in one order. A
 * lone bet goes at once, as one statement. A group that rolls back (a race with another instance, a repeat
 * sent concurrently) is written again bet by bet: each statement is a whole bet that writes nothing twice
 * (its transaction id is checked), so running it again is safe whatever became of the group.
 */
export class PlainBetGroups {
  readonly #lanes: Lane[];

  constructor(private readonly db: Db) {
    this.#lanes = Array.from({ length: groupLanes(db) }, () => ({ waiting: [], writing: false }));
  }

  /** The bet written when it passes every check, undefined when not (nothing written), as `postPlainBet`. */
  post(bet: FastBet): Promise<FastBetPosted | undefined> {
    const lane = this.#lanes[hashString(bet.playerId) % this.#lanes.length] as Lane;
    return new Promise((resolve, reject) => {
      lane.waiting.push({ bet, resolve, reject });
      if (!lane.writing) void this.#drain(lane);
    });
  }

  async #drain(lane: Lane): Promise<void> {
    lane.writing = true;
    while (lane.waiting.length > 0) await this.#write(lane.waiting.splice(0, MAX_GROUP));
    lane.writing = false;
  }

  async #write(group: Waiting[]): Promise<void> {
    const [first] = group;
    if (group.length === 1 && first) {
      await settle(first, postPlainBet(this.db, first.bet));
      return;
    }
    // Stable: one member's bets keep their order.
    group.sort((a, b) => (a.bet.playerId < b.bet.playerId ? -1 : a.bet.playerId > b.bet.playerId ? 1 : 0));
    const posted = await postPlainBets(
      this.db,
      group.map((waiting) => waiting.bet),
    ).catch(() => undefined);
    if (posted) {
      for (const [index, waiting] of group.entries()) waiting.resolve(posted[index]);
      return;
    }
    await Promise.all(group.map((waiting) => settle(waiting, postPlainBet(this.db, waiting.bet))));
  }
}
