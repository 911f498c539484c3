import { Link } from 'react-router';
import type { Breadcrumb } from '../meta/types.ts';
import './breadcrumbs.css';

/**
 * The visible breadcrumb trail (the same items as the page meta's BreadcrumbList).
 *
 * @example
 * <Breadcrumbs items={[{ name: 'Home', path: '/' }, { name: 'Leeds', path: '/specialists/leeds' }]} />
 */
export function Breadcrumbs({ items }: { items: Breadcrumb[] }) {
  return (
    <nav aria-label="Breadcrumb" className="breadcrumbs">
      <ol className="breadcrumbs__list">
        {items.map((item, index) => (
          <li key={item.path} className="breadcrumbs__item">
            {index === items.length - 1 ? (
              <span aria-current="page">{item.name}</span>
            ) : (
              <Link to={item.path}>{item.name}</Link>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
