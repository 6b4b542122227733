// About (docs/product.md Static pages): banner image, vision image and text, and the timeline (title with
// year, detail); default images when the stored ones are missing or broken, 'Not available' texts.
import { useTranslation } from 'react-i18next';
import { EmptyState, Loading, PageFrame } from '../../../components/page-frame.js';
import { Image } from '../../../components/image.js';
import { useAbout } from '../api/static-content.js';

export function AboutPage() {
  const { t } = useTranslation();
  const { about, loading } = useAbout();
  const timeline = about?.content ?? [];
  return (
    <PageFrame title={t('pages.about')} className="static-page about">
      <Image src={about?.banner} alt={t('browse.static.aboutBanner')} className="banner__img" width={1200} height={300} loading="eager" />
      {loading && !about ? (
        <Loading />
      ) : (
        <>
          <section className="about__vision card" aria-labelledby="about-vision">
            <Image src={about?.vision} alt={t('browse.static.visionImage')} className="about__vision-img" width={480} height={360} />
            <div>
              <h2 id="about-vision" className="shelf__title">
                {t('browse.static.vision')}
              </h2>
              <p>{about?.visionText || t('empty.notAvailable')}</p>
            </div>
          </section>
          <section aria-labelledby="about-timeline" className="about__timeline">
            <h2 id="about-timeline" className="shelf__title">
              {t('browse.static.timeline')}
            </h2>
            {timeline.length === 0 ? (
              <EmptyState>{t('empty.notAvailable')}</EmptyState>
            ) : (
              <ol className="timeline">
                {timeline.map((e, i) => (
                  <li key={i} className="timeline__item">
                    <h3>{e.title}</h3>
                    <p className="muted">{e.detail}</p>
                  </li>
                ))}
              </ol>
            )}
          </section>
        </>
      )}
    </PageFrame>
  );
}
