// The Submission modal (docs/product.md): more than 4 completed episodes plus a detailed title
// description (genre, synopsis, character biographies), sent to the submissions address.
import { useAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../components/dialog.js';
import { SUBMISSION_EMAIL } from '../../../lib/constants.js';
import { submissionOpenAtom } from '../../../stores/dialogs.js';

export function SubmissionModal() {
  const [open, setOpen] = useAtom(submissionOpenAtom);
  const { t } = useTranslation();
  return (
    <Dialog open={open} onClose={() => setOpen(false)} title={t('submission.title')} id="submission-modal">
      <p>{t('submission.intro')}</p>
      <ul className="checklist">
        <li>{t('submission.episodes')}</li>
        <li>{t('submission.description')}</li>
      </ul>
      <p>
        {t('submission.sendTo')}{' '}
        <a href={`mailto:${SUBMISSION_EMAIL}`} className="link">
          {SUBMISSION_EMAIL}
        </a>
      </p>
    </Dialog>
  );
}
