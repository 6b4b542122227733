// The site footer (docs/product.md Shell): links, the Submission modal, copyright, contact email, social
// links (admin data; hidden while unavailable) and the language switch.
import { useSetAtom } from 'jotai';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { SocialIcon } from '../../components/icons.js';
import { CONTACT_EMAIL } from '../../lib/constants.js';
import { useDateZone } from '../../lib/dates.js';
import { useAdminData } from '../../api/admin-data.js';
import { notify } from '../../lib/toast.js';
import { submissionOpenAtom } from '../../stores/dialogs.js';
import { LanguageSelect } from '../../features/language/components/language-select.js';

const FOOTER_LINKS = [
  ['/about-us', 'footer.about'],
  ['/terms-use', 'footer.terms'],
  ['/privacy-policy', 'footer.privacy'],
  ['/contact-us', 'footer.contact'],
  ['/faq', 'footer.faq'],
] as const;
const NETWORKS = ['facebook', 'instagram', 'linkedin', 'youtube', 'telegram'] as const;

export function Footer({ hiddenOnMobile }: { hiddenOnMobile: boolean }) {
  const { t } = useTranslation();
  const zone = useDateZone();
  const openSubmission = useSetAtom(submissionOpenAtom);
  // docs/product.md: an admin-data failure shows its message (once, however many places read it).
  const { socialMedia } = useAdminData({ onError: notify.failure });
  const networks = NETWORKS.filter((n) => socialMedia?.[n]);
  return (
    <footer className={`site-footer ${hiddenOnMobile ? 'hide-on-mobile' : ''}`} data-testid="site-footer">
      <div className="site-footer__inner">
        <div className="site-footer__brand">
          <span className="brand__mark" aria-hidden="true">
            K
          </span>
          <span className="brand__name">{t('app.name')}</span>
        </div>
        <nav aria-label={t('footer.links')}>
          <ul className="site-footer__links">
            {FOOTER_LINKS.map(([to, key]) => (
              <li key={to}>
                <Link to={to}>{t(key)}</Link>
              </li>
            ))}
            <li>
              <button type="button" className="link-button" onClick={() => openSubmission(true)}>
                {t('footer.submission')}
              </button>
            </li>
          </ul>
        </nav>
        {networks.length > 0 && (
          <ul className="social" aria-label={t('account.social')}>
            {networks.map((n) => (
              <li key={n}>
                <a href={socialMedia![n]} target="_blank" rel="noopener noreferrer" aria-label={t(`social.${n}`)} className="icon-button">
                  <SocialIcon name={n} />
                </a>
              </li>
            ))}
          </ul>
        )}
        <LanguageSelect />
        <p className="site-footer__contact">
          {t('footer.contactEmail', { email: '' })}
          <a href={`mailto:${CONTACT_EMAIL}`}>{CONTACT_EMAIL}</a>
        </p>
        <p className="site-footer__copy">
          {t('footer.copyright', { year: zone === 'utc' ? new Date().getUTCFullYear() : new Date().getFullYear() })}
        </p>
      </div>
    </footer>
  );
}
