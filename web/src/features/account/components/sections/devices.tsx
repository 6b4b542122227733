// Manage Devices (docs/product.md): device and date, the 5-device note, 'No login device found'. Each other
// device can be logged out here (the 5-device refusal at login points to this table); this browser's
// own session is marked 'This device' (Logout in the account menu ends it).
import { useTranslation } from 'react-i18next';
import { EmptyState, Loading } from '../../../../components/page-frame.js';
import { formatLongUS } from '../../../../lib/dates.js';
import { gqlMessage, useGraphqlMutation, useGraphqlQuery } from '../../../../lib/graphql.js';
import { notify } from '../../../../lib/toast.js';
import { LOGIN_DEVICES, SIGN_OUT_DEVICE } from '../../api/account-api.js';
import { Section, TableWrap } from '../section.js';

export function Devices() {
  const { t } = useTranslation();
  const { data, loading } = useGraphqlQuery(LOGIN_DEVICES, undefined, { fresh: true });
  const signOut = useGraphqlMutation(SIGN_OUT_DEVICE);
  const devices = data?.loginDevices ?? [];

  // The answer is the devices left; the cache shows them in the table (account-cache.ts).
  const logOut = async (deviceId: string) => {
    try {
      await signOut.run({ deviceId });
    } catch (e) {
      notify.error(gqlMessage(e));
      return;
    }
    notify.success(t('acct.deviceLoggedOut'));
  };

  return (
    <Section id="manageDevices" title={t('pages.manageDevices')}>
      <p className="muted">{t('acct.devicesNote')}</p>
      {loading ? (
        <Loading />
      ) : devices.length === 0 ? (
        <EmptyState>{t('acct.noDevice')}</EmptyState>
      ) : (
        <TableWrap label={t('pages.manageDevices')}>
          <table className="data-table data-table--fit">
            <thead>
              <tr>
                <th scope="col">{t('acct.device')}</th>
                <th scope="col">{t('acct.date')}</th>
              </tr>
            </thead>
            <tbody>
              {devices.map((d) => (
                <tr key={d.id}>
                  {/* Two columns, the action under the device's name: the table fits a 320 px phone. */}
                  <td className="data-table__wrap">
                    <span className="device__name">{d.device}</span>
                    {d.current ? (
                      <span className="muted device__action">{t('acct.thisDevice')}</span>
                    ) : (
                      <button
                        type="button"
                        className="button button--ghost button--small device__action"
                        disabled={signOut.pending}
                        onClick={() => void logOut(d.id)}
                        aria-label={t('acct.logOutDeviceNamed', { device: d.device })}
                      >
                        {t('acct.logOutDevice')}
                      </button>
                    )}
                  </td>
                  <td>{formatLongUS(d.createdAt)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableWrap>
      )}
    </Section>
  );
}
