// Manage VIP Membership (docs/product.md): status, plan name, amount, add date, expire date and the
// Pause/Resume button (toggle, then refresh), Cancel (Resume undoes a pending cancellation), the on-hold banner
// with 'update payment', 'No membership' and the notes. Pause and Cancel ask first in the app's dialog
// (what the step does); every change toasts.
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { EmptyState, Loading } from '../../../../components/page-frame.js';
import { formatLongUS } from '../../../../lib/dates.js';
import { gqlMessage, useGraphqlMutation, useGraphqlQuery } from '../../../../lib/graphql.js';
import { formatPrice } from '../../../../lib/money.js';
import { notify } from '../../../../lib/toast.js';
import {
  CANCEL_PLAN,
  MEMBERSHIP,
  PAUSE_OR_RESUME_PLAN,
  RESUME_PLAN,
  type PlanChange,
  type PlanStatus,
  type UserPlan,
} from '../../api/account-api.js';
import { ConfirmDialog } from '../../../../components/confirm-dialog.js';
import { Section, TableWrap } from '../section.js';

/** The longest pause (days): the plan resumes by itself after it. */
const PAUSE_DAYS = 30;
const DAY_MS = 86_400_000;

const STATUS_TEXT: Record<PlanStatus, string> = {
  active: 'acct.statusActive',
  paused: 'acct.statusPaused',
  pending_cancellation: 'acct.statusCancelling',
  on_hold: 'acct.statusOnHold',
  ended: 'acct.statusEnded',
  expired: 'acct.statusExpired',
};
const CHANGE_TEXT: Record<PlanChange, string> = {
  paused: 'acct.planPaused',
  resumed: 'acct.planResumed',
  cancellation_requested: 'acct.cancelRequested',
  cancellation_withdrawn: 'acct.cancelWithdrawn',
  ended: 'acct.planCancelled',
};

const statusText = (status: string) => STATUS_TEXT[status as PlanStatus] ?? 'acct.statusExpired';

