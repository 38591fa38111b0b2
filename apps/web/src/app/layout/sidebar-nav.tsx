import { Link, useLocation } from 'react-router';
import { type NavItem, sectionOf } from './nav-items';
import classes from './sidebar-nav.module.css';

/** The desktop sidebar: every section the user may open. Plain elements (sidebar-nav.module.css). */
export function SidebarNav({ items, onNavigate }: { items: NavItem[]; onNavigate?: () => void }) {
  const { pathname } = useLocation();
  const active = sectionOf(pathname);
  return (
    <div className={classes.scroll}>
      <nav aria-label="Разделы">
        {items.map((item) => (
          <Link
            key={item.to}
            to={item.to}
            className={classes.link}
            aria-current={active?.to === item.to ? 'page' : undefined}
            onClick={onNavigate}
          >
            <item.icon size={20} stroke={1.6} aria-hidden />
            <span className={classes.label}>{item.label}</span>
          </Link>
        ))}
      </nav>
    </div>
  );
}
