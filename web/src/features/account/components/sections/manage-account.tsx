// Manage Account (docs/product.md): Password setting, Enter Information (profile), Change
// Language/Country (with the current language) and Notifications settings, each a dialog.
import { Fragment, useEffect, useState } from 'react';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { useGraphqlQuery } from '../../../../lib/graphql.js';
import { notify } from '../../../../lib/toast.js';
import { languageAtom } from '../../../../stores/language.js';
import { SIGNED_IN_USER, USER_SETTING } from '../../api/account-api.js';
import { LanguageDialog } from '../dialogs/language-dialog.js';
import { NotificationDialog } from '../dialogs/notification-dialog.js';
import { PasswordDialog } from '../dialogs/password-dialog.js';
import { ProfileDialog } from '../dialogs/profile-dialog.js';
import { Section } from '../section.js';

type Open = 'password' | 'profile' | 'language' | 'notifications' | null;

export function ManageAccount({ userId }: { userId: string }) {
  const { t } = useTranslation();
  const language = useAtomValue(languageAtom);
  const [open, setOpen] = useState<Open>(null);
  const me = useGraphqlQuery(SIGNED_IN_USER, undefined, { fresh: true });
  const settings = useGraphqlQuery(USER_SETTING, undefined, { fresh: true });
  // docs/product.md: a failed settings read says so; the Notifications dialog then saves nothing (it has no values to show).
  const settingsFailed = settings.error != null;
  useEffect(() => {
    if (settingsFailed) notify.error(t('acct.settingError'));
  }, [settingsFailed, t]);
  const rows: Array<[Exclude<Open, null>, string, string | null]> = [
    ['password', t('acct.password'), null],
    ['profile', t('acct.profile'), me.data?.signedInUser.fullName ?? null],
    ['language', t('acct.language'), t('acct.current', { value: language === 'mongolian' ? t('acct.mongolian') : t('acct.english') })],
    ['notifications', t('acct.notifications'), null],
  ];
  return (
    <Section id="account" title={t('pages.account')}>
      <ul className="settings-list">
        {rows.map(([key, label, value]) => (
          <li key={key} className="settings-list__row">
            <span className="settings-list__label">
              {/* "Language/Country" may end a line after its slash rather than inside a word. */}
              <strong>
                {label.split('/').map((part, i) => (
                  <Fragment key={i}>
                    {i > 0 && (
                      <>
                        /<wbr />
                      </>
                    )}
                    {part}
                  </Fragment>
                ))}
              </strong>
              {value && <span className="muted">{value}</span>}
            </span>
            <button
              type="button"
              className="button button--ghost button--small"
              onClick={() => setOpen(key)}
              aria-label={`${t('acct.change')}: ${label}`}
            >
              {t('acct.change')}
            </button>
          </li>
        ))}
      </ul>
      <PasswordDialog open={open === 'password'} onClose={() => setOpen(null)} />
      <ProfileDialog
        open={open === 'profile'}
        me={me.data?.signedInUser ?? null}
        userId={userId}
        onClose={() => setOpen(null)}
        // The reader's User entity is the header's too: reading it again updates both.
        onSaved={() => void me.refetch()}
      />
      <LanguageDialog open={open === 'language'} onClose={() => setOpen(null)} />
      <NotificationDialog
        open={open === 'notifications'}
        settings={settings.data?.userSetting ?? null}
        failed={settingsFailed}
        onClose={() => {
          setOpen(null);
          void settings.refetch();
        }}
      />
    </Section>
  );
}
