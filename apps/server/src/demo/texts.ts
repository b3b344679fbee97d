/*
 * Where and when the demo merchant's announcements show; their texts, the banners' and the help centre's
 * are in content-texts/, one file per language (decision 0073).
 */

import type { AnnouncementKey } from './content-texts/types.ts';

export interface DemoAnnouncement {
  key: AnnouncementKey;
  type: 'B' | 'PL' | 'PU' | 'PR';
  /** A placement such as m_reg (register page); absent for the general lists. */
  groupName?: string;
  /** Hours before the seed time. */
  ageHours: number;
}

export const DEMO_ANNOUNCEMENTS: readonly DemoAnnouncement[] = [
  { key: 'welcome', type: 'B', ageHours: 2 },
  { key: 'maintenance', type: 'B', ageHours: 20 },
  { key: 'register-gift', type: 'B', groupName: 'm_reg', ageHours: 1 },
  { key: 'verification', type: 'PL', ageHours: 6 },
  { key: 'responsible', type: 'PL', ageHours: 30 },
  { key: 'popup-weekend', type: 'PU', ageHours: 3 },
  { key: 'promo-fishing', type: 'PR', ageHours: 10 },
  { key: 'promo-referral', type: 'PR', ageHours: 48 },
];

export const DEMO_LIVE_MODELS = [
  { key: 'mia', name: 'Mia Santos', status: 'streaming', roomType: 'free' },
  { key: 'linh', name: 'Linh Tran', status: 'streaming', roomType: 'VIP' },
  { key: 'ayesha', name: 'Ayesha Khan', status: 'active', roomType: 'free' },
  { key: 'ploy', name: 'Ploy Suwan', status: 'active', roomType: 'payPerView' },
  { key: 'sofia', name: 'Sofia Reyes', status: 'offline', roomType: 'VIP' },
  { key: 'hana', name: 'Hana Mori', status: 'offline', roomType: 'free' },
] as const;
