/**
 * Row → response shapes of docs/product.md (objects carry `_id` and `id`, docs/product.md, The REST calls), their texts in the
 * reader's language (`lang`; catalog.language.ts: an untranslated text stays English).
 */
import { localized, type CatalogLanguage } from '../catalog.language.js';

type R = Record<string, any>;
const isoOf = (d: unknown): string | null => (d instanceof Date ? d.toISOString() : d == null ? null : String(d));

/** One stored width of an image (`uploads/…`), for the client's srcset. */
export interface ImageWidth {
  image: string;
  width: number;
}

/**
 * The stored widths of the image in `column`, narrowest first, the image itself last; null when it
 * has one width only or is an absolute URL (catalog_image_widths, ADR 0048).
 */
export const widthsOf = (column: string) => `(SELECT w.widths FROM catalog_image_widths w WHERE w.path = ${column})`;
const widths = (v: unknown): ImageWidth[] => (Array.isArray(v) ? v : []);

/** The comic columns without the image widths (get-all-content's; comicOut then lists none). */
export const COMIC_COLUMNS_WITHOUT_WIDTHS = `c.id, c.slug, c.title, c.genre, c.thumbnail, c.cover_image, c.description, c.tags, c.writer, c.artist, c.creator,
  c.feature, c.team_assignment, c.free_episode_count, c.episode_price, c.status, c.is_schedule, c.release_date, c.update_days,
  c.total_read, c.created_at, c.translations`;
/** The comic columns every comic read selects (no episode content). */
export const COMIC_COLUMNS = `${COMIC_COLUMNS_WITHOUT_WIDTHS}, ${widthsOf('c.thumbnail')} AS thumbnail_widths, ${widthsOf('c.cover_image')} AS cover_image_widths`;

export interface ComicOut {
  _id: string;
  id: string;
  slug: string;
  title: string;
  genre: string;
  thumbnail: string;
  coverImage: string;
  thumbnailWidths: ImageWidth[];
  coverImageWidths: ImageWidth[];
  description: string;
  tags: string[];
  writer: string;
  artist: string;
  creator: string;
  feature: string[];
  teamAssignment?: string;
  freeEpisodeCount: number;
  episodePrice: number;
  status: string;
  isSchedule: boolean;
  releaseDate: string;
  updateDays: string[];
  totalRead: number;
  createdAt: string;
  episodeCount?: number;
  latestEpisodeNumber?: number | null;
  latestReleaseDate?: string | null;
}

export function comicOut(row: R, lang: CatalogLanguage): ComicOut {
  const r = localized(row, lang);
  const out: ComicOut = {
    _id: r.id,
    id: r.id,
    slug: r.slug,
    title: r.title,
    genre: r.genre,
    thumbnail: r.thumbnail,
    coverImage: r.cover_image,
    thumbnailWidths: widths(r.thumbnail_widths),
    coverImageWidths: widths(r.cover_image_widths),
    description: r.description,
    tags: r.tags,
    writer: r.writer,
    artist: r.artist,
    creator: r.creator,
    feature: r.feature,
    freeEpisodeCount: r.free_episode_count,
    episodePrice: Number(r.episode_price),
    status: r.status,
    isSchedule: r.is_schedule,
    releaseDate: isoOf(r.release_date)!,
    updateDays: r.update_days,
    totalRead: Number(r.total_read),
    createdAt: isoOf(r.created_at)!,
  };
  if (r.team_assignment) out.teamAssignment = r.team_assignment;
  if (r.episode_count !== undefined) {
    out.episodeCount = Number(r.episode_count ?? 0);
    out.latestEpisodeNumber = r.latest_episode_number ?? null;
    out.latestReleaseDate = isoOf(r.latest_release_date);
  }
  return out;
}

/** One page of a listing: its items, how many there are in all, and where the page starts and how long it may be. */
export interface Page<T> {
  items: T[];
  total: number;
  offset: number;
  limit: number;
}

/** A comic in the ranking, with the reads of the ranked period. */
export type RankedComic = ComicOut & { periodRead: number };

export const EPISODE_COLUMNS = `e.id, e.comic_id, e.title, e.episode_number, e.cover_image, e.monetization, e.coin_price, e.release_date, e.status, e.created_at, e.translations`;

