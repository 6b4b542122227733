// Static pages (docs/product.md Static pages), one lazily loaded chunk: terms, privacy, about, contact, FAQ.
import './static-pages.css';

export { TermsPage, PrivacyPage } from './html-view.js';
export { FaqPage } from './faq-view.js';
export { AboutPage } from './about-view.js';
export { ContactPage } from './contact-view.js';
