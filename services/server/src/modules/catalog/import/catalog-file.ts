/** The catalog file of docs/catalog.md (schema/catalog.schema.json is the enforced version). */

/** An item's reader-facing text fields in Mongolian (`translations.mn`); a field left out stays English. */
export type Tr<F extends string, A extends string = never> = { translations?: { mn?: Partial<Record<F, string> & Record<A, string[]>> } };

export type Weekday = 'MON' | 'TUE' | 'WED' | 'THU' | 'FRI' | 'SAT' | 'SUN';

export interface CatalogFile {
  adminData?: { socialMedia: Partial<Record<'facebook' | 'instagram' | 'linkedin' | 'youtube' | 'telegram', string>> };
  about?: {
    banner: string;
    vision: string;
    vision_text: string;
    content: Array<{ title: string; detail: string } & Tr<'title' | 'detail'>>;
  } & Tr<'vision_text'>;
  faqs?: Array<
    { key: string; title: string; content: Array<{ question: string; answer: string } & Tr<'question' | 'answer'>> } & Tr<'title'>
  >;
  staticPages?: Array<{ page: 'terms' | 'privacy'; content: string } & Tr<'content'>>;
  popularTags?: string[];
  banners?: Array<{
    key: string;
    page: 'home' | 'daily' | 'free' | 'genre' | 'ranking';
    image: string;
    url: string;
    startDate: string;
    endDate: string;
  }>;
  slides?: Array<
    { key: string; image: string; url: string; startDate: string; endDate: string; ckEditorData: string } & Tr<'ckEditorData'>
  >;
  comics?: Array<
    {
      key: string;
      title: string;
      slug?: string;
      genre: string;
      thumbnail: string;
      coverImage: string;
      description: string;
      tags: string[];
      writer: string;
      artist: string;
      creator: string;
      feature: string[];
      teamAssignment?: string;
      freeEpisodeCount: number;
      episodePrice: number;
      status: 'publish' | 'draft';
      isSchedule: boolean;
      releaseDate: string;
      updateDays?: Weekday[];
    } & Tr<'title' | 'description' | 'genre', 'feature' | 'tags'>
  >;
  episodes?: Array<
    {
      key: string;
      comic: string;
      title: string;
      episodeNumber: number;
      coverImage: string;
      description: string;
      monetization: 'free' | 'coin' | 'subscription';
      coinPrice: number;
      releaseDate: string;
      status: 'publish' | 'draft';
      content: Array<{ image: string; sequence: number }>;
    } & Tr<'title' | 'description'>
  >;
  coinPacks?: Array<
    {
      key: string;
      name: string;
      coin: number;
      bonusCoin: number;
      point: number;
      regularPrice: number;
      salePrice: number;
      currency: 'usd' | 'mnt';
      status: 'active' | 'inactive';
    } & Tr<'name'>
  >;
  plans?: Array<
    {
      key: string;
      name: string;
      duration: number;
      basePrice: number;
      price: number;
      discountType: 'percent' | 'amount';
      discountValue: number;
      status: 'active' | 'inactive';
    } & Tr<'name'>
  >;
  promos?: Array<{
    key: string;
    name: string;
    discountType: 'percentage' | 'fixed';
    amount: number;
    currency?: 'usd' | 'mnt';
    validFrom?: string;
    validTo?: string;
    maxRedemptions?: number;
    perUserLimit?: number;
  }>;
  gifts?: Array<
    {
      key: string;
      type: 'rental' | 'coin' | 'point';
      title: string;
      image: string;
      value: number;
      detail: string;
      expiryDate: string;
      episode?: string;
    } & Tr<'title' | 'detail'>
  >;
  notifications?: Array<{ key: string; title: string; message: string; schedule: string } & Tr<'title' | 'message'>>;
}

export const WEEKDAYS: Weekday[] = ['SUN', 'MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT'];
/** The UTC weekday of a date, as the catalog writes it. */
export const weekdayOf = (iso: string): Weekday => WEEKDAYS[new Date(iso).getUTCDay()];
