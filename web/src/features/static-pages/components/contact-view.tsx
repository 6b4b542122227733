// Contact Us (docs/product.md): name, email and description, all required ('Please fill all
// required field'); POST add-contactus; success toast 'Your request will be sent to customer
// support'; failures show the server message or 'An error occurred'. The support email is shown.
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { PageFrame } from '../../../components/page-frame.js';
import { CONTACT_EMAIL } from '../../../lib/constants.js';
import { useSupportEmail } from '../../../api/admin-data.js';
import { notify } from '../../../lib/toast.js';
import { sendContact } from '../api/static-content.js';
import { contactComplete, type ContactFields } from '../lib/contact-form.js';

const EMPTY: ContactFields = { name: '', email: '', description: '' };

export function ContactPage() {
  const { t } = useTranslation();
  const id = useId();
  const [fields, setFields] = useState(EMPTY);
  const [busy, setBusy] = useState(false);
  const supportEmail = useSupportEmail() ?? CONTACT_EMAIL;
  const set = (k: keyof ContactFields) => (e: { target: { value: string } }) => setFields((f) => ({ ...f, [k]: e.target.value }));
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!contactComplete(fields)) {
      notify.error(t('browse.static.required'));
      return;
    }
    setBusy(true);
    try {
      await sendContact({ name: fields.name.trim(), email: fields.email.trim(), description: fields.description.trim() });
      notify.success(t('browse.static.sent'));
      setFields(EMPTY);
    } catch (err) {
      notify.failure(err);
    } finally {
      setBusy(false);
    }
  };
  return (
    <PageFrame title={t('pages.contact')} className="static-page contact">
      <p className="muted">{t('browse.static.contactIntro')}</p>
      <p>
        {t('browse.static.supportEmail')}:{' '}
        <a className="link" href={`mailto:${supportEmail}`}>
          {supportEmail}
        </a>
      </p>
      <form className="form card" onSubmit={submit} noValidate>
        <label htmlFor={`${id}-name`}>{t('auth.name')} *</label>
        <input id={`${id}-name`} name="name" autoComplete="name" value={fields.name} onChange={set('name')} maxLength={200} required />
        <label htmlFor={`${id}-email`}>{t('auth.email')} *</label>
        <input
          id={`${id}-email`}
          name="email"
          type="email"
          autoComplete="email"
          value={fields.email}
          onChange={set('email')}
          maxLength={254}
          required
        />
        <label htmlFor={`${id}-description`}>{t('pages.description')} *</label>
        <textarea
          id={`${id}-description`}
          name="description"
          rows={5}
          value={fields.description}
          onChange={set('description')}
          maxLength={5000}
          required
        />
        <button type="submit" className="button button--primary" disabled={busy}>
          {t('browse.static.send')}
        </button>
      </form>
    </PageFrame>
  );
}