export interface EpisodeSummaryOut {
  _id: string;
  id: string;
  comicId: string;
  title: string;
  episodeNumber: number;
  coverImage: string;
  monetization: 'free' | 'coin' | 'subscription';
  coinPrice: number;
  releaseDate: string;
  status: string;
  createdAt: string;
}

/** An episode as lists need it: no page content. */
export function episodeSummaryOut(row: R, lang: CatalogLanguage): EpisodeSummaryOut {
  const r = localized(row, lang);
  return {
    _id: r.id,
    id: r.id,
    comicId: r.comic_id,
    title: r.title,
    episodeNumber: r.episode_number,
    coverImage: r.cover_image,
    monetization: r.monetization,
    coinPrice: Number(r.coin_price),
    releaseDate: isoOf(r.release_date)!,
    status: r.status,
    createdAt: isoOf(r.created_at)!,
  };
}

/** A gift; a rental gift's episode title comes with the row as `episode_title` beside `episode_translations`. */
export function giftOut(row: R, lang: CatalogLanguage) {
  const r = localized(localized(row, lang), lang, 'episode_translations', 'episode_');
  return {
    _id: r.id,
    id: r.id,
    type: r.type,
    title: r.title,
    image: r.image,
    value: r.value,
    detail: r.detail,
    expiryDate: isoOf(r.expiry_date),
    episodeId: r.episode_id ? { _id: r.episode_id, id: r.episode_id, title: r.episode_title, comicId: r.episode_comic_id } : null,
  };
}
/** Banners and slides are selected with `${widthsOf('x.image')} AS image_widths`. */
export const bannerOut = (r: R) => ({
  _id: r.id,
  id: r.id,
  page: r.page,
  image: r.image,
  imageWidths: widths(r.image_widths),
  url: r.url,
  startDate: isoOf(r.start_date)!,
  endDate: isoOf(r.end_date)!,
});
export function slideOut(row: R, withHtml: boolean, lang: CatalogLanguage) {
  const r = localized(row, lang);
  return {
    _id: r.id,
    id: r.id,
    image: r.image,
    imageWidths: widths(r.image_widths),
    url: r.url,
    startDate: isoOf(r.start_date)!,
    endDate: isoOf(r.end_date)!,
    ...(withHtml ? { ckEditorData: r.ck_editor_data as string } : {}),
  };
}
export function coinPackOut(row: R, lang: CatalogLanguage) {
  const r = localized(row, lang);
  return {
    _id: r.id as string,
    id: r.id as string,
    name: r.name as string,
    coin: r.coin as number,
    bonusCoin: r.bonus_coin as number,
    point: r.point as number,
    regularPrice: Number(r.regular_price),
    salePrice: Number(r.sale_price),
    currency: r.currency as string,
    status: r.status as string,
  };
}
export function planOut(row: R, lang: CatalogLanguage) {
  const r = localized(row, lang);
  return {
    _id: r.id as string,
    id: r.id as string,
    name: r.name as string,
    duration: r.duration as number,
    basePrice: Number(r.base_price),
    price: Number(r.price),
    discountType: r.discount_type as string,
    discountValue: Number(r.discount_value),
    status: r.status as string,
  };
}
export const promoOut = (r: R) => ({
  _id: r.id,
  id: r.id,
  name: r.name,
  discountType: r.discount_type,
  amount: Number(r.amount),
  currency: r.currency ?? null,
  validFrom: isoOf(r.valid_from),
  validTo: isoOf(r.valid_to),
  maxRedemptions: r.max_redemptions,
  perUserLimit: r.per_user_limit,
});
export function notificationOut(row: R, lang: CatalogLanguage) {
  const r = localized(row, lang);
  return { _id: r.id as string, id: r.id as string, title: r.title as string, message: r.message as string, schedule: isoOf(r.schedule)! };
}

export type GiftOut = ReturnType<typeof giftOut>;
export type BannerOut = ReturnType<typeof bannerOut>;
export type SlideOut = ReturnType<typeof slideOut>;
export type CoinPackOut = ReturnType<typeof coinPackOut>;
export type PlanOut = ReturnType<typeof planOut>;
export type PromoOut = ReturnType<typeof promoOut>;
export type NotificationOut = ReturnType<typeof notificationOut>;
