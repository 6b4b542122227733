// The adult 'R' switch of the header (docs/product.md Shell): on stores isPlus true and opens the age
// gate; off removes the flag. It starts from the stored value.
import { useAtom } from 'jotai';
import { RESET } from 'jotai/utils';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { isPlusAtom } from '../../../stores/adult.js';

export function AdultToggle() {
  const [isPlus, setIsPlus] = useAtom(isPlusAtom);
  const navigate = useNavigate();
  const { t } = useTranslation();
  return (
    <button
      type="button"
      role="switch"
      aria-checked={isPlus}
      aria-label={t('nav.adult')}
      title={isPlus ? t('nav.adultOn') : t('nav.adultOff')}
      className={`adult-toggle ${isPlus ? 'adult-toggle--on' : ''}`}
      onClick={() => {
        if (isPlus) setIsPlus(RESET);
        else {
          setIsPlus(true);
          navigate('/age-verify');
        }
      }}
    >
      <span className="adult-toggle__track" aria-hidden="true">
        <span className="adult-toggle__thumb">R</span>
      </span>
    </button>
  );
}
