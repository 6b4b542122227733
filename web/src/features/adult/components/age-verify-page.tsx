// The age gate (/age-verify, docs/product.md Static pages): Yes stores isPlus true and goes back; No
// stores false and goes back. Without in-app history "back" is the home page.
import { useSetAtom } from 'jotai';
import { useLocation, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { isPlusAtom } from '../../../stores/adult.js';
import { useDocumentTitle } from '../../../components/page-frame.js';

export function AgeVerifyPage() {
  const setIsPlus = useSetAtom(isPlusAtom);
  const navigate = useNavigate();
  const location = useLocation();
  const { t } = useTranslation();
  useDocumentTitle(t('age.title'));
  const answer = (adult: boolean) => {
    setIsPlus(adult);
    if (location.key === 'default') navigate('/', { replace: true });
    else navigate(-1);
  };
  return (
    <main id="main" className="standalone age-gate">
      <section className="age-gate__card" aria-labelledby="age-question">
        <p className="age-gate__badge" aria-hidden="true">
          18+
        </p>
        <h1 id="age-question" className="age-gate__question">
          {t('age.question')}
        </h1>
        <p className="age-gate__note">{t('age.note')}</p>
        <div className="age-gate__actions">
          <button type="button" className="button button--ghost" onClick={() => answer(false)}>
            {t('age.no')}
          </button>
          <button type="button" className="button button--primary" onClick={() => answer(true)}>
            {t('age.yes')}
          </button>
        </div>
      </section>
    </main>
  );
}
