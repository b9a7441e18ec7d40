import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { FaqType } from '../../protocol/faq';
import { useFaqLink } from './faqLinks';

interface CategoryListProps {
  types: readonly FaqType[];
  layout: 'list' | 'cards' | 'compact';
}

export function CategoryList({ types, layout }: CategoryListProps) {
  const { t } = useTranslation();
  const link = useFaqLink();
  return (
    <ul className={`faq-categories faq-categories--${layout}`}>
      {types.map((type) => (
        <li key={type.id}>
          <Link className="faq-categories__link" to={link('/faqclass', { type_id: type.id })}>
            <span className="faq-categories__name">{type.name}</span>
            {layout !== 'compact' ? (
              <span className="faq-categories__count">{t('faq.questionCount', { count: type.question_count })}</span>
            ) : null}
          </Link>
        </li>
      ))}
    </ul>
  );
}
