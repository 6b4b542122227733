// Business constants of docs/product.md used by the client.
export const SEARCH_MAX = 50;
export const ACCOUNT_MENU_CLOSE_MS = 200;
export const LOGIN_MESSAGE_MS = 3000;
export const MOBILE_MAX_WIDTH = 991;
export const HOME_LIST_SIZE = 6;
export const LIBRARY_TITLE_MAX = 15;
/** Where the footer's contact line and the Submission modal point (docs/product.md). */
export const CONTACT_EMAIL = 'support@koma.example';
export const SUBMISSION_EMAIL = 'submissions@koma.example';
/** Google sign-in (docs/product.md, The REST calls): opened in a new tab when the server offers it. */
export const GOOGLE_SIGN_IN_PATH = '/api/auth/google';
