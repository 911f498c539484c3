import './featured-badge.css';

/** The badge the Featured plan buys (see /pricing), beside a specialist's name. */
export function FeaturedBadge() {
  return <span className="featured-badge">Featured</span>;
}
