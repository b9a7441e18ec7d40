import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useFaqLink } from './faqLinks';
import { useFaqHomePath } from './useFaqScope';

/** The way back: the FAQ home, and the category when there is one. */
export function FaqBreadcrumbs({ category }: { category?: { id: string; name: string } }) {
  const { t } = useTranslation();
  const link = useFaqLink();
  const home = useFaqHomePath();
  return (
    <nav className="faq-breadcrumbs" aria-label={t('faq.breadcrumbs')}>
      <ol>
        <li>
          <Link to={link(home)}>{t('faq.homeTitle')}</Link>
        </li>
        {category ? (
          <li>
            <Link to={link('/faqclass', { type_id: category.id })}>{category.name}</Link>
          </li>
        ) : null}
      </ol>
    </nav>
  );
}