export function Membership() {
  const { t } = useTranslation();
  const { data, loading, error, refetch } = useGraphqlQuery(MEMBERSHIP, undefined, { fresh: true });
  const { run: pauseOrResume } = useGraphqlMutation(PAUSE_OR_RESUME_PLAN);
  const { run: cancel } = useGraphqlMutation(CANCEL_PLAN);
  const { run: resume } = useGraphqlMutation(RESUME_PLAN);
  const toggle = (planId: string) => pauseOrResume({ planId }).then((d) => d.pauseOrResumePlan.change);
  const cancelAtBillingDate = (planId: string) => cancel({ planId }).then((d) => d.cancelPlan.change);
  const undoCancellation = (planId: string) => resume({ planId }).then((d) => d.resumePlan.change);
  const [busy, setBusy] = useState(false);
  const [asking, setAsking] = useState<'pause' | 'cancel' | null>(null);
  const plan = data?.userPlan ?? null;
  const notes = t('acct.membershipNotes', { returnObjects: true }) as unknown as string[];

  // A change answers the plan after it (the cache updates the table and the header from it); a
  // refused one may mean the plan changed elsewhere, so the plan is read again.
  const act = async (call: (planId: string) => Promise<string>) => {
    if (!plan || busy) return;
    setBusy(true);
    try {
      const change = await call(plan.id);
      notify.success(t(CHANGE_TEXT[change as PlanChange]));
    } catch (e) {
      notify.error(gqlMessage(e));
      await refetch();
    } finally {
      setBusy(false);
      setAsking(null);
    }
  };

  return (
    <Section id="manageVip" title={t('pages.manageVip')}>
      {loading && !plan ? (
        <Loading />
      ) : !plan || error ? (
        <EmptyState>{t('acct.noMembership')}</EmptyState>
      ) : (
        <>
          {plan.status === 'on_hold' && plan.hold && <OnHoldBanner plan={plan} />}
          <TableWrap label={t('pages.manageVip')}>
            <table className="data-table">
              <thead>
                <tr>
                  {(['status', 'planName', 'amount', 'addDate', 'expireDate'] as const).map((k) => (
                    <th key={k} scope="col">
                      {t(`acct.${k}`)}
                    </th>
                  ))}
                  <th scope="col">
                    <span className="visually-hidden">{t('acct.membershipActions')}</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                <tr>
                  <td>
                    <span className={`status status--${plan.status}`}>{t(statusText(plan.status))}</span>
                  </td>
                  <td>{plan.name}</td>
                  <td>{formatPrice(plan.price, plan.currency || 'usd')}</td>
                  <td>{formatLongUS(plan.startDate)}</td>
                  <td>{formatLongUS(plan.endDate)}</td>
                  <td className="membership__actions">
                    <PlanButtons
                      plan={plan}
                      busy={busy}
                      onToggle={() => {
                        if (plan.status === 'active') setAsking('pause');
                        else void act(toggle);
                      }}
                      onCancel={() => setAsking('cancel')}
                      onUndo={() => void act(undoCancellation)}
                    />
                  </td>
                </tr>
              </tbody>
            </table>
          </TableWrap>
          {plan.status === 'paused' && plan.autoResumeAt && (
            <p className="muted">{t('acct.pausedNote', { date: formatLongUS(plan.autoResumeAt) })}</p>
          )}
          {plan.status === 'pending_cancellation' && plan.cancelAt && (
            <p className="muted">{t('acct.cancellingNote', { date: formatLongUS(plan.cancelAt) })}</p>
          )}
          <ConfirmDialog
            open={asking === 'pause'}
            title={t('safety.pause.title')}
            confirmLabel={t('safety.pause.confirm')}
            busy={busy}
            onConfirm={() => void act(toggle)}
            onClose={() => setAsking(null)}
          >
            <p>{t('safety.pause.body', { date: formatLongUS(new Date(Date.now() + PAUSE_DAYS * DAY_MS).toISOString()) })}</p>
          </ConfirmDialog>
          <ConfirmDialog
            open={asking === 'cancel'}
            title={t('safety.cancel.title')}
            confirmLabel={t('safety.cancel.confirm')}
            keepLabel={t('safety.cancel.keep')}
            busy={busy}
            onConfirm={() => void act(cancelAtBillingDate)}
            onClose={() => setAsking(null)}
          >
            <p>{t('acct.cancelConfirm', { date: formatLongUS(plan.endDate) })}</p>
          </ConfirmDialog>
        </>
      )}
      <ul className="notes">
        {(Array.isArray(notes) ? notes : []).map((n) => (
          <li key={n}>{n}</li>
        ))}
      </ul>
    </Section>
  );
}

/** Pause while active; Resume while paused or set to cancel (docs/product.md notes: Resume undoes a pending cancellation); Cancel while active. */
function PlanButtons({
  plan,
  busy,
  onToggle,
  onCancel,
  onUndo,
}: {
  plan: UserPlan;
  busy: boolean;
  onToggle(): void;
  onCancel(): void;
  onUndo(): void;
}) {
  const { t } = useTranslation();
  const s = plan.status;
  return (
    <>
      {(s === 'active' || s === 'paused') && (
        <button type="button" className="button button--small" disabled={busy} onClick={onToggle}>
          {s === 'active' ? t('acct.pause') : t('acct.resume')}
        </button>
      )}
      {s === 'active' && (
        <button type="button" className="button button--small button--ghost" disabled={busy} onClick={onCancel}>
          {t('acct.cancelPlan')}
        </button>
      )}
      {s === 'pending_cancellation' && (
        <button type="button" className="button button--small" disabled={busy} onClick={onUndo}>
          {t('acct.resume')}
        </button>
      )}
    </>
  );
}

function OnHoldBanner({ plan }: { plan: UserPlan }) {
  const { t } = useTranslation();
  const dates = plan.hold!.retryDates;
  return (
    <div className="membership__hold" role="alert">
      <p>{t('acct.onHoldBanner', { date: formatLongUS(dates[dates.length - 1] ?? plan.hold!.since) })}</p>
      <Link className="button button--primary button--small" to="/vip-subscription">
        {t('acct.updatePayment')}
      </Link>
    </div>
  );
}
