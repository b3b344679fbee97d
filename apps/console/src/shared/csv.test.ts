import { describe, expect, it } from 'vitest';
import { toCsv } from './csv.ts';

const BOM = '\uFEFF';

describe('toCsv', () => {
  it('writes a header and rows with CRLF line ends after a UTF-8 byte order mark', () => {
    expect(
      toCsv(
        ['a', 'b'],
        [
          [1, 'x'],
          [null, undefined],
        ],
      ),
    ).toBe(`${BOM}a,b\r\n1,x\r\n,\r\n`);
  });

  it('quotes fields holding a comma, a quote or a line break, doubling quotes (RFC 4180)', () => {
    expect(toCsv(['v'], [['a,b'], ['say "hi"'], ['two\nlines'], ['cr\rhere']])).toBe(
      `${BOM}v\r\n"a,b"\r\n"say ""hi"""\r\n"two\nlines"\r\n"cr\rhere"\r\n`,
    );
  });

  it('defuses cells a spreadsheet would run as a formula', () => {
    expect(toCsv(['v'], [['=SUM(A1)'], ['+1'], ['-2'], ['@cmd'], ['\tx'], ['a=b']])).toBe(
      `${BOM}v\r\n'=SUM(A1)\r\n'+1\r\n'-2\r\n'@cmd\r\n'\tx\r\na=b\r\n`,
    );
  });

  it('quotes a defused cell when it also needs quoting, and keeps Chinese text as is', () => {
    expect(toCsv(['原因'], [['=1,2'], ['余额调整']])).toBe(`${BOM}原因\r\n"'=1,2"\r\n余额调整\r\n`);
  });
});
