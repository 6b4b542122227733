// Static pages (spec §2 Static pages) — page frames for terms, privacy, about, contact and FAQ.
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState, PageFrame } from '../../../components/page-frame.js';
import { Image } from '../../../components/image.js';
import { CONTACT_EMAIL } from '../../../lib/constants.js';

export function TermsPage() {
  const { t } = useTranslation();
  return <PageFrame title={t('pages.terms')}><EmptyState>{t('empty.notAvailable')}</EmptyState></PageFrame>;
}

export function PrivacyPage() {
  const { t } = useTranslation();
  return <PageFrame title={t('pages.privacy')}><EmptyState>{t('empty.notAvailable')}</EmptyState></PageFrame>;
}

export function FaqPage() {
  const { t } = useTranslation();
  return <PageFrame title={t('pages.faq')}><EmptyState>{t('empty.noFaq')}</EmptyState></PageFrame>;
}

export function AboutPage() {
  const { t } = useTranslation();
  return (
    <PageFrame title={t('pages.about')}>
      <Image src={null} alt={t('pages.banner')} className="banner__img" width={1200} height={240} />
      <h2 className="shelf__title">{t('pages.vision')}</h2>
      <EmptyState>{t('empty.notAvailable')}</EmptyState>
    </PageFrame>
  );
}

export function ContactPage() {
  const { t } = useTranslation();
  const id = useId();
  return (
    <PageFrame title={t('pages.contact')}>
      <p>{t('pages.supportEmail', { email: '' })}<a className="link" href={`mailto:${CONTACT_EMAIL}`}>{CONTACT_EMAIL}</a></p>
      <form className="form card" onSubmit={(e) => e.preventDefault()}>
        <label htmlFor={`${id}-name`}>{t('auth.name')}</label>
        <input id={`${id}-name`} name="name" autoComplete="name" />
        <label htmlFor={`${id}-email`}>{t('auth.email')}</label>
        <input id={`${id}-email`} name="email" type="email" autoComplete="email" />
        <label htmlFor={`${id}-description`}>{t('pages.description')}</label>
        <textarea id={`${id}-description`} name="description" rows={5} />
        <button type="submit" className="button button--primary">{t('auth.submit')}</button>
      </form>
    </PageFrame>
  );
}
