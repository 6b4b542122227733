// Manage Devices (spec §2): device and date, the 5-device note, 'No login device found'.
import { useTranslation } from 'react-i18next';
import { EmptyState, Loading } from '../../../../components/page-frame.js';
import { formatLongUS } from '../../../../lib/dates.js';
import { useGraphqlQuery } from '../../../../lib/graphql.js';
import { MY_DEVICES } from '../../api/account-api.js';
import { Section, TableWrap } from '../section.js';

export function Devices() {
  const { t } = useTranslation();
  const { data, isFetching: fetching } = useGraphqlQuery(MY_DEVICES, undefined, { staleTime: 0, perReader: true });
  const devices = data?.myDevices ?? [];
  return (
    <Section id="manageDevices" title={t('pages.manageDevices')}>
      <p className="muted">{t('acct.devicesNote')}</p>
      {fetching && !data ? <Loading /> : devices.length === 0 ? <EmptyState>{t('acct.noDevice')}</EmptyState> : (
        <TableWrap label={t('pages.manageDevices')}>
          <table className="data-table">
            <thead><tr><th scope="col">{t('acct.device')}</th><th scope="col">{t('acct.date')}</th></tr></thead>
            <tbody>{devices.map((d) => <tr key={d.id}><td className="data-table__wrap">{d.device}</td><td>{formatLongUS(d.createdAt)}</td></tr>)}</tbody>
          </table>
        </TableWrap>
      )}
    </Section>
  );
}
