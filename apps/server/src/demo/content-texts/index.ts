import { CANONICAL_LANGUAGES, type CanonicalLanguage } from '@lobby/contract';
import { AR } from './ar.ts';
import { BN } from './bn.ts';
import { CN } from './cn.ts';
import { EN } from './en.ts';
import { ES } from './es.ts';
import { FA } from './fa.ts';
import { FR } from './fr.ts';
import { HI } from './hi.ts';
import { ID } from './id.ts';
import { JA } from './ja.ts';
import { KM } from './km.ts';
import { KO } from './ko.ts';
import { LO } from './lo.ts';
import { MS } from './ms.ts';
import { MY } from './my.ts';
import { NE } from './ne.ts';
import { PT } from './pt.ts';
import { RU } from './ru.ts';
import { TA } from './ta.ts';
import { TH } from './th.ts';
import { TR } from './tr.ts';
import { TW } from './tw.ts';
import type { DemoTexts } from './types.ts';
import { UR } from './ur.ts';
import { VI } from './vi.ts';

export * from './types.ts';

/** The demo merchant's content in each of the 24 languages (decision 0073). */
export const DEMO_TEXTS: Record<CanonicalLanguage, DemoTexts> = {
  EN,
  UR,
  CN,
  TW,
  JA,
  KO,
  TH,
  VI,
  MY,
  MS,
  ID,
  KM,
  LO,
  HI,
  BN,
  TA,
  NE,
  AR,
  FA,
  TR,
  RU,
  ES,
  PT,
  FR,
};

/**
 * One demo text in every language but English, by language: the other-language texts of an inbox message or
 * a promotion whose own text is the English one (decision 0076).
 */
export const textsBesidesEnglish = <T>(
  pick: (texts: DemoTexts) => T,
): Partial<Record<CanonicalLanguage, T>> =>
  Object.fromEntries(
    CANONICAL_LANGUAGES.filter((language) => language !== 'EN').map((language) => [
      language,
      pick(DEMO_TEXTS[language]),
    ]),
  );
