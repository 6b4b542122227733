// docs/product.md Shell: at widths ≤ 991 px the header is hidden on comic detail (/comic/...) and slide
// (/slide-data/...) pages; the footer there too and on /faq, /contact-us, /terms-use,
// /privacy-policy, /about-us and /my-library. (The CSS media query applies the width.)
const HEADER_HIDDEN = /^\/(comic|slide-data)\/./;
const FOOTER_HIDDEN = /^\/(faq|contact-us|terms-use|privacy-policy|about-us|my-library)\/?$/;

export function shellVisibility(pathname: string) {
  const header = HEADER_HIDDEN.test(pathname);
  return { hideHeaderOnMobile: header, hideFooterOnMobile: header || FOOTER_HIDDEN.test(pathname) };
}
