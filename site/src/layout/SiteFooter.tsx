import { Link } from 'react-router';
import { useSiteConfig } from '../app/site-config.tsx';
import {
  COMPANY_LINKS,
  type NavLink,
  POPULAR_CITY_LINKS,
  SERVICE_LINKS,
  SPECIALIST_LINKS,
} from './nav-links.ts';
import './site-footer.css';

function FooterColumn({ title, links }: { title: string; links: NavLink[] }) {
  return (
    <div className="site-footer__column">
      <h2 className="site-footer__heading">{title}</h2>
      <ul className="site-footer__list">
        {links.map((link) => (
          <li key={link.to}>
            <Link to={link.to}>{link.label}</Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Footer with services, popular cities, company and specialist links, and the legal line. */
export function SiteFooter() {
  const { renderedAt } = useSiteConfig();
  const year = new Date(renderedAt).getUTCFullYear();
  return (
    <footer className="site-footer">
      <div className="container site-footer__grid">
        <div className="site-footer__about">
          <p className="site-footer__brand">Flo</p>
          <p>
            Find trusted flooring specialists across the UK, read genuine reviews and get free
            quotes for carpet, wood, laminate, vinyl and tile floors.
          </p>
        </div>
        <FooterColumn title="Services" links={SERVICE_LINKS} />
        <FooterColumn title="Popular cities" links={POPULAR_CITY_LINKS} />
        <FooterColumn title="Company" links={COMPANY_LINKS} />
        <FooterColumn title="For specialists" links={SPECIALIST_LINKS} />
      </div>
      <div className="container site-footer__legal">
        <p>© {year} Flo. All rights reserved.</p>
        <div className="site-footer__policies">
          <Link to="/privacy">Privacy policy</Link>
          <Link to="/review-policy">Review policy</Link>
        </div>
      </div>
    </footer>
  );
}
