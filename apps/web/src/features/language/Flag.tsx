import { LANGUAGE_COUNTRY, type LanguageCode } from '@lobby/contract';
import {
  BD,
  BR,
  CN,
  ES,
  FR,
  ID,
  IN,
  IR,
  JP,
  KH,
  KR,
  LA,
  MM,
  MY,
  NP,
  PK,
  RU,
  SA,
  TH,
  TR,
  TW,
  US,
  VN,
} from 'country-flag-icons/react/3x2';
import styles from './Flag.module.css';

type Country = (typeof LANGUAGE_COUNTRY)[LanguageCode];

const FLAGS: Record<Country, typeof US> = {
  BD,
  BR,
  CN,
  ES,
  FR,
  ID,
  IN,
  IR,
  JP,
  KH,
  KR,
  LA,
  MM,
  MY,
  NP,
  PK,
  RU,
  SA,
  TH,
  TR,
  TW,
  US,
  VN,
};

/** The flag of the country the spec pairs with a language; decorative next to the language name. */
export function Flag({ language }: { language: LanguageCode }) {
  const Svg = FLAGS[LANGUAGE_COUNTRY[language]];
  return <Svg aria-hidden="true" className={styles.flag} />;
}
