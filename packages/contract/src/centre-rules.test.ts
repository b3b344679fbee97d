import { describe, expect, it } from 'vitest';
import { countWords } from './centre-rules.ts';
import { CANONICAL_LANGUAGES, languageTag, textLanguage } from './languages.ts';

describe('countWords', () => {
  it('counts space-separated words, ignoring punctuation and extra spaces', () => {
    expect(countWords('  The deposit has not arrived, please check!  ', 'en')).toBe(7);
    expect(countWords('', 'en')).toBe(0);
  });

  it('counts Chinese by its words, not by spaces or characters', () => {
    // 我 / 今天 / 无法 / 提款 / 请 / 帮忙 / 处理
    expect(countWords('我今天无法提款，请帮忙处理。', 'zh-CN')).toBe(7);
  });

  it('counts Thai by its words although it has no spaces', () => {
    // ฉัน / อยาก / ถอน / เงิน / แต่ / ระบบ / ช้า / มาก
    expect(countWords('ฉันอยากถอนเงินแต่ระบบช้ามาก', 'th')).toBe(8);
  });

  it('finds more than one word in a Japanese, Lao, Khmer and Burmese sentence', () => {
    expect(countWords('出金ができません。確認してください。', 'ja')).toBeGreaterThanOrEqual(5);
    expect(countWords('ຂ້ອຍຖອນເງິນບໍ່ໄດ້', 'lo')).toBeGreaterThan(2);
    expect(countWords('ខ្ញុំមិនអាចដកប្រាក់បានទេ', 'km')).toBeGreaterThan(2);
    expect(countWords('ငွေထုတ်လို့မရပါ', 'my')).toBeGreaterThan(1);
  });
});

describe('textLanguage', () => {
  it('reads aliases as their language and anything unknown as English', () => {
    expect(textLanguage('KR')).toBe('KO');
    expect(textLanguage('pt-br')).toBe('PT');
    expect(textLanguage(' ar ')).toBe('AR');
    expect(textLanguage('XX')).toBe('EN');
    expect(textLanguage(undefined)).toBe('EN');
  });

  it('knows 24 languages, each with a valid BCP 47 tag', () => {
    expect(CANONICAL_LANGUAGES).toHaveLength(24);
    for (const code of CANONICAL_LANGUAGES)
      expect(Intl.getCanonicalLocales(languageTag(code))).toHaveLength(1);
  });
});
