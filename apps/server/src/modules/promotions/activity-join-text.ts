import type { ServerText } from '../../shared/server-text.ts';

/** The button drawn on a promotion's picture, in the promotion's language; the app's own Join button's words. */
export const ACTIVITY_JOIN: ServerText = {
  EN: 'Join',
  UR: 'شامل ہوں',
  CN: '参加',
  TW: '參加',
  JA: '参加する',
  KO: '참여',
  TH: 'เข้าร่วม',
  VI: 'Tham gia',
  MY: 'ပါဝင်မည်',
  MS: 'Sertai',
  ID: 'Ikuti',
  KM: 'ចូលរួម',
  LO: 'ເຂົ້າຮ່ວມ',
  HI: 'शामिल हों',
  BN: 'যোগ দিন',
  TA: 'சேர்',
  NE: 'सामेल हुनुहोस्',
  AR: 'انضمام',
  FA: 'شرکت',
  TR: 'Katıl',
  RU: 'Участвовать',
  ES: 'Participar',
  PT: 'Participar',
  FR: 'Participer',
};
