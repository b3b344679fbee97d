import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { addTexts, useTranslation } from './i18n.ts';
import type { Catalogue } from './translate.ts';

/** Texts arriving later, as the screens' English texts do (decision 0102). */
const arrive = (texts: Catalogue) =>
  act(() => {
    addTexts('en', texts);
  });

describe('texts arriving', () => {
  it('re-render a component that asked for a text it did not find', async () => {
    function Waiting() {
      const { t } = useTranslation();
      return <p>{t('arrivalTest.late' as never)}</p>;
    }
    render(<Waiting />);
    expect(screen.getByText('arrivalTest.late')).toBeInTheDocument();
    await arrive({ arrivalTest: { late: 'Here at last' } });
    expect(screen.getByText('Here at last')).toBeInTheDocument();
  });

  it('leave alone what found all its texts', async () => {
    await arrive({ arrivalTest: { first: 'first' } });
    let renders = 0;
    function Settled() {
      const { t } = useTranslation();
      renders += 1;
      return <p>{t('footer.home')}</p>;
    }
    render(<Settled />);
    const before = renders;
    await arrive({ arrivalTest: { second: 'second' } });
    expect(renders).toBe(before);
    expect(screen.getByText('Home')).toBeInTheDocument();
  });
});
