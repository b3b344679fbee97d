import {
  BRAND_COLOUR_PAIRS,
  type BrandColour,
  type BrandColours,
  type ConsoleImage,
  DESIGN_BRAND_COLOURS,
} from '@lobby/contract';
import { Crown } from 'lucide-react';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../shared/ui/Button.tsx';
import fieldStyles from '../../shared/ui/Field.module.css';
import { Labelled } from '../../shared/ui/Labelled.tsx';
import { ImageUpload, PhoneFrame } from '../content/index.ts';
import styles from './Brand.module.css';
import { ContrastHint } from './ContrastHint.tsx';
import homeStyles from './HomeDisplays.module.css';
import { ProblemText, SwitchSetting } from './SettingControls.tsx';
import settingsStyles from './Settings.module.css';
import type { SectionProps } from './section-props.ts';
import { problemAt } from './settings-draft.ts';

const HEX = /^#[0-9a-f]{6}$/i;

/** The logo a stored upload makes: its smallest width (the header draws it 32 px high) and its proportions. */
const logoOf = (image: ConsoleImage) => ({
  url: image.variants[0]?.url ?? image.url,
  width: image.width,
  height: image.height,
});

/** One colour: its hex value typed, or picked with the browser's colour picker. */
function ColourSetting({
  label,
  value,
  problem,
  onChange,
}: {
  label: string;
  value: string;
  problem: string | undefined;
  onChange: (value: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <Labelled
      label={label}
      hint={t('settings.brand.hexHint')}
      problem={problem ? t('settings.brand.hexProblem') : undefined}
      render={(props) => (
        <span className={styles.colour}>
          <input
            {...props}
            className={fieldStyles.input}
            maxLength={7}
            spellCheck={false}
            value={value}
            onChange={(event) => onChange(event.target.value.trim().toLowerCase())}
          />
          <input
            type="color"
            className={styles.picker}
            aria-label={t('settings.brand.pick', { colour: label })}
            value={HEX.test(value) ? value.toLowerCase() : '#000000'}
            onChange={(event) => onChange(event.target.value)}
          />
        </span>
      )}
    />
  );
}

/** Home's header, a hero card and the two kinds of button in the chosen colours and logo. */
function BrandPreview({ draft }: Pick<SectionProps, 'draft'>) {
  const { t } = useTranslation();
  const { brand, name } = draft.config;
  const colours = brand.colours ?? DESIGN_BRAND_COLOURS;
  const shown = (colour: BrandColour) => (HEX.test(colours[colour]) ? colours[colour] : undefined);
  const tokens = {
    '--brand-primary': shown('primary'),
    '--brand-on-primary': shown('onPrimary'),
    '--brand-accent': shown('accent'),
    '--brand-on-accent': shown('onAccent'),
    '--brand-hero': shown('hero'),
    '--brand-on-hero': shown('onHero'),
  } as CSSProperties;
  return (
    <PhoneFrame
      screen={t('settings.brand.preview.screen')}
      caption={t(brand.colours ? 'settings.brand.preview.caption' : 'settings.brand.preview.appColours')}
    >
      <div className={styles.brandScreen} style={tokens}>
        <div className={styles.phoneHeader}>
          {brand.logo ? (
            <img src={brand.logo.url} alt={name} width={brand.logo.width} height={brand.logo.height} />
          ) : (
            <span className={styles.mark}>
              <Crown aria-hidden size={18} />
            </span>
          )}
          <span>{name}</span>
        </div>
        <div className={styles.hero}>{t('settings.brand.preview.hero')}</div>
        <span className={styles.button}>{t('settings.brand.preview.button')}</span>
        <span className={styles.gold}>{t('settings.brand.preview.highlight')}</span>
      </div>
    </PhoneFrame>
  );
}

/** The three colour pairs, each fill with its text colour and their contrast. */
function ColourPairs({ colours, problems, change }: Omit<SectionProps, 'draft'> & { colours: BrandColours }) {
  const { t } = useTranslation();
  return BRAND_COLOUR_PAIRS.map(([fill, ink]) => (
    <fieldset key={fill} className={`${homeStyles.group} ${styles.pair}`}>
      <legend>{t(`settings.brand.groups.${fill}`)}</legend>
      <div className={styles.pairFields}>
        {[fill, ink].map((colour) => (
          <ColourSetting
            key={colour}
            label={t(`settings.brand.colours.${colour}`)}
            value={colours[colour]}
            problem={problemAt(problems, `config.brand.colours.${colour}`)}
            onChange={(value) => change(`config.brand.colours.${colour}`, value)}
          />
        ))}
      </div>
      <ContrastHint fill={colours[fill]} text={colours[ink]} />
    </fieldset>
  ));
}

/**
 * The merchant's brand (decision 0072): its own colours or the app's, each fill's text contrast said as it is
 * chosen, and a logo uploaded for the header; a phone preview shows them together.
 */
export function BrandSection({ draft, problems, change }: SectionProps) {
  const { t } = useTranslation();
  const { colours, logo } = draft.config.brand;
  return (
    <section className={`${settingsStyles.section} ${homeStyles.wide}`} aria-labelledby="settings-brand">
      <h2 id="settings-brand">{t('settings.sections.brand')}</h2>
      <div className={homeStyles.layout}>
        <div className={homeStyles.fields}>
          <SwitchSetting
            label={t('settings.brand.own')}
            checked={colours !== null}
            onChange={(on) => change('config.brand.colours', on ? DESIGN_BRAND_COLOURS : null)}
          />
          {colours === null ? (
            <p className={settingsStyles.note}>{t('settings.brand.appColours')}</p>
          ) : (
            <ColourPairs colours={colours} problems={problems} change={change} />
          )}
          <fieldset className={`${homeStyles.group} ${styles.pair}`}>
            <legend>{t('settings.brand.logo')}</legend>
            <p className={settingsStyles.note}>{t('settings.brand.logoNote')}</p>
            {logo && (
              <div className={styles.logoPreview}>
                <img src={logo.url} alt={draft.config.name} width={logo.width} height={logo.height} />
                <Button variant="secondary" onClick={() => change('config.brand.logo', null)}>
                  {t('settings.brand.removeLogo')}
                </Button>
              </div>
            )}
            <ImageUpload
              label={t('settings.brand.logoFile')}
              value={logo?.url ?? ''}
              onChange={(_url, image) => change('config.brand.logo', logoOf(image))}
            />
            <ProblemText id="settings-brand-logo-problem" code={problemAt(problems, 'config.brand.logo')} />
          </fieldset>
        </div>
        <BrandPreview draft={draft} />
      </div>
    </section>
  );
}
