/** The language an identity mail is written in: the account's language setting (or the request's, before there is an account). */
export type MailLanguage = 'english' | 'mongolian';
export type CodePurpose = 'signup' | 'forgot' | 'email-change';

interface Mail {
  subject: string;
  text: string;
}

/**
 * The identity mails' texts per language; English stays the product's own wording. A one-time code
 * is written only in the body: a subject shows on a locked phone.
 */
export const IDENTITY_MAIL_TEXTS: Record<
  MailLanguage,
  {
    code: (code: string, purpose: CodePurpose, minutes: number) => Mail;
    alreadyRegistered: (publicUrl: string) => Mail;
    emailChangeToRegistered: (publicUrl: string) => Mail;
    passwordChanged: () => Mail;
    emailChanged: (newAddress: string) => Mail;
  }
> = {
  english: {
    code: (code, purpose, minutes) => {
      const what =
        purpose === 'signup'
          ? 'finish signing up to Koma'
          : purpose === 'forgot'
            ? 'reset your Koma password'
            : 'make this the email address of your Koma account';
      return {
        subject: 'Your Koma code',
        text: `Your code to ${what} is ${code}.\n\nIt is valid for ${minutes} minutes and can be used once.\nIf you did not ask for it, ignore this mail.`,
      };
    },
    alreadyRegistered: (url) => ({
      subject: 'You already have a Koma account',
      text: `Someone (hopefully you) tried to sign up to Koma with this address, which already has an account.\n\nLog in at ${url}/login, or reset your password at ${url}/forgot-password.`,
    }),
    emailChangeToRegistered: (url) => ({
      subject: 'Someone tried to move a Koma account to your address',
      text: `Someone asked to make this address the email of another Koma account. This address already has an account, so nothing was changed and nothing is needed from you.\n\nYour account: ${url}/login`,
    }),
    passwordChanged: () => ({
      subject: 'Your Koma password was changed',
      text: 'The password of your Koma account was changed and every device was signed out.\nIf this was not you, reset your password at once.',
    }),
    emailChanged: (newAddress) => ({
      subject: 'Your Koma email address was changed',
      text: `The email address of your Koma account was changed to ${newAddress}.\nIf this was not you, contact support at once.`,
    }),
  },
  mongolian: {
    code: (code, purpose, minutes) => {
      const what = purpose === 'signup' ? 'бүртгэл баталгаажуулах' : purpose === 'forgot' ? 'нууц үг сэргээх' : 'имэйл хаяг солих';
      return {
        subject: 'Таны Koma код',
        text: `Таны Koma-гийн ${what} код: ${code}.\n\nКод ${minutes} минутын турш хүчинтэй бөгөөд нэг л удаа ашиглагдана.\nХэрэв та код хүсээгүй бол энэ имэйлийг тоохгүй орхино уу.`,
      };
    },
    alreadyRegistered: (url) => ({
      subject: 'Танд Koma бүртгэл аль хэдийн байна',
      text: `Хэн нэгэн (магадгүй та өөрөө) энэ хаягаар Koma-д бүртгүүлэхийг оролдсон боловч энэ хаяг бүртгэлтэй байна.\n\nНэвтрэх: ${url}/login, эсвэл нууц үгээ сэргээх: ${url}/forgot-password.`,
    }),
    emailChangeToRegistered: (url) => ({
      subject: 'Хэн нэгэн Koma бүртгэлийг таны хаяг руу шилжүүлэхийг оролдлоо',
      text: `Хэн нэгэн энэ хаягийг өөр Koma бүртгэлийн имэйл болгохыг хүссэн. Энэ хаяг өөрөө бүртгэлтэй тул юу ч өөрчлөгдөөгүй бөгөөд танаас юу ч шаардлагагүй.\n\nТаны бүртгэл: ${url}/login`,
    }),
    passwordChanged: () => ({
      subject: 'Таны Koma нууц үг солигдлоо',
      text: 'Таны Koma бүртгэлийн нууц үг солигдож, бүх төхөөрөмжөөс гарлаа.\nХэрэв энэ та биш бол нууц үгээ даруй сэргээнэ үү.',
    }),
    emailChanged: (newAddress) => ({
      subject: 'Таны Koma имэйл хаяг солигдлоо',
      text: `Таны Koma бүртгэлийн имэйл хаяг ${newAddress} болж солигдлоо.\nХэрэв энэ та биш бол тусламжийн багтай даруй холбогдоно уу.`,
    }),
  },
};
