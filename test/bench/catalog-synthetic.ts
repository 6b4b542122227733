import type pg from 'pg';

/**
 * A synthetic catalog straight into the catalog tables (SQL, seconds rather than minutes):
 * `comics` published comics (every 10th a draft, every 25th scheduled), `episodesPer` episodes
 * each with `pagesPer` page images, a tenth of them not yet released. Keys are `bench-…`.
 */
export async function generateSyntheticCatalog(pool: pg.Pool, comics = 1000, episodesPer = 50, pagesPer = 12): Promise<void> {
  await pool.query(
    `
    INSERT INTO catalog_comics (id, key, slug, title, genre, thumbnail, cover_image, description, tags, writer, artist, creator, feature,
      team_assignment, free_episode_count, episode_price, status, is_schedule, release_date, update_days, total_read, content_hash, created_at)
    SELECT md5('bench-comic-' || i)::uuid, 'bench-comic-' || i, 'bench-comic-' || i, 'Bench Comic ' || i,
      (ARRAY['Action','Romance','Fantasy','Comedy','Drama','Horror','Sci-Fi'])[1 + i % 7],
      'uploads/' || md5('t' || i) || '.webp', 'uploads/' || md5('c' || i) || '.webp',
      'A synthetic comic used by the benchmarks; number ' || i || '. It has a description of ordinary length for a listing.',
      ARRAY['tag' || (i % 40), 'tag' || (i % 13), 'bench'], 'Writer ' || (i % 50), 'Artist ' || (i % 70), 'Bench Studio',
      ARRAY['New every week', 'First 3 episodes free'],
      CASE WHEN i % 2 = 0 THEN 'Vendor ' || (i % 9) END, 3, 3,
      CASE WHEN i % 10 = 0 THEN 'draft' ELSE 'publish' END, i % 25 = 0,
      now() - (i || ' hours')::interval, ARRAY[(ARRAY['MON','TUE','WED','THU','FRI','SAT','SUN'])[1 + i % 7]], (i * 7919) % 100000,
      md5('h' || i), now() - (i || ' minutes')::interval
    FROM generate_series(1, $1::int) i
    ON CONFLICT DO NOTHING`,
    [comics],
  );
  await pool.query(
    `
    INSERT INTO catalog_episodes (id, key, comic_id, title, episode_number, cover_image, description, monetization, coin_price,
      release_date, status, content, content_hash)
    SELECT md5('bench-ep-' || i || '-' || n)::uuid, 'bench-ep-' || i || '-' || n, md5('bench-comic-' || i)::uuid, 'Episode ' || n, n,
      'uploads/' || md5('e' || i || '-' || n) || '.webp', 'Episode ' || n || ' of bench comic ' || i,
      CASE WHEN n <= 3 THEN 'free' WHEN n % 2 = 0 THEN 'coin' ELSE 'subscription' END, CASE WHEN n > 3 AND n % 2 = 0 THEN 3 ELSE 0 END,
      CASE WHEN n > $2::int * 0.9 THEN now() + (n || ' days')::interval ELSE now() - (($2::int - n) || ' days')::interval END, 'publish',
      (SELECT jsonb_agg(jsonb_build_object('image', 'uploads/' || md5('p' || i || '-' || n || '-' || s) || '.webp', 'sequence', s)) FROM generate_series(1, $3::int) s),
      md5('eh' || i || '-' || n)
    FROM generate_series(1, $1::int) i, generate_series(1, $2::int) n
    ON CONFLICT DO NOTHING`,
    [comics, episodesPer, pagesPer],
  );
  await pool.query('UPDATE catalog_meta SET revision = revision + 1 WHERE id = 1');
  await pool.query('ANALYZE catalog_comics; ANALYZE catalog_episodes');
}
