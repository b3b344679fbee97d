import type { ConsoleLinkedAccount, MemberLinkKind } from '@lobby/contract';
import { and, eq, inArray, ne, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { type Member, memberLogins, members } from '../../db/schema.ts';

/** At most this many members per kind of link, and login places of the member, are looked at. */
const LINK_LIMIT = 50;

interface Link {
  memberId: string;
  kind: MemberLinkKind;
  value: string;
}

/** Other members of the merchant whose member row matches `condition`, as links of `kind`. */
async function membersWhere(db: Db, member: Member, kind: MemberLinkKind, condition: SQL, value: string) {
  const rows = await db
    .select({ id: members.id })
    .from(members)
    .where(and(eq(members.merchantCode, member.merchantCode), ne(members.id, member.id), condition))
    .limit(LINK_LIMIT);
  return rows.map((row): Link => ({ memberId: row.id, kind, value }));
}

/** Other members of the merchant that logged in from one of the member's addresses or devices. */
async function loginLinks(db: Db, member: Member): Promise<Link[]> {
  const places = await db
    .select({ ip: memberLogins.ip, deviceHash: memberLogins.deviceHash, userAgent: memberLogins.userAgent })
    .from(memberLogins)
    .where(eq(memberLogins.memberId, member.id))
    .orderBy(sql`${memberLogins.lastAt} desc`)
    .limit(LINK_LIMIT);
  if (places.length === 0) return [];
  const others = and(
    eq(memberLogins.merchantCode, member.merchantCode),
    ne(memberLogins.memberId, member.id),
  );
  const userAgents = new Map(places.map((place) => [place.deviceHash, place.userAgent]));
  const [byIp, byDevice] = await Promise.all([
    db
      .selectDistinct({ memberId: memberLogins.memberId, value: memberLogins.ip })
      .from(memberLogins)
      .where(and(others, inArray(memberLogins.ip, [...new Set(places.map((place) => place.ip))])))
      .limit(LINK_LIMIT),
    db
      .selectDistinct({ memberId: memberLogins.memberId, value: memberLogins.deviceHash })
      .from(memberLogins)
      .where(and(others, inArray(memberLogins.deviceHash, [...userAgents.keys()])))
      .limit(LINK_LIMIT),
  ]);
  return [
    ...byIp.map((row): Link => ({ memberId: row.memberId, kind: 'loginIp', value: row.value })),
    ...byDevice.map(
      (row): Link => ({ memberId: row.memberId, kind: 'device', value: userAgents.get(row.value) ?? '' }),
    ),
  ];
}

/**
 * Other members of the same merchant that share a registration or login address, a device (user agent), a
 * mobile number or a payee name with the member; each says what it shares.
 */
export async function linkedMembers(db: Db, member: Member): Promise<ConsoleLinkedAccount[]> {
  const { registrationIp, mobileNum, payeeName } = member;
  const found = await Promise.all([
    registrationIp
      ? membersWhere(
          db,
          member,
          'registrationIp',
          sql`${members.registrationIp} collate "C" = ${registrationIp}`,
          registrationIp,
        )
      : [],
    mobileNum
      ? membersWhere(db, member, 'mobile', sql`${members.mobileNum} collate "C" = ${mobileNum}`, mobileNum)
      : [],
    payeeName
      ? membersWhere(
          db,
          member,
          'payeeName',
          sql`${members.payeeName} is not null and lower(${members.payeeName}) = lower(${payeeName})`,
          payeeName,
        )
      : [],
    loginLinks(db, member),
  ]);
  const byMember = new Map<string, Link[]>();
  for (const link of found.flat())
    byMember.set(link.memberId, [...(byMember.get(link.memberId) ?? []), link]);
  if (byMember.size === 0) return [];
  const rows = await db
    .select({ id: members.id, username: members.username, disabled: members.disabled })
    .from(members)
    .where(inArray(members.id, [...byMember.keys()]))
    .orderBy(members.username);
  return rows.map((row) => ({
    id: row.id,
    username: row.username,
    locked: row.disabled,
    shared: (byMember.get(row.id) ?? []).map(({ kind, value }) => ({ kind, value })),
  }));
}
