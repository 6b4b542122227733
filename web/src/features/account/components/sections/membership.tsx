// Manage VIP Membership (spec §2), read-only until the membership issue adds Pause/Resume:
// status, plan name, amount, add date, expire date; 'No membership'; the notes.
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { EmptyState, Loading } from '../../../../components/page-frame.js';
import { formatLongUS } from '../../../../lib/dates.js';
import { formatPrice } from '../../../../lib/money.js';
import { useQueryState } from '../../../../lib/query-client.js';
import { fetchUserPlan } from '../../api/account-api.js';
import { Section, TableWrap } from '../section.js';

export function Membership({ userId }: { userId: string }) {
  const { t } = useTranslation();
  const { data, loading, error } = useQueryState(useQuery({ queryKey: ['user-plan', userId], queryFn: () => fetchUserPlan(userId) }));
  const plan = data?.userPlan ?? null;
  const notes = t('acct.membershipNotes', { returnObjects: true }) as unknown as string[];
  const status = plan ? (plan.isPause ? t('acct.statusPaused') : plan.status === 'active' ? t('acct.statusActive') : t('acct.statusExpired')) : '';
  return (
    <Section id="manageVip" title={t('pages.manageVip')}>
      {loading ? <Loading /> : !plan || error ? <EmptyState>{t('acct.noMembership')}</EmptyState> : (
        <TableWrap label={t('pages.manageVip')}>
          <table className="data-table">
            <thead><tr>{(['status', 'planName', 'amount', 'addDate', 'expireDate'] as const).map((k) => <th key={k} scope="col">{t(`acct.${k}`)}</th>)}</tr></thead>
            <tbody>
              <tr>
                <td><span className={`status status--${plan.isPause ? 'paused' : plan.status}`}>{status}</span></td>
                <td>{plan.planId?.name}</td>
                <td>{formatPrice(plan.price, 'usd')}</td>
                <td>{formatLongUS(plan.startDate)}</td>
                <td>{formatLongUS(plan.endDate)}</td>
              </tr>
            </tbody>
          </table>
        </TableWrap>
      )}
      <ul className="notes">{(Array.isArray(notes) ? notes : []).map((n) => <li key={n}>{n}</li>)}</ul>
    </Section>
  );
}
