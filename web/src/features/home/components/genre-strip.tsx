// The genre category strip (docs/product.md Home): each genre opens /more/{genre}.
import { Link } from 'react-router-dom';

export function GenreStrip({ genres, label }: { genres: string[]; label: string }) {
  return (
    <ul className="chips genre-strip" aria-label={label}>
      {genres.map((g) => (
        <li key={g}>
          <Link className="chip" to={`/more/${encodeURIComponent(g)}`}>
            {g}
          </Link>
        </li>
      ))}
    </ul>
  );
}
