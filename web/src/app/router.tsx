// Every route of docs/product.md's route table (plus /tags/{tag}, /episode-view/{episodeId} and the
// /comic/{id} link form, which /comic/:slug serves). Each page is its own lazily loaded chunk,
// loaded through loadChunk (120 s time-out, failure toast).
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { lazyPage } from '../lib/chunk.js';
import { ToastsFollowNavigation } from '../components/toasts.js';
import { MainLayout } from './layouts/main-layout.js';
import { BareLayout, StandaloneLayout } from './layouts/standalone-layout.js';

const listings = () => import('../features/listings/components/listing-pages.js');
const staticPages = () => import('../features/static-pages/components/static-pages.js');
const auth = () => import('../features/auth/components/auth-pages.js');
const notifications = () => import('../features/notifications/components/notification-pages.js');
export const reader = () => import('../features/reader/components/reader-pages.js');
export const home = () => import('../features/home/components/home-page.js');
export const comic = () => import('../features/comics/components/comic-page.js');

const Home = lazyPage(home, 'HomePage');
const TokenLanding = lazyPage(() => import('../features/auth/components/token-landing-page.js'), 'TokenLandingPage');
const Daily = lazyPage(listings, 'DailyPage');
const Free = lazyPage(listings, 'FreePage');
const Genre = lazyPage(listings, 'GenrePage');
const Ranking = lazyPage(listings, 'RankingPage');
const Tag = lazyPage(listings, 'TagPage');
const More = lazyPage(listings, 'MorePage');
const Writer = lazyPage(() => import('../features/writer/components/writer-page.js'), 'WriterPage');
const GiftBox = lazyPage(() => import('../features/gifts/components/gift-box-page.js'), 'GiftBoxPage');
const Notifications = lazyPage(notifications, 'NotificationsPage');
const NotificationView = lazyPage(notifications, 'NotificationViewPage');
const Comic = lazyPage(comic, 'ComicPage');
const Slide = lazyPage(() => import('../features/slides/components/slide-page.js'), 'SlidePage');
const Library = lazyPage(() => import('../features/library/components/library-page.js'), 'LibraryPage');
const PurchaseCoin = lazyPage(() => import('../features/coins/components/purchase-coin-page.js'), 'PurchaseCoinPage');
const Vip = lazyPage(() => import('../features/vip/components/vip-page.js'), 'VipPage');
const Terms = lazyPage(staticPages, 'TermsPage');
const Privacy = lazyPage(staticPages, 'PrivacyPage');
const About = lazyPage(staticPages, 'AboutPage');
const Contact = lazyPage(staticPages, 'ContactPage');
const Faq = lazyPage(staticPages, 'FaqPage');
const Account = lazyPage(() => import('../features/account/components/account-page.js'), 'AccountPage');
const Login = lazyPage(auth, 'LoginPage');
const Register = lazyPage(auth, 'RegisterPage');
const Verification = lazyPage(auth, 'VerificationPage');
const SetPassword = lazyPage(auth, 'SetPasswordPage');
const ForgotPassword = lazyPage(auth, 'ForgotPasswordPage');
const ResetPassword = lazyPage(auth, 'ResetPasswordPage');
const AgeVerify = lazyPage(() => import('../features/adult/components/age-verify-page.js'), 'AgeVerifyPage');
const PayWithCard = lazyPage(() => import('../features/payments/components/pay-with-card-page.js'), 'PayWithCardPage');
const EpisodeReader = lazyPage(reader, 'EpisodeReaderPage');
const EpisodeView = lazyPage(reader, 'EpisodeViewPage');
const Comments = lazyPage(() => import('../features/comments/components/comments-page.js'), 'CommentsPage');
const NotFound = lazyPage(() => import('./not-found.js'), 'NotFoundPage');

/** The browser's router over the routes. */
export function AppRouter() {
  return (
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  );
}

/** Every route, under whichever router holds the location (the browser's, or the server's StaticRouter). */
export function AppRoutes() {
  return (
    <>
      <ToastsFollowNavigation />
      <Routes>
        <Route element={<StandaloneLayout />}>
          <Route path="/login" element={<Login />} />
          <Route path="/register" element={<Register />} />
          <Route path="/verification" element={<Verification />} />
          <Route path="/set-password" element={<SetPassword />} />
          <Route path="/forgot-password" element={<ForgotPassword />} />
          <Route path="/reset-password" element={<ResetPassword />} />
        </Route>
        <Route element={<BareLayout />}>
          <Route path="/age-verify" element={<AgeVerify />} />
          <Route path="/pay-with-card" element={<PayWithCard />} />
          <Route path="/comic/:slug/:episodeNumber" element={<EpisodeReader />} />
          <Route path="/episode-view/:episodeId" element={<EpisodeView />} />
          <Route path="/comment/comic/:slug/:episodeNumber" element={<Comments />} />
        </Route>
        <Route element={<MainLayout />}>
          <Route index element={<Home />} />
          <Route path="/daily-product" element={<Daily />} />
          <Route path="/free-product" element={<Free />} />
          <Route path="/genre-product" element={<Genre />} />
          <Route path="/ranking" element={<Ranking />} />
          <Route path="/tag/:tag" element={<Tag />} />
          <Route path="/tags/:tag" element={<Tag />} />
          <Route path="/writer-profile/:writerName" element={<Writer />} />
          <Route path="/gift-box" element={<GiftBox />} />
          <Route path="/notitfication" element={<Notifications />} />
          <Route path="/notitfication-view/:id" element={<NotificationView />} />
          <Route path="/comic/:slug" element={<Comic />} />
          <Route path="/slide-data/:url/:id" element={<Slide />} />
          <Route path="/more/:genre" element={<More />} />
          <Route path="/my-library" element={<Library />} />
          <Route path="/my-library/downloads" element={<Library />} />
          <Route path="/purchase-coin" element={<PurchaseCoin />} />
          <Route path="/vip-subscription" element={<Vip />} />
          <Route path="/terms-use" element={<Terms />} />
          <Route path="/privacy-policy" element={<Privacy />} />
          <Route path="/about-us" element={<About />} />
          <Route path="/contact-us" element={<Contact />} />
          <Route path="/faq" element={<Faq />} />
          <Route path="/account" element={<Account />} />
          <Route path="/:userId/:token" element={<TokenLanding />} />
          <Route path="*" element={<NotFound />} />
        </Route>
      </Routes>
    </>
  );
}
