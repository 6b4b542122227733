// The Mongolian texts as one bundle, loaded only when a reader's language is Mongolian (index.ts
// loadLanguage): most readers never download them.
import mn from './mn.js';
import browseMn from './browse.mn.js';
import rxMn from './experience.mn.js';
import accessMn from './access.mn.js';

export default { ...mn, browse: browseMn, rx: rxMn, access: accessMn };
