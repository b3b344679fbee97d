import { PROTECTION_TOOLS, type ProtectionTool } from '@lobby/contract';
import { BookOpen, ExternalLink } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'wouter';
import { useTranslation } from '../../../shared/i18n/i18n.ts';
import { ROUTE_PATHS } from '../../../shared/routes.ts';
import { useSystemStatus } from '../../../shared/system-status.ts';
import { Card } from '../../../shared/ui/Card.tsx';
import { Icon } from '../../../shared/ui/Icon.tsx';
import styles from '../ResponsibleGaming.module.css';

/** The tools the screen offers members, in the order they appear (decision 0054). */
const TOOLS = ['limits', 'realityCheck', 'timeOut', 'selfExclusion', 'statement', 'identity'] as const;
/** The tools a merchant may switch off (decision 0059); the statement and identity are always there. */
const isProtectionTool = (tool: (typeof TOOLS)[number]): tool is ProtectionTool =>
  (PROTECTION_TOOLS as readonly string[]).includes(tool);

/** Free and independent help, the same organisations the demo help centre names (decision 0054). */
const HELP_ORGANISATIONS = [
  { name: 'BeGambleAware', url: 'https://www.begambleaware.org' },
  { name: 'Gamblers Anonymous', url: 'https://www.gamblersanonymous.org' },
] as const;

/**
 * What everyone sees, guests and trial accounts too: play responsibly, the merchant's minimum age, what each
 * tool does and where to get help.
 */
export function AboutSection() {
  const { t } = useTranslation();
  const id = useId();
  const { info } = useSystemStatus();
  const age = info.register.minimumAge;
  return (
    <>
      <Card
        heading={t('responsibleGaming.about.heading')}
        headingId={`${id}-about`}
        aria-labelledby={`${id}-about`}
      >
        <p>{t('responsibleGaming.about.text')}</p>
        <div className={styles.age}>
          <span className={styles.ageBadge} role="img" aria-label={t('footer.ageBadge', { age })} dir="ltr">
            {age}+
          </span>
          <p>{t('responsibleGaming.about.age', { age, name: info.merchantName })}</p>
        </div>
      </Card>
      <Card
        heading={t('responsibleGaming.tools.heading')}
        headingId={`${id}-tools`}
        aria-labelledby={`${id}-tools`}
      >
        <dl className={styles.tools}>
          {TOOLS.filter((tool) => !isProtectionTool(tool) || info.protectionTools[tool]).map((tool) => (
            <div key={tool}>
              <dt>{t(`responsibleGaming.tools.${tool}.name`)}</dt>
              <dd>{t(`responsibleGaming.tools.${tool}.text`)}</dd>
            </div>
          ))}
        </dl>
      </Card>
      <Card
        heading={t('responsibleGaming.help.heading')}
        headingId={`${id}-help`}
        aria-labelledby={`${id}-help`}
      >
        <p>{t('responsibleGaming.help.text')}</p>
        <ul className={styles.links}>
          <li>
            <Link to={ROUTE_PATHS.help} className={styles.link}>
              <Icon icon={BookOpen} size={18} />
              {t('routes.help')}
            </Link>
          </li>
          {HELP_ORGANISATIONS.map(({ name, url }) => (
            <li key={url}>
              <a href={url} target="_blank" rel="noopener noreferrer" className={styles.link}>
                <Icon icon={ExternalLink} size={18} />
                <bdi>{name}</bdi>
              </a>
            </li>
          ))}
        </ul>
      </Card>
    </>
  );
}
