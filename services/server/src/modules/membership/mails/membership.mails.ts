import type { MemberContact } from '../ports/member-contact.query.js';

/** The billing mails (issue #17): sent whatever the reader's eventNotification says, in their language. */
export type MembershipMail =
  /** `payLink`: the renewal's invoice, where the reader pays it themselves (QPay). */
  | { kind: 'renewal_coming'; planName: string; billingDate: string; price: number; currency: 'usd' | 'mnt'; payLink: string | null }
  | { kind: 'renewed'; planName: string; endDate: string; price: number; currency: 'usd' | 'mnt' }
  | { kind: 'on_hold'; planName: string; retryDates: string[]; payLink: string | null }
  | { kind: 'cancelled'; planName: string; endDate: string; cause: 'cancelled' | 'unpaid' };

const MN_MONTH = (d: Date) => `${d.getUTCFullYear()} оны ${d.getUTCMonth() + 1}-р сарын ${d.getUTCDate()}`;
/** docs/product.md: long US style dates (MN: the Mongolian long form). */
export const longDate = (isoDate: string, language: MemberContact['language']) => {
  const d = new Date(isoDate);
  return language === 'mongolian'
    ? MN_MONTH(d)
    : d.toLocaleDateString('en-US', { timeZone: 'UTC', year: 'numeric', month: 'long', day: 'numeric' });
};
/** An amount as the reader reads it: $7.99, or ₮27,566 (tugrik in whole units). */
export const amountText = (n: number, currency: 'usd' | 'mnt') =>
  currency === 'mnt' ? `₮${Math.round(n).toLocaleString('en-US')}` : `$${n.toFixed(2)}`;

export function membershipMail(
  m: MembershipMail,
  language: MemberContact['language'],
  publicUrl: string,
): { subject: string; text: string } {
  const date = (iso: string) => longDate(iso, language);
  const account = `${publicUrl}/account`;
  const vip = `${publicUrl}/vip-subscription`;
  const mn = language === 'mongolian';
  switch (m.kind) {
    case 'renewal_coming': {
      const amount = amountText(m.price, m.currency);
      if (m.payLink) {
        // The reader pays the renewal's invoice: by the billing date, or the membership goes on hold.
        return mn
          ? {
              subject: `Таны VIP эрх ${date(m.billingDate)}-нд сунгагдана: ${amount} төлнө үү`,
              text: `Сайн байна уу,\n\nТаны ${m.planName} VIP эрхийг ${date(m.billingDate)}-нээс өмнө сунгахын тулд ${amount} төлнө үү: ${m.payLink}\nТөлөгдөөгүй бол эрх түр хаагдаж, 7 хоногийн дотор төлөх боломжтой.\nЦуцлах эсвэл түр зогсоох бол: ${account}\n\nKoma`,
            }
          : {
              subject: `Your VIP plan renews on ${date(m.billingDate)}: please pay ${amount}`,
              text: `Hello,\n\nTo renew your ${m.planName} VIP plan, please pay ${amount} by ${date(m.billingDate)}: ${m.payLink}\nIf it is unpaid by then, the membership goes on hold and you have 7 more days to pay.\nTo pause or cancel it, go to ${account}\n\nKoma`,
            };
      }
      return mn
        ? {
            subject: `Таны VIP эрх ${date(m.billingDate)}-нд сунгагдана`,
            text: `Сайн байна уу,\n\nТаны ${m.planName} VIP эрх ${date(m.billingDate)}-нд автоматаар сунгагдаж, ${amount} төлбөр хийгдэнэ.\nЦуцлах эсвэл түр зогсоох бол: ${account}\n\nKoma`,
          }
        : {
            subject: `Your VIP plan renews on ${date(m.billingDate)}`,
            text: `Hello,\n\nYour ${m.planName} VIP plan renews on ${date(m.billingDate)} and ${amount} will be charged.\nTo pause or cancel it, go to ${account}\n\nKoma`,
          };
    }
    case 'renewed':
      return mn
        ? {
            subject: 'Таны VIP эрх сунгагдлаа',
            text: `Сайн байна уу,\n\nТаны ${m.planName} VIP эрх ${date(m.endDate)} хүртэл сунгагдлаа. Төлсөн дүн: ${amountText(m.price, m.currency)}.\n\nKoma`,
          }
        : {
            subject: 'Your VIP plan was renewed',
            text: `Hello,\n\nYour ${m.planName} VIP plan was renewed until ${date(m.endDate)}. Amount paid: ${amountText(m.price, m.currency)}.\n\nKoma`,
          };
    case 'on_hold': {
      const dates = m.retryDates.map(date).join(', ');
      const last = date(m.retryDates[m.retryDates.length - 1]!);
      const pay = m.payLink ?? vip;
      return mn
        ? {
            subject: 'Таны VIP эрхийн төлбөр амжилтгүй боллоо',
            text: `Сайн байна уу,\n\nТаны ${m.planName} VIP эрхийн төлбөр амжилтгүй болсон тул эрх түр хаагдлаа.\nБид дараах өдрүүдэд төлбөрийг дахин оролдоно: ${dates}.\n${last} хүртэл төлөгдөхгүй бол эрх цуцлагдана.\nТөлбөр төлөх: ${pay}\n\nKoma`,
          }
        : {
            subject: 'Your VIP payment failed: membership on hold',
            text: `Hello,\n\nWe could not take the payment for your ${m.planName} VIP plan, so the membership is on hold.\nWe will try again on ${dates}.\nIf it is still unpaid on ${last}, the membership is cancelled.\nPay or update your payment: ${pay}\n\nKoma`,
          };
    }
    case 'cancelled':
      return mn
        ? {
            subject: 'Таны VIP эрх цуцлагдлаа',
            text: `Сайн байна уу,\n\nТаны ${m.planName} VIP эрх цуцлагдлаа${m.cause === 'unpaid' ? ' (7 хоногийн турш төлбөр төлөгдөөгүй)' : ''}.\nДахин VIP гишүүн болох: ${vip}\n\nKoma`,
          }
        : {
            subject: 'Your VIP membership was cancelled',
            text: `Hello,\n\nYour ${m.planName} VIP membership was cancelled${m.cause === 'unpaid' ? ' (unpaid for 7 days)' : ''}.\nTo become a VIP member again: ${vip}\n\nKoma`,
          };
  }
}
